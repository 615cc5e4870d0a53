import { childMessages, type Child } from '@littlestar/shared/children';
import { Plus, Sparkles } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
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
  useReadyNotice(children);
  const isTraining = children?.some(isChildInTraining) ?? false;

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="mb-8 flex flex-wrap items-end justify-between gap-4">
        <div className="grid gap-1">
          <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">Your Little Stars</h1>
          <p className="text-muted-foreground">
            Each child gets their own storybook hero, drawn from their photos.
          </p>
        </div>
        <Button asChild>
          <Link to={paths.createChild.href()}>
            <Plus aria-hidden="true" />
            Add Child
          </Link>
        </Button>
      </div>

      {isPending ? (
        <ListLoading text={childMessages.loading} />
      ) : isError ? (
        <p className="py-16 text-center font-semibold text-red-600 dark:text-red-400">
          {childMessages.fetchFailed}
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
              Training usually takes <LikenessDuration />. This page updates by itself.
            </p>
          ) : null}
          <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label="Children">
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
  return (
    <div className="flex flex-col items-center rounded-3xl border-2 border-dashed px-6 py-16 text-center">
      <span className="mb-5 grid size-16 place-items-center rounded-3xl bg-brand-100 text-brand-600 dark:bg-brand-900/50 dark:text-brand-300">
        <Sparkles aria-hidden="true" className="size-8" />
      </span>
      <p className="text-xl font-extrabold">{childMessages.empty}</p>
      <p className="mt-2 max-w-md text-muted-foreground">
        Add your child&apos;s name, age and a few photos, and they become the hero of their own
        stories.
      </p>
      <Button asChild size="lg" className="mt-6">
        <Link to={paths.createChild.href()}>
          <Plus aria-hidden="true" />
          Add Your First Child
        </Link>
      </Button>
    </div>
  );
}

/** A toast when polling sees a child's training finish. */
function useReadyNotice(children: Child[] | undefined) {
  const previous = useRef<Child[] | undefined>(undefined);
  useEffect(() => {
    for (const child of findNewlyReady(previous.current, children)) {
      toast.success(`${child.name} is ready!`, {
        description: `You can now create stories for ${child.name}.`,
      });
    }
    previous.current = children;
  }, [children]);
}
