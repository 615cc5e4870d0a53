import { logInSchema, type CurrentUser } from '@littlestar/shared/accounts';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth-context';
import { useForm } from '@/lib/use-form';
import { accountTexts, errorDetail, isServerRefusal } from '../utils/account-texts';
import { GoogleButton, OrDivider } from './google-button';

export function LogInForm({
  defaultEmail = '',
  onLoggedIn,
  onForgotPassword,
  onCreateAccount,
}: {
  defaultEmail?: string;
  onLoggedIn: (user: CurrentUser) => void;
  onForgotPassword: () => void;
  onCreateAccount: () => void;
}) {
  const { logIn } = useAuth();
  const form = useForm({
    schema: logInSchema,
    initialValues: { email: defaultEmail, password: '' },
  });

  const submit = form.handleSubmit(async (input) => {
    try {
      const user = await logIn(input);
      toast.success(accountTexts.loginSuccess.title, {
        description: accountTexts.loginSuccess.description,
      });
      onLoggedIn(user);
    } catch (error) {
      toast.error(isServerRefusal(error) ? accountTexts.loginFailed : accountTexts.loginError, {
        description: errorDetail(error),
      });
    }
  });

  return (
    <div className="grid gap-4">
      <GoogleButton mode="login" disabled={form.isSubmitting} />
      <OrDivider />
      <form noValidate onSubmit={submit} className="grid gap-4">
        <FormField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          autoFocus={!defaultEmail}
          {...form.field('email')}
        />
        <div className="grid gap-1">
          <FormField
            label="Password"
            type="password"
            autoComplete="current-password"
            autoFocus={Boolean(defaultEmail)}
            {...form.field('password')}
          />
          <Button
            type="button"
            variant="link"
            size="sm"
            className="h-8 justify-self-end px-1"
            onClick={onForgotPassword}
          >
            Forgot password?
          </Button>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={form.isSubmitting}>
          {form.isSubmitting ? 'Logging in...' : 'Log In'}
        </Button>
      </form>
      <p className="text-center text-sm text-muted-foreground">
        Don’t have an account?{' '}
        <Button type="button" variant="link" className="h-auto p-0" onClick={onCreateAccount}>
          Create an account
        </Button>
      </p>
    </div>
  );
}
