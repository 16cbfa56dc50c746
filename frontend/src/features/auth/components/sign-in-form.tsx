import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { LoginRequest } from '@pathwise/contracts';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PasswordInput } from '@/components/ui/password-input';
import { Spinner } from '@/components/ui/spinner';
import { showFieldErrors } from '@/lib/form-errors';
import { useLogin } from '../api/login';

type SignInInput = z.input<typeof LoginRequest>;
type SignInValues = z.output<typeof LoginRequest>;

const FIELDS = ['email', 'password'] as const;

export function SignInForm() {
  const signIn = useLogin();
  const form = useForm<SignInInput, unknown, SignInValues>({
    resolver: zodResolver(LoginRequest),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((data) => {
    signIn.mutate(data, {
      onError: (error) => showFieldErrors(form.setError, error, FIELDS),
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4" aria-label="Sign in">
      <FormField id="signin-email" label="Email" error={errors.email?.message}>
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
      <FormField id="signin-password" label="Password" error={errors.password?.message}>
        {(aria) => (
          <PasswordInput
            {...aria}
            autoComplete="current-password"
            placeholder="Your password"
            {...form.register('password')}
          />
        )}
      </FormField>
      <Button type="submit" size="lg" className="mt-2 w-full" disabled={signIn.isPending}>
        {signIn.isPending && <Spinner />}
        {signIn.isPending ? 'Signing In...' : 'Sign In'}
      </Button>
    </form>
  );
}
