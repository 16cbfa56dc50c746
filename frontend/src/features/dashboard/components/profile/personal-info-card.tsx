import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Pencil } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { ProfileUpdateRequest, type User } from '@pathwise/contracts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { showFieldErrors } from '@/lib/form-errors';
import { useUpdateProfile } from '../../api/update-profile';

type ProfileInput = z.input<typeof ProfileUpdateRequest>;
type ProfileValues = z.output<typeof ProfileUpdateRequest>;
const FIELDS = ['firstName', 'lastName', 'email', 'location', 'currentPassword'] as const;

function EditForm({ user, onDone }: { user: User; onDone: () => void }) {
  const update = useUpdateProfile();
  const form = useForm<ProfileInput, unknown, ProfileValues>({
    resolver: zodResolver(ProfileUpdateRequest),
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      location: user.location ?? '',
    },
  });
  const { errors } = form.formState;
  // A new email address needs the current password (the server asks for it too).
  const emailChanged = (form.watch('email') ?? '').trim().toLowerCase() !== user.email;

  const onSubmit = form.handleSubmit(({ currentPassword, ...values }) => {
    update.mutate(emailChanged ? { ...values, currentPassword } : values, {
      onSuccess: onDone,
      onError: (error) => showFieldErrors(form.setError, error, FIELDS),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Edit personal information">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="profile-first-name" label="First Name" error={errors.firstName?.message}>
          {(aria) => <Input {...aria} autoComplete="given-name" {...form.register('firstName')} />}
        </FormField>
        <FormField id="profile-last-name" label="Last Name" error={errors.lastName?.message}>
          {(aria) => <Input {...aria} autoComplete="family-name" {...form.register('lastName')} />}
        </FormField>
      </div>
      <FormField id="profile-email" label="Email" error={errors.email?.message}>
        {(aria) => <Input {...aria} type="email" autoComplete="email" {...form.register('email')} />}
      </FormField>
      {emailChanged && (
        <FormField
          id="profile-current-password"
          label="Your Password"
          error={errors.currentPassword?.message}
          hint="Needed to change your email address"
        >
          {(aria) => (
            <Input {...aria} type="password" autoComplete="current-password" {...form.register('currentPassword')} />
          )}
        </FormField>
      )}
      <FormField
        id="profile-location"
        label="Location"
        error={errors.location?.message}
        hint="City and region, e.g. Austin, TX"
      >
        {(aria) => (
          <Input {...aria} autoComplete="address-level2" placeholder="Austin, TX" {...form.register('location')} />
        )}
      </FormField>
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={update.isPending}>
          {update.isPending && <Spinner />}
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
        <Button type="button" variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

/** Personal information: view mode, and edit mode for firstName, lastName, email and location. */
export function PersonalInfoCard({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const rows = [
    { label: 'First Name', value: user.firstName },
    { label: 'Last Name', value: user.lastName },
    { label: 'Email', value: user.email },
    { label: 'Location', value: user.location || 'Not set' },
  ];
  return (
    <Card>
      <CardHeader className="flex-row items-start justify-between gap-4 space-y-0">
        <div className="grid gap-1.5">
          <CardTitle asChild>
            <h2 className="text-lg">Personal Information</h2>
          </CardTitle>
          <CardDescription>Your name, email and location.</CardDescription>
        </div>
        {!editing && (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" />
            Edit
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {editing ? (
          <EditForm user={user} onDone={() => setEditing(false)} />
        ) : (
          <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {rows.map((row) => (
              <div key={row.label} className="grid min-w-0 gap-1">
                <dt className="text-sm text-muted-foreground">{row.label}</dt>
                <dd className="font-medium [overflow-wrap:anywhere]">{row.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
