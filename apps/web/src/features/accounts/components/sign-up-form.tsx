import { signUpFormSchema } from '@littlestar/shared/accounts';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth-context';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useZodForm } from '@/lib/use-zod-form';
import { accountTexts, isServerRefusal } from '../utils/account-texts';
import { GoogleButton, OrDivider } from './google-button';

export function SignUpForm({
  onSignedUp,
  onLogIn,
}: {
  /** The account exists; the user logs in next (product.md#auth-dialogs). */
  onSignedUp: (email: string) => void;
  onLogIn: () => void;
}) {
  const { signUp } = useAuth();
  const form = useZodForm(signUpFormSchema, {
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '' },
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ fullName, email, password }) => {
    try {
      await signUp({ fullName, email, password });
      toast.success(accountTexts.registrationSuccess.title, {
        description: accountTexts.registrationSuccess.description,
      });
      onSignedUp(email);
    } catch (error) {
      toast.error(
        isServerRefusal(error) ? accountTexts.registrationFailed : accountTexts.registrationError,
        { description: apiErrorMessage(error, accountTexts.unknownError) },
      );
    }
  });

  return (
    <div className="grid gap-4">
      <GoogleButton mode="signup" disabled={isSubmitting} />
      <OrDivider />
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <FormField
          label="Full Name (optional)"
          autoComplete="name"
          autoFocus
          {...form.field('fullName')}
        />
        <FormField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          {...form.field('email')}
        />
        <FormField
          label="Password"
          type="password"
          autoComplete="new-password"
          // Changing the password re-checks the confirmation's 'Passwords do not match'.
          {...form.field('password', { deps: ['confirmPassword'] })}
        />
        <FormField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          {...form.field('confirmPassword')}
        />
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Creating account...' : 'Sign Up'}
        </Button>
      </form>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Button type="button" variant="link" className="h-auto min-h-6 p-0" onClick={onLogIn}>
          Log in
        </Button>
      </p>
    </div>
  );
}
