import type { DemoStory } from '@littlestar/shared/demo';
import { isStoryInProgress } from '@littlestar/shared/stories';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { useTranslations } from 'use-intl';
import { paths } from '@/config/paths';
import { StoryShelf } from '@/components/stories/story-shelf';
import { useErrorToast } from '@/lib/use-error-toast';
import { useDemoChild } from '../api/get-demo-child';
import { demoStoryQueryKey } from '../api/get-demo-story';
import { isAnyDemoStoryInProgress, useDemoChildStories } from '../api/list-demo-stories';
import { DemoStoryCard } from '../components/demo-story-card';
import { usePageIn } from '@/i18n/use-page-in';

/** /demo/child/:childId/stories — a demo child's shelf (product.md#demo-children, demo wording). */
export function DemoChildStoriesPage() {
  const { childId = '' } = useParams();
  return <DemoChildStories key={childId} childId={childId} />;
}

function DemoChildStories({ childId }: { childId: string }) {
  const t = useTranslations('demo.childStoriesPage');
  const pageIn = usePageIn();
  const child = useDemoChild(childId);
  const stories = useDemoChildStories(childId);
  useShelfUpdates(stories.data);
  useErrorToast(stories.isError, t('fetchStoriesFailed'));

  return (
    <StoryShelf
      back={{ href: pageIn(paths.demoChildren.href()), label: t('back') }}
      childName={child.data?.name}
      intro={child.data ? <p className="text-pretty text-muted-foreground">{t('intro')}</p> : null}
      createHref={paths.demoCreateStory.href(childId)}
      createLabel={t('newStory')}
      stories={stories}
      empty={{ title: t('noStories') }}
      inProgressNote={stories.data && isAnyDemoStoryInProgress(stories.data) ? t('updating') : null}
      renderCard={(story) => <DemoStoryCard story={story} />}
    />
  );
}

/** Announces a free story that polling sees finish. */
function useShelfUpdates(stories: DemoStory[] | undefined) {
  const t = useTranslations('demo.childStoriesPage');
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
        toast.success(t('ready', { title: story.title }));
      }
    }
  }, [stories, queryClient, t]);
}
