import type { Child } from '@littlestar/shared/children';
import { Plus, Sparkles } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import { useTranslations } from 'use-intl';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { ListLoading } from '@/components/list-loading';
import { LikenessDuration } from '@/components/likeness-duration';
import { isChildInTraining, useChildren } from '@/lib/children-query';
import { ChildCard } from '../components/child-card';
import { findNewlyReady } from '../utils/child-actions';

/** /children — 'Your Little Stars' (product.md#children-list). */
export function ChildrenPage() {
  const { data: children, isPending, isError } = useChildren();
  const t = useTranslations('children.childrenPage');
  useReadyNotice(children);
  const isTraining = children?.some(isChildInTraining) ?? false;

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('title')}</h1>
          <p className="text-muted-foreground">{t('intro')}</p>
        </div>
        <Button asChild>
          <Link to={paths.createChild.href()}>
            <Plus aria-hidden="true" />
            {t('addChild')}
          </Link>
        </Button>
      </div>

      {isPending ? (
        <ListLoading text={t('loading')} />
      ) : isError ? (
        <p className="py-16 text-center font-semibold text-red-600 dark:text-red-400">
          {t('fetchFailed')}
        </p>
      ) : children.length === 0 ? (
        <EmptyState />
      ) : (
        <>
          {isTraining ? (
            <p
              role="status"
              className="mb-4 text-sm font-semibold text-muted-foreground"
              data-testid="training-note"
            >
              {t.rich('trainingNote', { duration: () => <LikenessDuration /> })}
            </p>
          ) : null}
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('listLabel')}>
            {children.map((child) => (
              <li key={child.id} className="grid">
                <ChildCard child={child} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
}

function EmptyState() {
  const t = useTranslations('children.childrenPage');
  return (
    <div className="flex flex-col items-center rounded-3xl border-2 border-dashed px-6 py-16 text-center">
      <span className="mb-5 grid size-16 place-items-center rounded-3xl bg-brand-100 text-brand-600 dark:bg-brand-900/50 dark:text-brand-300">
        <Sparkles aria-hidden="true" className="size-8" />
      </span>
      <p className="text-xl font-extrabold">{t('empty')}</p>
      <p className="mt-2 max-w-md text-muted-foreground">{t('emptyText')}</p>
      <Button asChild size="lg" className="mt-6">
        <Link to={paths.createChild.href()}>
          <Plus aria-hidden="true" />
          {t('addFirst')}
        </Link>
      </Button>
    </div>
  );
}

/** A toast when polling sees a child's training finish. */
function useReadyNotice(children: Child[] | undefined) {
  const previous = useRef<Child[] | undefined>(undefined);
  const t = useTranslations('children.childrenPage');
  useEffect(() => {
    for (const child of findNewlyReady(previous.current, children)) {
      toast.success(t('readyTitle', { name: child.name }), {
        description: t('readyText', { name: child.name }),
      });
    }
    previous.current = children;
    // A new `t` (the language changed) finds no child newly ready: nothing is said twice.
  }, [children, t]);
}
