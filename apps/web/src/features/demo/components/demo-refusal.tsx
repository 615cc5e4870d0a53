import { CircleAlert, UserRoundPlus } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslations } from 'use-intl';
import { paths } from '@/config/paths';

/**
 * The server's refusal of a second free story on the same demo child, in its own words,
 * with the way on: a book starring the visitor's own child.
 */
export function DemoRefusal({ detail }: { detail: string }) {
  const t = useTranslations('demo.refusal');
  return (
    <div
      role="alert"
      data-testid="demo-refusal"
      className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-50"
    >
      <p className="flex items-start gap-2.5 font-semibold">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>{detail}</span>
      </p>
      <Link
        to={paths.createChild.href()}
        className="inline-flex items-center gap-1.5 self-start rounded-full bg-amber-900 px-4 py-2 font-bold text-white hover:bg-amber-800 dark:bg-amber-200 dark:text-amber-950 dark:hover:bg-amber-100"
      >
        <UserRoundPlus aria-hidden="true" className="size-4" />
        {t('addOwnChild')}
      </Link>
    </div>
  );
}
