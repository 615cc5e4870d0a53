import { signUpFormSchema } from '@littlestar/shared/accounts';
import { toast } from 'sonner';
import { useTranslations } from 'use-intl';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth-context';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useZodForm } from '@/lib/use-zod-form';
import { isServerRefusal } from '../utils/account-texts';
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
  const t = useTranslations('accounts.signUpForm');
  const toastT = useTranslations('accounts.toasts');
  const form = useZodForm(signUpFormSchema, {
    defaultValues: { fullName: '', email: '', password: '', confirmPassword: '' },
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ fullName, email, password }) => {
    try {
      await signUp({ fullName, email, password });
      toast.success(toastT('registrationSuccessTitle'), {
        description: toastT('registrationSuccessDescription'),
      });
      onSignedUp(email);
    } catch (error) {
      toast.error(
        isServerRefusal(error) ? toastT('registrationFailed') : toastT('registrationError'),
        { description: apiErrorMessage(error, toastT('unknownError')) },
      );
    }
  });

  return (
    <div className="grid gap-4">
      <GoogleButton mode="signup" disabled={isSubmitting} />
      <OrDivider />
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <FormField
          label={t('fullName')}
          autoComplete="name"
          autoFocus
          {...form.field('fullName')}
        />
        <FormField
          label={t('email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          {...form.field('email')}
        />
        <FormField
          label={t('password')}
          type="password"
          autoComplete="new-password"
          // Changing the password re-checks the confirmation's 'Passwords do not match'.
          {...form.field('password', { deps: ['confirmPassword'] })}
        />
        <FormField
          label={t('confirmPassword')}
          type="password"
          autoComplete="new-password"
          {...form.field('confirmPassword')}
        />
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? t('submitting') : t('submit')}
        </Button>
      </form>
      <p className="text-center text-sm text-muted-foreground">
        {t('haveAccount')}{' '}
        <Button type="button" variant="link" className="h-auto min-h-6 p-0" onClick={onLogIn}>
          {t('logIn')}
        </Button>
      </p>
    </div>
  );
}
