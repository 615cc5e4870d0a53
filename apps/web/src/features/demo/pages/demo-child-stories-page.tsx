import { demoMessages, type DemoStory } from '@littlestar/shared/demo';
import { isStoryInProgress, storyMessages } from '@littlestar/shared/stories';
import { ArrowLeft, BookHeart, Plus } from 'lucide-react';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { StoryFilterBar } from '@/components/stories/story-filter-bar';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { filterStories, type StoryFilter } from '@/lib/story-filters';
import { useErrorToast } from '@/lib/use-error-toast';
import { useDemoChild } from '../api/get-demo-child';
import { demoStoryQueryKey } from '../api/get-demo-story';
import { isAnyDemoStoryInProgress, useDemoChildStories } from '../api/list-demo-stories';
import { DemoStoryCard } from '../components/demo-story-card';

/** /demo/child/:childId/stories — a demo child's shelf (spec §2, demo wording). */
export function DemoChildStoriesPage() {
  const { childId = '' } = useParams();
  return <DemoChildStories key={childId} childId={childId} />;
}

function DemoChildStories({ childId }: { childId: string }) {
  const child = useDemoChild(childId);
  const stories = useDemoChildStories(childId);
  const [filter, setFilter] = useState<StoryFilter>('latest');
  useShelfUpdates(stories.data);
  useErrorToast(stories.isError, storyMessages.fetchStoriesFailed);

  const shown = stories.data ? filterStories(stories.data, filter) : [];
  const createHref = paths.demoCreateStory.href(childId);

  return (
    <section className="mx-auto w-full max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <Link
        to={paths.demoChildren.href()}
        className="mb-4 inline-flex items-center gap-1.5 rounded-full text-sm font-bold text-brand-700 hover:underline dark:text-brand-300"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Demo Children
      </Link>
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
        <div className="grid min-w-0 gap-1">
          <h1 className="text-3xl font-extrabold tracking-tight text-balance break-words sm:text-4xl">
            {child.data ? `Stories for ${child.data.name}` : 'Stories'}
          </h1>
          {child.data ? (
            <p className="text-pretty text-muted-foreground">
              A demo child: read the finished books, then make 1 free story of your own.
            </p>
          ) : null}
        </div>
        <Button asChild>
          <Link to={createHref}>
            <Plus aria-hidden="true" />
            New Story
          </Link>
        </Button>
      </div>

      {stories.isPending ? (
        <div className="flex flex-col items-center gap-3 py-16 font-semibold text-muted-foreground">
          <Spinner className="[&_svg]:size-8" label="Loading" />
          <p>{storyMessages.loadingStories}</p>
        </div>
      ) : stories.isError ? (
        <p role="alert" className="py-16 text-center font-semibold text-red-600 dark:text-red-400">
          {storyMessages.fetchStoriesFailed}
        </p>
      ) : stories.data.length === 0 ? (
        <div className="flex flex-col items-center rounded-3xl border-2 border-dashed px-6 py-16 text-center">
          <span className="mb-5 grid size-16 place-items-center rounded-3xl bg-brand-100 text-brand-600 dark:bg-brand-900/50 dark:text-brand-300">
            <BookHeart aria-hidden="true" className="size-8" />
          </span>
          <p className="text-xl font-extrabold">{demoMessages.noStories}</p>
          <Button asChild size="lg" className="mt-6">
            <Link to={createHref}>
              <Plus aria-hidden="true" />
              Create First Story
            </Link>
          </Button>
        </div>
      ) : (
        <>
          <div className="mb-5 flex flex-wrap items-center justify-between gap-3">
            <StoryFilterBar value={filter} onChange={setFilter} />
            {isAnyDemoStoryInProgress(stories.data) ? (
              <p role="status" className="text-sm font-semibold text-muted-foreground">
                This page updates by itself while your story is being made.
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
                  <DemoStoryCard story={story} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

/** Announces a free story that polling sees finish. */
function useShelfUpdates(stories: DemoStory[] | undefined) {
  const queryClient = useQueryClient();
  const previous = useRef<DemoStory[] | undefined>(undefined);
  useEffect(() => {
    const before = previous.current;
    previous.current = stories;
    // Each story's own cache follows the shelf, so opening one shows its latest state.
    for (const story of stories ?? []) queryClient.setQueryData(demoStoryQueryKey(story.id), story);
    if (!before || !stories) return;
    const wasMaking = new Set(
      before.filter((story) => isStoryInProgress(story.status)).map((story) => story.id),
    );
    for (const story of stories) {
      if (wasMaking.has(story.id) && story.status === 'complete') {
        toast.success(`"${story.title}" is ready!`);
      }
    }
  }, [stories, queryClient]);
}
