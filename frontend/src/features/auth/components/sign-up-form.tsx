import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { RegisterForm } from '@pathwise/contracts';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { showFieldErrors } from '@/lib/form-errors';
import { useRegister } from '../api/register';

type SignUpInput = z.input<typeof RegisterForm>;
type SignUpValues = z.output<typeof RegisterForm>;

const FIELDS = ['firstName', 'lastName', 'email', 'password', 'confirmPassword'] as const;

export function SignUpForm() {
  const registration = useRegister();
  const form = useForm<SignUpInput, unknown, SignUpValues>({
    resolver: zodResolver(RegisterForm),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(({ confirmPassword: _unsent, ...data }) => {
    registration.mutate(data, {
      // The server's per-field messages (400 VALIDATION_FAILED) go under their fields too.
      onError: (error) => showFieldErrors(form.setError, error, FIELDS),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Sign up">
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id="signup-first-name" label="First Name" error={errors.firstName?.message}>
          {(aria) => <Input {...aria} autoComplete="given-name" placeholder="Jane" {...form.register('firstName')} />}
        </FormField>
        <FormField id="signup-last-name" label="Last Name" error={errors.lastName?.message}>
          {(aria) => <Input {...aria} autoComplete="family-name" placeholder="Doe" {...form.register('lastName')} />}
        </FormField>
      </div>
      <FormField id="signup-email" label="Email" error={errors.email?.message}>
        {(aria) => (
          <Input
            {...aria}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@example.com"
            {...form.register('email')}
          />
        )}
      </FormField>
      <FormField id="signup-password" label="Password" error={errors.password?.message}>
        {(aria) => (
          <PasswordInput
            {...aria}
            autoComplete="new-password"
            placeholder="At least 6 characters"
            {...form.register('password')}
          />
        )}
      </FormField>
      <FormField id="signup-confirm-password" label="Confirm Password" error={errors.confirmPassword?.message}>
        {(aria) => (
          <PasswordInput
            {...aria}
            autoComplete="new-password"
            placeholder="Re-enter your password"
            {...form.register('confirmPassword')}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={registration.isPending}>
        {registration.isPending && <Spinner />}
        {registration.isPending ? 'Creating Account...' : 'Create Account'}
      </Button>
    </form>
  );
}
