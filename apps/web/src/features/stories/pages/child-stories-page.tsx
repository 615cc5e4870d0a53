import { storyMessages } from '@littlestar/shared/stories';
import { useEffect } from 'react';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { StoryShelf } from '@/components/stories/story-shelf';
import { useChild } from '@/lib/child-query';
import { isAnyStoryInProgress, useChildStories } from '../api/list-stories';
import { StoryCard } from '../components/story-card';
import { useStoryUpdates } from '../hooks/use-story-updates';

/** /child/:childId/stories — a child's stories with their status (product.md#stories-list, product.md#story-status). */
export function ChildStoriesPage() {
  const { childId = '' } = useParams();
  return <ChildStories key={childId} childId={childId} />;
}

function ChildStories({ childId }: { childId: string }) {
  const child = useChild(childId);
  const stories = useChildStories(childId);
  useStoryUpdates(stories.data);
  useErrorToast(child.isError, storyMessages.fetchChildFailed);
  useErrorToast(stories.isError, storyMessages.fetchStoriesFailed);

  return (
    <StoryShelf
      back={{ href: paths.children.href(), label: 'Back to All Children' }}
      childName={child.data?.name}
      intro={
        child.isError ? (
          <p className="font-semibold text-red-600 dark:text-red-400">
            {storyMessages.fetchChildFailed}
          </p>
        ) : null
      }
      createHref={paths.createStory.href(childId)}
      createLabel="Create New Story"
      stories={stories}
      empty={{
        title: storyMessages.noStories,
        description:
          'Pick a title, a theme and a setting, and your child becomes the hero of an illustrated story.',
      }}
      inProgressNote={
        stories.data && isAnyStoryInProgress(stories.data)
          ? 'This page updates by itself while a story is being made.'
          : null
      }
      renderCard={(story) => <StoryCard story={story} />}
    />
  );
}

/** product.md#stories-list: these failures are said inline and in an error toast titled 'Error' (once). */
function useErrorToast(isError: boolean, message: string) {
  useEffect(() => {
    if (isError) toast.error('Error', { id: message, description: message });
  }, [isError, message]);
}
