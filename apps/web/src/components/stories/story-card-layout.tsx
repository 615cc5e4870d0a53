import { isStoryInProgress, type Story } from '@littlestar/shared/stories';
import { useId, type ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { StoryImage } from '@/components/story-image';
import { Card } from '@/components/ui/card';
import { StoryProgressBar } from './story-progress';
import { StoryStatusBadge } from './story-status-badge';
import { useStoryDescription, useStoryStatusText } from './use-story-texts';

/**
 * What every story card shows (product.md#stories-list, product.md#story-status): cover, status badge, title, description, the
 * status message and, while the story is being made, its progress. The parent's list and
 * the demo shelves each add their own buttons (`actions`) and, on the demo, a `label`.
 */
export function StoryCardLayout({
  story,
  label,
  actions,
}: {
  story: Story;
  /** Beside the status badge, e.g. the demo's 'Your free story'. */
  label?: ReactNode;
  actions: ReactNode;
}) {
  const titleId = useId();
  const t = useTranslations('stories.card');
  const statusText = useStoryStatusText();
  const storyDescription = useStoryDescription();
  return (
    <Card
      role="article"
      aria-labelledby={titleId}
      data-story-id={story.id}
      data-status={story.status}
      className="flex flex-col overflow-hidden"
    >
      <div className="aspect-[4/3] overflow-hidden border-b bg-brand-50 dark:bg-brand-950">
        <StoryImage
          src={story.cover_url}
          alt={t('coverAlt', { title: story.title })}
          className="size-full"
        />
      </div>
      <div className="flex flex-1 flex-col gap-3 p-5">
        <div className="grid gap-1.5">
          <div className="flex flex-wrap items-center gap-1.5">
            <StoryStatusBadge status={story.status} />
            {label}
          </div>
          <h2 id={titleId} className="text-xl font-extrabold text-balance break-words">
            {story.title}
          </h2>
          <p className="line-clamp-2 text-sm text-pretty text-muted-foreground">
            {storyDescription(story)}
          </p>
        </div>
        <p className="text-sm font-semibold text-pretty">{statusText(story.status).message}</p>
        {isStoryBeingMade(story) ? (
          <StoryProgressBar progress={story.progress} title={story.title} />
        ) : null}
        <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">{actions}</div>
      </div>
    </Card>
  );
}

/** Generating, or a status this app does not know yet (product.md#story-status treats it as generating). */
export function isStoryBeingMade(story: Pick<Story, 'status'>): boolean {
  return (
    isStoryInProgress(story.status) || !['pending', 'error', 'complete'].includes(story.status)
  );
}
