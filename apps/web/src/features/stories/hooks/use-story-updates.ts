import { isStoryInProgress, type Story } from '@littlestar/shared/stories';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { toast } from 'sonner';
import { useTranslations } from 'use-intl';
import { creditsQueryKey, creditUsageQueryKey } from '@/lib/query-keys';
import { storyQueryKey } from '../api/get-story';

/**
 * Reacts to what polling sees happen to stories being made: a finished story is announced;
 * a failed one had its credits refunded by the server, so the balance is read again. Each
 * story's own cache follows the list, so opening one shows its latest state at once.
 */
export function useStoryUpdates(stories: Story[] | undefined) {
  const queryClient = useQueryClient();
  const t = useTranslations('stories.messages');
  const previous = useRef<Story[] | undefined>(undefined);

  useEffect(() => {
    const before = previous.current;
    previous.current = stories;
    for (const story of stories ?? []) queryClient.setQueryData(storyQueryKey(story.id), story);
    if (!before || !stories) return;
    const wasMaking = new Set(
      before.filter((story) => isStoryInProgress(story.status)).map((story) => story.id),
    );
    const finished = stories.filter((story) => wasMaking.has(story.id));
    if (finished.some((story) => story.status === 'error')) {
      for (const queryKey of [creditsQueryKey, creditUsageQueryKey]) {
        void queryClient.invalidateQueries({ queryKey });
      }
    }
    for (const story of finished) {
      if (story.status === 'complete') toast.success(t('ready', { title: story.title }));
    }
  }, [stories, queryClient, t]);
}
