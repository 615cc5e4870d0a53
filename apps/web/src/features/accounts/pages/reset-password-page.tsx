import { ArrowLeft, Home, LockKeyhole } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useTranslations } from 'use-intl';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader } from '@/components/ui/card';
import { hasErrorCode } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useAuth } from '@/lib/auth-context';
import { ForgotPasswordForm } from '../components/forgot-password-form';
import { NewPasswordForm } from '../components/new-password-form';
import { recoveryErrorKey } from '../utils/account-texts';

/**
 * /reset-password (product.md#password-reset): the mailed link brings `?token=`, which shows the new-password
 * form; without one (or once the token is refused) the page asks for a new link.
 */
export function ResetPasswordPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigate = useNavigate();
  const { resetPassword } = useAuth();
  const token = searchParams.get('token');
  const [isSent, setIsSent] = useState(false);
  const t = useTranslations('accounts.resetPasswordPage');
  const toastT = useTranslations('accounts.toasts');

  const updatePassword = async (newPassword: string) => {
    if (!token) return;
    try {
      await resetPassword({ token, newPassword });
      toast.success(toastT('passwordUpdatedTitle'), {
        description: toastT('passwordUpdatedDescription'),
      });
      await navigate(paths.home.href(), { replace: true });
    } catch (error) {
      if (hasErrorCode(error, 'invalid')) {
        toast.error(toastT('errorTitle'), {
          description: toastT(recoveryErrorKey({ status: error.status, message: error.message })),
        });
        // The token is spent: drop it, which shows the request form.
        setSearchParams({}, { replace: true });
        return;
      }
      toast.error(toastT('errorTitle'), {
        description: apiErrorMessage(error, toastT('unknownError')),
      });
    }
  };

  return (
    <section className="flex flex-1 items-start justify-center bg-gradient-to-b from-brand-50 to-background px-4 py-12 sm:items-center sm:py-20 dark:from-brand-950/50">
      <Card className="w-full max-w-md">
        <CardHeader className="items-center text-center">
          <span className="mb-2 grid size-14 place-items-center rounded-2xl bg-brand-100 text-brand-600 dark:bg-brand-900/60 dark:text-brand-300">
            <LockKeyhole aria-hidden="true" className="size-7" />
          </span>
          <h1 className="text-2xl font-extrabold tracking-tight">{t('title')}</h1>
          <CardDescription className="text-pretty">
            {token ? t('chooseNew') : isSent ? t('sent') : t('enterEmail')}
          </CardDescription>
        </CardHeader>
        <CardContent>
          {token ? (
            <NewPasswordForm key={token} onSubmit={updatePassword} />
          ) : (
            <ForgotPasswordForm onSent={(email) => setIsSent(email !== null)} />
          )}
        </CardContent>
        <CardFooter className="flex-wrap justify-between gap-2 border-t pt-4">
          <Button asChild variant="link" className="h-10 px-1">
            <Link to={paths.login.href()}>
              <ArrowLeft aria-hidden="true" />
              {t('backToLogin')}
            </Link>
          </Button>
          <Button asChild variant="link" className="h-10 px-1">
            <Link to={paths.home.href()}>
              <Home aria-hidden="true" />
              {t('backToHome')}
            </Link>
          </Button>
        </CardFooter>
      </Card>
    </section>
  );
}
