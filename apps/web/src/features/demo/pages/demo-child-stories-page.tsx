import { demoMessages, type DemoStory } from '@littlestar/shared/demo';
import { isStoryInProgress, storyMessages } from '@littlestar/shared/stories';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { StoryShelf } from '@/components/stories/story-shelf';
import { useErrorToast } from '@/lib/use-error-toast';
import { useDemoChild } from '../api/get-demo-child';
import { demoStoryQueryKey } from '../api/get-demo-story';
import { isAnyDemoStoryInProgress, useDemoChildStories } from '../api/list-demo-stories';
import { DemoStoryCard } from '../components/demo-story-card';

/** /demo/child/:childId/stories — a demo child's shelf (product.md#demo-children, demo wording). */
export function DemoChildStoriesPage() {
  const { childId = '' } = useParams();
  return <DemoChildStories key={childId} childId={childId} />;
}

function DemoChildStories({ childId }: { childId: string }) {
  const child = useDemoChild(childId);
  const stories = useDemoChildStories(childId);
  useShelfUpdates(stories.data);
  useErrorToast(stories.isError, storyMessages.fetchStoriesFailed);

  return (
    <StoryShelf
      back={{ href: paths.demoChildren.href(), label: 'Back to Demo Children' }}
      childName={child.data?.name}
      intro={
        child.data ? (
          <p className="text-pretty text-muted-foreground">
            A demo child: read the finished books, then make 1 free story of your own.
          </p>
        ) : null
      }
      createHref={paths.demoCreateStory.href(childId)}
      createLabel="New Story"
      stories={stories}
      empty={{ title: demoMessages.noStories }}
      inProgressNote={
        stories.data && isAnyDemoStoryInProgress(stories.data)
          ? 'This page updates by itself while your story is being made.'
          : null
      }
      renderCard={(story) => <DemoStoryCard story={story} />}
    />
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
