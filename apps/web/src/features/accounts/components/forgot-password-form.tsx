import { forgotPasswordSchema } from '@littlestar/shared/accounts';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { useTranslations } from 'use-intl';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useAuth } from '@/lib/auth-context';
import { useZodForm } from '@/lib/use-zod-form';
import { isServerRefusal } from '../utils/account-texts';

/**
 * The reset-link request (product.md#password-reset): the form, then a sent view.
 * Used by the Reset Password dialog and by /reset-password.
 */
export function ForgotPasswordForm({
  autoFocus,
  defaultEmail = '',
  onSent,
  onBackToLogin,
}: {
  autoFocus?: boolean;
  /** The address already typed into the Log In form. */
  defaultEmail?: string;
  /** The link was sent (the host's subtitle follows the view); null when back at the form. */
  onSent?: (email: string | null) => void;
  /** Shown as the sent view's 'Back to Login' button, with the address; it resets the form. */
  onBackToLogin?: (email: string) => void;
}) {
  const { requestPasswordReset } = useAuth();
  const t = useTranslations('accounts.forgotPasswordForm');
  const toastT = useTranslations('accounts.toasts');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useZodForm(forgotPasswordSchema, { defaultValues: { email: defaultEmail } });

  const submit = form.handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email);
      // Said once, by the sent view: product.md#auth-dialogs's 'Password Reset Email Sent' and 'Check your
      // email' toasts would repeat it. An error toast of a try before goes too.
      toast.dismiss();
      setSentTo(email);
      onSent?.(email);
    } catch (error) {
      // product.md#auth-dialogs: an auth failure shows the error's own message (e.g. a 429's 'Too many
      // requests…'); without one, the request's own failure text.
      toast.error(isServerRefusal(error) ? toastT('resetEmailFailed') : toastT('resetEmailError'), {
        description: apiErrorMessage(error, toastT('resetEmailFailedDescription')),
      });
    }
  });

  if (sentTo !== null) {
    return (
      <div className="grid justify-items-center gap-3 text-center" aria-live="polite">
        <span className="grid size-14 place-items-center rounded-2xl bg-brand-100 text-brand-600 dark:bg-brand-900/60 dark:text-brand-300">
          <MailCheck aria-hidden="true" className="size-7" />
        </span>
        <h2
          // The form (and the focus in it) is gone: the message takes the focus, so it is read.
          ref={(heading) => heading?.focus()}
          tabIndex={-1}
          className="text-lg font-extrabold outline-none"
        >
          {t('sentTitle')}
        </h2>
        <p className="text-sm text-pretty text-muted-foreground">
          {t.rich('sentBody', {
            email: sentTo,
            address: (chunks) => (
              <strong className="text-foreground [overflow-wrap:anywhere]">{chunks}</strong>
            ),
          })}
        </p>
        {onBackToLogin ? (
          <Button
            type="button"
            size="lg"
            className="mt-2 w-full"
            onClick={() => {
              form.reset();
              setSentTo(null);
              onSent?.(null);
              onBackToLogin(sentTo);
            }}
          >
            {t('backToLogin')}
          </Button>
        ) : null}
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="grid gap-4">
      <FormField
        label={t('email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        placeholder="you@example.com"
        autoFocus={autoFocus}
        {...form.field('email')}
      />
      <Button type="submit" size="lg" className="w-full" disabled={form.formState.isSubmitting}>
        {form.formState.isSubmitting ? t('submitting') : t('submit')}
      </Button>
    </form>
  );
}
