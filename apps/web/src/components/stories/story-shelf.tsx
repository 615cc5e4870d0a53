import type { Story } from '@littlestar/shared/stories';
import { ArrowLeft, BookHeart, Plus } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslations } from 'use-intl';
import { StoryFilterBar } from '@/components/stories/story-filter-bar';
import { Button } from '@/components/ui/button';
import { ListLoading } from '@/components/list-loading';
import { filterStories, type StoryFilter } from '@/lib/story-filters';

type ShelfStory = Pick<Story, 'id' | 'status' | 'created_at'>;

/**
 * A child's stories as a page (product.md#stories-list, product.md#story-status): back link, heading, the create button, and the
 * list with its loading, failed, empty and filtered states. The parent's shelf and the demo
 * shelf differ only in their words, their card and where the links go.
 */
export function StoryShelf<S extends ShelfStory>({
  back,
  childName,
  intro,
  createHref,
  createLabel,
  stories,
  empty,
  inProgressNote,
  renderCard,
}: {
  back: { href: string; label: string };
  /** Known once the child has loaded; the heading says 'Stories' until then. */
  childName: string | undefined;
  /** Under the heading: a note or an inline error. */
  intro?: ReactNode;
  createHref: string;
  createLabel: string;
  stories: { isPending: boolean; isError: boolean; data: S[] | undefined };
  empty: { title: string; description?: string };
  /** Said beside the filters while a story of the list is being made; null otherwise. */
  inProgressNote: string | null;
  renderCard: (story: S) => ReactNode;
}) {
  const [filter, setFilter] = useState<StoryFilter>('latest');
  const t = useTranslations('stories');
  const shown = stories.data ? filterStories(stories.data, filter) : [];

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <Link
        to={back.href}
        className="mb-4 inline-flex min-h-6 items-center gap-1.5 rounded-full text-sm font-bold text-brand-700 hover:underline dark:text-brand-300"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        {back.label}
      </Link>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="grid min-w-0 gap-1">
          <h1 className="text-3xl font-extrabold tracking-tight text-balance break-words sm:text-4xl">
            {childName ? t('shelf.headingFor', { name: childName }) : t('shelf.heading')}
          </h1>
          {intro}
        </div>
        <Button asChild>
          <Link to={createHref}>
            <Plus aria-hidden="true" />
            {createLabel}
          </Link>
        </Button>
      </div>

      {stories.isPending ? (
        <ListLoading text={t('messages.loadingStories')} />
      ) : stories.isError || !stories.data ? (
        <p role="alert" className="py-16 text-center font-semibold text-red-600 dark:text-red-400">
          {t('messages.fetchStoriesFailed')}
        </p>
      ) : stories.data.length === 0 ? (
        <div className="flex flex-col items-center rounded-3xl border-2 border-dashed px-6 py-16 text-center">
          <span className="mb-5 grid size-16 place-items-center rounded-3xl bg-brand-100 text-brand-600 dark:bg-brand-900/50 dark:text-brand-300">
            <BookHeart aria-hidden="true" className="size-8" />
          </span>
          <p className="text-xl font-extrabold">{empty.title}</p>
          {empty.description ? (
            <p className="mt-2 max-w-md text-muted-foreground">{empty.description}</p>
          ) : null}
          <Button asChild size="lg" className="mt-6">
            <Link to={createHref}>
              <Plus aria-hidden="true" />
              {t('shelf.createFirst')}
            </Link>
          </Button>
        </div>
      ) : (
        <>
          <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
            <StoryFilterBar value={filter} onChange={setFilter} />
            {inProgressNote ? (
              <p role="status" className="text-sm font-semibold text-muted-foreground">
                {inProgressNote}
              </p>
            ) : null}
          </div>
          {shown.length === 0 ? (
            <p className="rounded-3xl border-2 border-dashed px-6 py-12 text-center font-semibold text-muted-foreground">
              {t('shelf.noMatch')}
            </p>
          ) : (
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label={t('shelf.list')}>
              {shown.map((story) => (
                <li key={story.id} className="grid">
                  {renderCard(story)}
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}
