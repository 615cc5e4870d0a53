import { Gift, House, RotateCw, UsersRound } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link } from 'react-router';
import { useTranslations } from 'use-intl';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { ListLoading } from '@/components/list-loading';
import { useAuth } from '@/lib/auth-context';
import { useErrorToast } from '@/lib/use-error-toast';
import { useDemoChildren } from '../api/list-demo-children';
import { DemoChildCard } from '../components/demo-child-card';
import { usePageIn } from '@/i18n/use-page-in';

// The notice brings the account texts and, with them, the account schemas: a visitor's shelf
// (what the page is on arrival) loads without them.
const VerifyEmailNotice = lazy(() =>
  import('../components/verify-email-notice').then((m) => ({ default: m.VerifyEmailNotice })),
);

/** VerifyEmailPrompt without a refusal: only for a signed-in parent not yet verified. */
function VerifyEmailPrompt() {
  const { user } = useAuth();
  if (!user || user.email_verified) return null;
  return (
    <Suspense fallback={null}>
      <VerifyEmailNotice email={user.email} />
    </Suspense>
  );
}

/** /demo/children — the free trial's entry (product.md#free-trial, product.md#demo-children): pick a demo child. */
export function DemoChildrenPage() {
  const t = useTranslations('demo.childrenPage');
  const pageIn = usePageIn();
  const children = useDemoChildren();
  useErrorToast(children.isError, t('fetchChildrenFailed'));

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="mb-8 grid max-w-2xl gap-2">
        <span className="inline-flex items-center gap-1.5 justify-self-start rounded-full bg-brand-100 px-3 py-1 text-sm font-bold text-brand-800 dark:bg-brand-900/60 dark:text-brand-100">
          <Gift aria-hidden="true" className="size-4" />
          {t('badge')}
        </span>
        <h1 className="text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
          {t('title')}
        </h1>
        <p className="text-pretty text-muted-foreground">{t('intro')}</p>
      </div>
      <div className="mb-8 max-w-2xl empty:hidden">
        <VerifyEmailPrompt />
      </div>

      {children.isPending ? (
        <ListLoading text={t('loading')} />
      ) : children.isError ? (
        <div
          role="alert"
          className="flex flex-col items-center gap-4 rounded-3xl border-2 border-dashed px-6 py-14 text-center"
        >
          <p className="text-lg font-extrabold text-red-700 dark:text-red-300">
            {t('fetchChildrenFailed')}
          </p>
          <div className="flex flex-wrap justify-center gap-3">
            <Button onClick={() => void children.refetch()} disabled={children.isFetching}>
              <RotateCw aria-hidden="true" className={children.isFetching ? 'animate-spin' : ''} />
              {t('tryAgain')}
            </Button>
            <Button asChild variant="outline">
              <Link to={pageIn(paths.home.href())}>
                <House aria-hidden="true" />
                {t('backToHome')}
              </Link>
            </Button>
          </div>
        </div>
      ) : children.data.length === 0 ? (
        <div className="flex flex-col items-center gap-4 rounded-3xl border-2 border-dashed px-6 py-14 text-center">
          <span className="grid size-16 place-items-center rounded-3xl bg-brand-100 text-brand-600 dark:bg-brand-900/50 dark:text-brand-300">
            <UsersRound aria-hidden="true" className="size-8" />
          </span>
          <p className="text-lg font-extrabold">{t('noChildren')}</p>
          <Button asChild variant="outline">
            <Link to={pageIn(paths.home.href())}>
              <House aria-hidden="true" />
              {t('backToHome')}
            </Link>
          </Button>
        </div>
      ) : (
        <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('listLabel')}>
          {children.data.map((child, index) => (
            <li key={child.id} className="grid">
              <DemoChildCard child={child} first={index === 0} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
