import type { Story } from '@littlestar/shared/stories';
import { BookOpenText, LoaderCircle, PencilLine } from 'lucide-react';
import { Link } from 'react-router';
import { useTranslations } from 'use-intl';
import { paths } from '@/config/paths';
import { isStoryBeingMade, StoryCardLayout } from '@/components/stories/story-card-layout';
import { Button } from '@/components/ui/button';
import { storyCardAction } from '../utils/story-status';
import { DeleteStoryDialog } from './delete-story-dialog';

/**
 * One story on a child's list (product.md#stories-list, product.md#story-status) and the one thing it can do next. A story being
 * made shows its progress, refreshed by the list's polling.
 */
export function StoryCard({ story }: { story: Story }) {
  const action = storyCardAction(story.status);
  const isMaking = isStoryBeingMade(story);
  const t = useTranslations('stories.card');

  return (
    <StoryCardLayout
      story={story}
      actions={
        <>
          {action === 'preview' ? (
            <Button asChild size="sm">
              <Link to={paths.storyPreview.href(story.id)}>
                <BookOpenText aria-hidden="true" />
                {t('view')}
              </Link>
            </Button>
          ) : action === 'edit' ? (
            <Button asChild size="sm" variant="outline">
              <Link to={paths.editStory.href(story.id)}>
                <PencilLine aria-hidden="true" />
                {t('edit')}
              </Link>
            </Button>
          ) : (
            <Button size="sm" variant="secondary" disabled>
              <LoaderCircle aria-hidden="true" className="animate-spin" />
              {t('generating')}
            </Button>
          )}
          {/* A story being made is left to finish (or fail and be refunded) first. */}
          {isMaking ? null : (
            <div className="ml-auto">
              <DeleteStoryDialog
                storyId={story.id}
                childId={story.child_id}
                title={story.title}
                isComplete={story.status === 'complete'}
              />
            </div>
          )}
        </>
      }
    />
  );
}
