import type { DemoStory } from '@littlestar/shared/demo';
import { isEditableStoryStatus } from '@littlestar/shared/stories';
import { BookOpenText, Gift, LoaderCircle, Lock, RotateCw } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslations } from 'use-intl';
import { paths } from '@/config/paths';
import { isStoryBeingMade, StoryCardLayout } from '@/components/stories/story-card-layout';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

/**
 * A story on a demo shelf (product.md#demo-children): it opens only once complete. The visitor's own free
 * story carries a label, and while it is made the card follows its progress.
 */
export function DemoStoryCard({ story }: { story: DemoStory }) {
  const t = useTranslations('demo.storyCard');
  const isComplete = story.status === 'complete';
  return (
    <StoryCardLayout
      story={story}
      label={
        story.free ? (
          <Badge variant="brand" data-testid="free-story-label">
            <Gift aria-hidden="true" className="size-3.5" />
            {t('freeLabel')}
          </Badge>
        ) : null
      }
      actions={
        <>
          {isComplete ? (
            <Button asChild size="sm">
              <Link to={paths.demoStoryPreview.href(story.id)}>
                <BookOpenText aria-hidden="true" />
                {t('read')}
              </Link>
            </Button>
          ) : isStoryBeingMade(story) ? (
            <Button size="sm" variant="secondary" disabled>
              <LoaderCircle aria-hidden="true" className="animate-spin" />
              {t('generating')}
            </Button>
          ) : (
            <Button size="sm" variant="secondary" disabled>
              <Lock aria-hidden="true" />
              {t('notReady')}
            </Button>
          )}
          {/* The visitor's own free story, saved but not made (or failed): they may finish it. */}
          {story.free && isEditableStoryStatus(story.status) ? (
            <Button asChild size="sm" variant="outline">
              <Link to={paths.demoCreateStory.href(story.child_id)}>
                <RotateCw aria-hidden="true" />
                {t('finish')}
              </Link>
            </Button>
          ) : null}
        </>
      }
    />
  );
}
