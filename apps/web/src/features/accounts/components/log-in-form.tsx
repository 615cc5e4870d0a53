import { logInSchema, type CurrentUser } from '@littlestar/shared/accounts';
import { toast } from 'sonner';
import { useTranslations } from 'use-intl';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { useAuth } from '@/lib/auth-context';
import { hasErrorCode } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useZodForm } from '@/lib/use-zod-form';
import { isServerRefusal } from '../utils/account-texts';
import { GoogleButton, OrDivider } from './google-button';

export function LogInForm({
  defaultEmail = '',
  onLoggedIn,
  onForgotPassword,
  onCreateAccount,
}: {
  defaultEmail?: string;
  onLoggedIn: (user: CurrentUser) => void;
  /** With the e-mail typed so far, so the reset form need not ask for it again. */
  onForgotPassword: (email: string) => void;
  onCreateAccount: () => void;
}) {
  const { logIn } = useAuth();
  const t = useTranslations('accounts.logInForm');
  const toastT = useTranslations('accounts.toasts');
  const form = useZodForm(logInSchema, { defaultValues: { email: defaultEmail, password: '' } });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async (input) => {
    try {
      const user = await logIn(input);
      toast.success(toastT('loginSuccessTitle'), {
        description: toastT('loginSuccessDescription'),
      });
      onLoggedIn(user);
    } catch (error) {
      const message = apiErrorMessage(error, toastT('unknownError'));
      toast.error(isServerRefusal(error) ? toastT('loginFailed') : toastT('loginError'), {
        description: message,
      });
      // Said beside the form too, where the eyes are; a refused password marks its field.
      form.setError('root.server', { message });
      if (hasErrorCode(error, 'invalid_credentials')) {
        form.setError('password', { message: toastT('checkPassword') }, { shouldFocus: true });
      }
    }
  });
  const serverError = form.formState.errors.root?.server?.message;

  return (
    <div className="grid gap-4">
      <GoogleButton mode="login" disabled={isSubmitting} />
      <OrDivider />
      <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
        <FormField
          label={t('email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder="you@example.com"
          autoFocus={!defaultEmail}
          {...form.field('email')}
        />
        <div className="grid gap-1">
          <FormField
            label={t('password')}
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
            onClick={() => onForgotPassword(form.getValues('email').trim())}
          >
            {t('forgotPassword')}
          </Button>
        </div>
        {serverError ? (
          <p
            role="alert"
            className="rounded-2xl border-2 border-destructive/40 bg-destructive/10 px-4 py-2.5 text-sm font-semibold text-destructive"
          >
            {serverError}
          </p>
        ) : null}
        <Button type="submit" size="lg" className="w-full" disabled={isSubmitting}>
          {isSubmitting ? t('submitting') : t('submit')}
        </Button>
      </form>
      <p className="text-center text-sm text-muted-foreground">
        {t('noAccount')}{' '}
        <Button
          type="button"
          variant="link"
          className="h-auto min-h-6 p-0"
          onClick={onCreateAccount}
        >
          {t('createAccount')}
        </Button>
      </p>
    </div>
  );
}
