import { storyMessages } from '@littlestar/shared/stories';
import { ArrowLeft, BookHeart, Plus } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useChild } from '@/lib/child-query';
import { isAnyStoryInProgress, useChildStories } from '../api/list-stories';
import { StoryCard } from '../components/story-card';
import { StoryFilterBar } from '@/components/stories/story-filter-bar';
import { useStoryUpdates } from '../hooks/use-story-updates';
import { filterStories, type StoryFilter } from '@/lib/story-filters';

/** /child/:childId/stories — a child's stories with their status (spec §2, §4). */
export function ChildStoriesPage() {
  const { childId = '' } = useParams();
  return <ChildStories key={childId} childId={childId} />;
}

function ChildStories({ childId }: { childId: string }) {
  const child = useChild(childId);
  const stories = useChildStories(childId);
  const [filter, setFilter] = useState<StoryFilter>('latest');
  useStoryUpdates(stories.data);
  useErrorToast(child.isError, storyMessages.fetchChildFailed);
  useErrorToast(stories.isError, storyMessages.fetchStoriesFailed);

  const shown = stories.data ? filterStories(stories.data, filter) : [];
  const createHref = paths.createStory.href(childId);

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <Link
        to={paths.children.href()}
        className="mb-4 inline-flex items-center gap-1.5 rounded-full text-sm font-bold text-brand-700 hover:underline dark:text-brand-300"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to All Children
      </Link>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="grid min-w-0 gap-1">
          <h1 className="text-3xl font-extrabold tracking-tight text-balance break-words sm:text-4xl">
            {child.data ? `Stories for ${child.data.name}` : 'Stories'}
          </h1>
          {child.isError ? (
            <p className="font-semibold text-red-600 dark:text-red-400">
              {storyMessages.fetchChildFailed}
            </p>
          ) : null}
        </div>
        <Button asChild>
          <Link to={createHref}>
            <Plus aria-hidden="true" />
            Create New Story
          </Link>
        </Button>
      </div>

      {stories.isPending ? (
        <div className="flex flex-col items-center gap-3 py-16 font-semibold text-muted-foreground">
          <Spinner className="[&_svg]:size-8" label="Loading" />
          <p>{storyMessages.loadingStories}</p>
        </div>
      ) : stories.isError ? (
        <p className="py-16 text-center font-semibold text-red-600 dark:text-red-400">
          {storyMessages.fetchStoriesFailed}
        </p>
      ) : stories.data.length === 0 ? (
        <EmptyState createHref={createHref} />
      ) : (
        <>
          <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
            <StoryFilterBar value={filter} onChange={setFilter} />
            {isAnyStoryInProgress(stories.data) ? (
              <p role="status" className="text-sm font-semibold text-muted-foreground">
                This page updates by itself while a story is being made.
              </p>
            ) : null}
          </div>
          {shown.length === 0 ? (
            <p className="rounded-3xl border-2 border-dashed px-6 py-12 text-center font-semibold text-muted-foreground">
              No stories match this filter.
            </p>
          ) : (
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3" aria-label="Stories">
              {shown.map((story) => (
                <li key={story.id} className="grid">
                  <StoryCard story={story} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function EmptyState({ createHref }: { createHref: string }) {
  return (
    <div className="flex flex-col items-center rounded-3xl border-2 border-dashed px-6 py-16 text-center">
      <span className="mb-5 grid size-16 place-items-center rounded-3xl bg-brand-100 text-brand-600 dark:bg-brand-900/50 dark:text-brand-300">
        <BookHeart aria-hidden="true" className="size-8" />
      </span>
      <p className="text-xl font-extrabold">{storyMessages.noStories}</p>
      <p className="mt-2 max-w-md text-muted-foreground">
        Pick a title, a theme and a setting, and your child becomes the hero of an illustrated
        story.
      </p>
      <Button asChild size="lg" className="mt-6">
        <Link to={createHref}>
          <Plus aria-hidden="true" />
          Create First Story
        </Link>
      </Button>
    </div>
  );
}

/** Spec §8: these failures are said inline and in an error toast titled 'Error' (once). */
function useErrorToast(isError: boolean, message: string) {
  useEffect(() => {
    if (isError) toast.error('Error', { id: message, description: message });
  }, [isError, message]);
}
