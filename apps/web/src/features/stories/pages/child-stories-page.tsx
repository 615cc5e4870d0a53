import { useEffect } from 'react';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { useTranslations } from 'use-intl';
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
  const t = useTranslations('stories');
  useStoryUpdates(stories.data);
  useErrorToast(child.isError, t('messages.fetchChildFailed'));
  useErrorToast(stories.isError, t('messages.fetchStoriesFailed'));

  return (
    <StoryShelf
      back={{ href: paths.children.href(), label: t('childStories.back') }}
      childName={child.data?.name}
      intro={
        child.isError ? (
          <p className="font-semibold text-red-600 dark:text-red-400">
            {t('messages.fetchChildFailed')}
          </p>
        ) : null
      }
      createHref={paths.createStory.href(childId)}
      createLabel={t('childStories.create')}
      stories={stories}
      empty={{
        title: t('messages.noStories'),
        description: t('childStories.emptyDescription'),
      }}
      inProgressNote={
        stories.data && isAnyStoryInProgress(stories.data) ? t('childStories.inProgress') : null
      }
      renderCard={(story) => <StoryCard story={story} />}
    />
  );
}

/** product.md#stories-list: these failures are said inline and in an error toast titled 'Error' (once). */
function useErrorToast(isError: boolean, message: string) {
  const title = useTranslations('stories.messages')('error');
  useEffect(() => {
    if (isError) toast.error(title, { id: message, description: message });
  }, [isError, message, title]);
}
