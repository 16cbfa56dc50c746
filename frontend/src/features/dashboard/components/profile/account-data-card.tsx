import { useState, type FormEvent } from 'react';
import { Download, Trash2, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { AuthMessages, type User } from '@pathwise/contracts';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { fieldErrors, isUnauthorizedError, serverMessage } from '@/lib/api-client';
import { useDeleteAccount } from '../../api/delete-account';
import { useDataExport } from '../../api/export-data';

/** The confirmation of "Delete account": what goes, and the current password. */
function DeleteAccountDialog({ user }: { user: User }) {
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [passwordError, setPasswordError] = useState<string | undefined>();
  const remove = useDeleteAccount(user);
  const refusal =
    remove.error && !isUnauthorizedError(remove.error) && !fieldErrors(remove.error).currentPassword
      ? serverMessage(remove.error)
      : undefined;

  const onOpenChange = (next: boolean) => {
    if (remove.isPending) return;
    setOpen(next);
    if (!next) {
      setPassword('');
      setPasswordError(undefined);
      remove.reset();
    }
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!password) {
      setPasswordError(AuthMessages.currentPasswordRequired);
      return;
    }
    setPasswordError(undefined);
    remove.mutate(
      { currentPassword: password },
      {
        onError: (error) => {
          const field = fieldErrors(error).currentPassword;
          if (field) setPasswordError(field);
        },
      },
    );
  };

  return (
    <AlertDialog open={open} onOpenChange={onOpenChange}>
      <AlertDialogTrigger asChild>
        <Button
          variant="outline"
          className="border-destructive/40 text-destructive hover:bg-destructive/10 hover:text-destructive"
        >
          <Trash2 aria-hidden="true" />
          Delete account
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <form onSubmit={submit} noValidate className="grid gap-4" aria-label="Delete account">
          <AlertDialogHeader>
            <AlertDialogTitle>Delete your account?</AlertDialogTitle>
            <AlertDialogDescription asChild>
              <div className="grid gap-2">
                <p>
                  This deletes your account and everything Pathwise holds for you: quiz answers and matches, resumes and
                  their analyses, saved jobs and applications, interview sessions and drafts, and your subscription
                  record. You will be signed out.
                </p>
                <p className="font-medium text-foreground">This cannot be undone.</p>
              </div>
            </AlertDialogDescription>
          </AlertDialogHeader>
          <FormField
            id="delete-account-password"
            label="Current Password"
            error={passwordError}
            hint="To confirm that it is you."
          >
            {(aria) => (
              <PasswordInput
                {...aria}
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                disabled={remove.isPending}
              />
            )}
          </FormField>
          {refusal && (
            <p role="alert" className="flex items-start gap-2 text-sm text-destructive">
              <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              {refusal}
            </p>
          )}
          <AlertDialogFooter>
            <AlertDialogCancel type="button" disabled={remove.isPending}>
              Keep My Account
            </AlertDialogCancel>
            <Button type="submit" variant="destructive" disabled={remove.isPending}>
              {remove.isPending && <Spinner />}
              {remove.isPending ? 'Deleting...' : 'Delete Account'}
            </Button>
          </AlertDialogFooter>
        </form>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** Your data: download everything as JSON, or delete the account (beyond the spec, DECISIONS.md; see /privacy). */
export function AccountDataCard({ user }: { user: User }) {
  const exportData = useDataExport();
  const exportProblem =
    exportData.error && !isUnauthorizedError(exportData.error) ? serverMessage(exportData.error) : undefined;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">Your Data</h2>
        </CardTitle>
        <CardDescription>
          Download everything Pathwise holds about you, or delete your account.{' '}
          <Link to="/privacy" className="font-medium text-primary underline underline-offset-4">
            Privacy Policy
          </Link>
        </CardDescription>
      </CardHeader>
      <CardContent className="grid gap-3">
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => exportData.mutate()} disabled={exportData.isPending}>
            {exportData.isPending ? <Spinner /> : <Download aria-hidden="true" />}
            {exportData.isPending ? 'Preparing...' : 'Download my data'}
          </Button>
          <DeleteAccountDialog user={user} />
        </div>
        {exportProblem && (
          <p role="alert" data-testid="export-problem" className="flex items-start gap-2 text-sm text-destructive">
            <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            {exportProblem}
          </p>
        )}
      </CardContent>
    </Card>
  );
}
