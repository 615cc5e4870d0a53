import type { StoryStatus } from '@littlestar/shared/stories';
import { Check, Clock, LoaderCircle, TriangleAlert } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { storyBadgeColour, type StoryBadgeColour } from '@/lib/story-status';
import { useStoryStatusText } from './use-story-texts';

const ICON: Record<StoryBadgeColour, typeof Check> = {
  green: Check,
  yellow: Clock,
  red: TriangleAlert,
  blue: LoaderCircle,
};

/** The story's status label (product.md#story-status) as a coloured badge. */
export function StoryStatusBadge({ status }: { status: StoryStatus }) {
  const colour = storyBadgeColour(status);
  const Icon = ICON[colour];
  const statusText = useStoryStatusText();
  return (
    <Badge variant={colour} data-status={status}>
      <Icon
        aria-hidden="true"
        className={colour === 'blue' ? 'size-3.5 animate-spin' : 'size-3.5'}
      />
      {statusText(status).label}
    </Badge>
  );
}
