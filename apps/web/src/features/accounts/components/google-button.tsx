import { useState } from 'react';
import { toast } from 'sonner';
import { useTranslations } from 'use-intl';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { hasErrorCode } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useAuth } from '@/lib/auth-context';

function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true">
      <path
        fill="#4285F4"
        d="M22.6 12.3c0-.8-.1-1.5-.2-2.3H12v4.3h6a5.1 5.1 0 0 1-2.2 3.4v2.8h3.6c2.1-1.9 3.2-4.8 3.2-8.2z"
      />
      <path
        fill="#34A853"
        d="M12 23c3 0 5.5-1 7.3-2.7l-3.6-2.8c-1 .7-2.2 1.1-3.7 1.1-2.9 0-5.3-1.9-6.2-4.5H2.1v2.9A11 11 0 0 0 12 23z"
      />
      <path fill="#FBBC05" d="M5.8 14.1a6.6 6.6 0 0 1 0-4.2V7H2.1a11 11 0 0 0 0 9.9l3.7-2.8z" />
      <path
        fill="#EA4335"
        d="M12 5.4c1.6 0 3.1.6 4.2 1.7l3.2-3.2A11 11 0 0 0 2.1 7l3.7 2.9C6.7 7.3 9.1 5.4 12 5.4z"
      />
    </svg>
  );
}

/** 'Continue with Google'; failures are titled by the dialog it sits in (product.md#auth-dialogs). */
export function GoogleButton({ mode, disabled }: { mode: 'login' | 'signup'; disabled?: boolean }) {
  const { signInWithGoogle } = useAuth();
  const [isRedirecting, setIsRedirecting] = useState(false);
  const t = useTranslations('accounts.googleButton');
  const toastT = useTranslations('accounts.toasts');

  const start = async () => {
    setIsRedirecting(true);
    try {
      await signInWithGoogle();
      // The browser is leaving for Google; keep the button busy until it does.
    } catch (error) {
      setIsRedirecting(false);
      const isSignUp = mode === 'signup';
      const description = hasErrorCode(error, 'not_found')
        ? toastT('googleUnavailable')
        : apiErrorMessage(
            error,
            isSignUp ? toastT('googleSignUpFallback') : toastT('googleSignInFallback'),
          );
      toast.error(isSignUp ? toastT('googleSignUpFailed') : toastT('googleSignInFailed'), {
        description,
      });
    }
  };

  return (
    <Button
      type="button"
      variant="outline"
      size="lg"
      className="w-full border-border text-foreground hover:border-brand-300 dark:border-border dark:text-foreground"
      disabled={disabled || isRedirecting}
      onClick={() => void start()}
    >
      {isRedirecting ? <Spinner label={t('redirecting')} /> : <GoogleMark />}
      {t('label')}
    </Button>
  );
}

/** The 'or' rule between the Google button and the e-mail form. */
export function OrDivider() {
  const t = useTranslations('accounts.googleButton');
  return (
    <div className="flex items-center gap-3 text-xs font-bold tracking-wider text-muted-foreground uppercase">
      <span className="h-px flex-1 bg-border" />
      {t('or')}
      <span className="h-px flex-1 bg-border" />
    </div>
  );
}
