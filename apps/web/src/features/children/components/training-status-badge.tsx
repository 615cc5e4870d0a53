import type { TrainingStatus } from '@littlestar/shared/children';
import { Check, Clock, LoaderCircle, TriangleAlert, UserRoundPen } from 'lucide-react';
import { useTranslations } from 'use-intl';
import { Badge, type BadgeProps } from '@/components/ui/badge';

const LOOK: Record<TrainingStatus, { variant: BadgeProps['variant']; Icon: typeof Check }> = {
  not_started: { variant: 'outline', Icon: UserRoundPen },
  queued: { variant: 'blue', Icon: Clock },
  training: { variant: 'yellow', Icon: LoaderCircle },
  completed: { variant: 'green', Icon: Check },
  failed: { variant: 'red', Icon: TriangleAlert },
};

/** The status label (product.md#training-status) as a coloured badge. */
export function TrainingStatusBadge({ status }: { status: TrainingStatus }) {
  const { variant, Icon } = LOOK[status];
  const t = useTranslations('children.status');
  return (
    <Badge variant={variant} data-status={status}>
      <Icon
        aria-hidden="true"
        className={status === 'training' ? 'size-3.5 animate-spin' : 'size-3.5'}
      />
      {t(`${status}.label`)}
    </Badge>
  );
}
