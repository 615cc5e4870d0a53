import { useEffect, useMemo, useRef } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { useTranslations } from 'use-intl';
import { paths } from '@/config/paths';
import { Spinner } from '@/components/ui/spinner';
import { useAuth } from '@/lib/auth-context';
import { clearReturnTo, readReturnTo } from '@/lib/return-to';
import {
  afterSessionCheck,
  CALLBACK_TEXT_KEYS,
  decideCallbackStep,
  type CallbackStep,
  type CallbackTexts,
} from '../utils/auth-callback-decision';

/** One id: StrictMode's second effect run or a quick re-visit updates the same toast. */
const CALLBACK_TOAST_ID = 'auth-callback';

/** /auth/callback (product.md#auth-callback): where Google sends the browser back. */
export function AuthCallbackPage() {
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { refreshSession } = useAuth();
  const hasRun = useRef(false);
  const t = useTranslations('accounts.authCallbackPage');
  const toastT = useTranslations('accounts.toasts');
  // The callback's notices, in the page's language.
  const texts = useMemo(
    () => Object.fromEntries(CALLBACK_TEXT_KEYS.map((key) => [key, toastT(key)])) as CallbackTexts,
    [toastT],
  );

  useEffect(() => {
    if (hasRun.current) return;
    hasRun.current = true;

    const follow = (step: Extract<CallbackStep, { kind: 'redirect' }>) => {
      if (step.notice) {
        const show = step.notice.tone === 'success' ? toast.success : toast.error;
        show(step.notice.title, { id: CALLBACK_TOAST_ID, description: step.notice.description });
      }
      void navigate(step.to, {
        replace: true,
        ...(step.loginNotice ? { state: { loginNotice: step.loginNotice } } : {}),
      });
    };

    const step = decideCallbackStep(searchParams, texts);
    if (step.kind === 'redirect') {
      follow(step);
      return;
    }
    // A verified address opens the free story: the demo shelves are where it is made.
    const verified = step.verified === true;
    const destination = verified
      ? paths.demoChildren.href()
      : (readReturnTo() ?? paths.children.href());
    refreshSession().then(
      (user) => {
        if (user && !verified) clearReturnTo();
        follow(afterSessionCheck({ user }, destination, { verified }, texts));
      },
      () => follow(afterSessionCheck({ failed: true }, destination, { verified }, texts)),
    );
  }, [searchParams, navigate, refreshSession, texts]);

  return (
    <section className="grid flex-1 place-items-center px-4 py-24">
      <div className="flex flex-col items-center gap-4 text-center">
        <Spinner className="[&_svg]:size-10" label={t('spinner')} />
        <p className="text-lg font-bold text-muted-foreground">{t('text')}</p>
      </div>
    </section>
  );
}
