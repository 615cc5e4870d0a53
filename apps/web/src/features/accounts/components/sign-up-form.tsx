import { signUpFormSchema } from '@littlestar/shared/accounts';
import { toast } from 'sonner';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth-context';
import { useForm } from '@/lib/use-form';
import { accountTexts, errorDetail, isServerRefusal } from '../utils/account-texts';
import { GoogleButton, OrDivider } from './google-button';

export function SignUpForm({
  onSignedUp,
  onLogIn,
}: {
  /** The account exists; the user logs in next (spec §4). */
  onSignedUp: (email: string) => void;
  onLogIn: () => void;
}) {
  const { signUp } = useAuth();
  const form = useForm({
    schema: signUpFormSchema,
    initialValues: { fullName: '', email: '', password: '', confirmPassword: '' },
  });

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
        { description: errorDetail(error) },
      );
    }
  });

  return (
    <div className="grid gap-4">
      <GoogleButton mode="signup" disabled={form.isSubmitting} />
      <OrDivider />
      <form noValidate onSubmit={submit} className="grid gap-4">
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
          {...form.field('password')}
        />
        <FormField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          {...form.field('confirmPassword')}
        />
        <Button type="submit" size="lg" className="w-full" disabled={form.isSubmitting}>
          {form.isSubmitting ? 'Creating account...' : 'Sign Up'}
        </Button>
      </form>
      <p className="text-center text-sm text-muted-foreground">
        Already have an account?{' '}
        <Button type="button" variant="link" className="h-auto p-0" onClick={onLogIn}>
          Log in
        </Button>
      </p>
    </div>
  );
}
