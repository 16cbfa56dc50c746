import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { KeyRound } from 'lucide-react';
import { useForm, type FieldErrors } from 'react-hook-form';
import { AuthMessages, PasswordChangeRequest } from '@pathwise/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { showFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useChangePassword } from '../../api/change-password';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;
type PasswordValues = PasswordChangeRequest;

function PasswordForm({ onDone }: { onDone: () => void }) {
  const change = useChangePassword();
  const form = useForm<PasswordValues>({
    resolver: zodResolver(PasswordChangeRequest),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onValid = (values: PasswordValues) => {
    change.mutate(values, {
      onSuccess: () => {
        form.reset();
        onDone();
      },
      onError: (error) => showFieldErrors(form.setError, error, FIELDS),
    });
  };
  // The spec's mismatch message is also a toast: 'Password Mismatch' / 'New password and confirm password do not match.'
  const onInvalid = (invalid: FieldErrors<PasswordValues>) => {
    if (invalid.confirmPassword?.message === AuthMessages.newPasswordMismatch) {
      toast({ title: 'Password Mismatch', description: AuthMessages.newPasswordMismatch, variant: 'destructive' });
    }
  };

  return (
    <form
      onSubmit={form.handleSubmit(onValid, onInvalid)}
      noValidate
      className="grid gap-4"
      aria-label="Change password"
    >
      <FormField id="password-current" label="Current Password" error={errors.currentPassword?.message}>
        {(aria) => <PasswordInput {...aria} autoComplete="current-password" {...form.register('currentPassword')} />}
      </FormField>
      <FormField
        id="password-new"
        label="New Password"
        error={errors.newPassword?.message}
        hint="At least 6 characters."
      >
        {(aria) => <PasswordInput {...aria} autoComplete="new-password" {...form.register('newPassword')} />}
      </FormField>
      <FormField id="password-confirm" label="Confirm New Password" error={errors.confirmPassword?.message}>
        {(aria) => <PasswordInput {...aria} autoComplete="new-password" {...form.register('confirmPassword')} />}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={change.isPending}>
          {change.isPending && <Spinner />}
          {change.isPending ? 'Updating...' : 'Update Password'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone} disabled={change.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Password change: the form is shown or hidden. */
export function PasswordCard() {
  const [open, setOpen] = useState(false);
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-4 space-y-0">
        <div className="grid gap-1.5">
          <CardTitle asChild>
            <h2 className="text-lg">Password</h2>
          </CardTitle>
          <CardDescription>Change the password you sign in with.</CardDescription>
        </div>
        {!open && (
          <Button variant="outline" size="sm" onClick={() => setOpen(true)}>
            <KeyRound aria-hidden="true" />
            Change Password
          </Button>
        )}
      </CardHeader>
      {open && (
        <CardContent>
          <PasswordForm onDone={() => setOpen(false)} />
        </CardContent>
      )}
    </Card>
  );
}
