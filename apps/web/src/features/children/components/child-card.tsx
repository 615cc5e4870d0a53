import type { Child } from '@littlestar/shared/children';
import { BookOpen, TriangleAlert, UserRoundPen } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { useTranslations } from 'use-intl';
import { paths } from '@/config/paths';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { childActions } from '../utils/child-actions';
import { ChildAvatar } from '@/components/child-avatar';
import { DeleteChildDialog } from './delete-child-dialog';
import { LikenessDialog } from './likeness-dialog';
import { TrainingStatusBadge } from './training-status-badge';

/** One child on 'Your Little Stars': who, their training status, and what can be done next. */
export function ChildCard({ child }: { child: Child }) {
  const nameId = useId();
  const { canEdit, canViewStories, canAdjustLook } = childActions(child.training_status);
  const t = useTranslations('children');

  return (
    <Card
      role="article"
      aria-labelledby={nameId}
      data-child-id={child.id}
      className="flex flex-col gap-4 p-5 sm:p-6"
    >
      <div className="flex items-center gap-4">
        <ChildAvatar name={child.name} pronouns={child.pronouns} imageUrl={child.imageUrl} />
        <div className="grid min-w-0 gap-1">
          <h2 id={nameId} className="truncate text-xl font-extrabold">
            {child.name}
          </h2>
          <p className="text-sm font-semibold text-muted-foreground">
            {t('childCard.age', { age: child.age })}
          </p>
          <div>
            <TrainingStatusBadge status={child.training_status} />
          </div>
        </div>
      </div>
      <p className="text-sm text-pretty text-muted-foreground">
        {t(`status.${child.training_status}.guidance`)}
      </p>
      {child.training_warnings.length > 0 ? (
        <div className="flex gap-2 rounded-2xl bg-amber-50 px-3 py-2 text-xs font-semibold text-amber-900 dark:bg-amber-900/30 dark:text-amber-100">
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
          <ul className="grid gap-0.5" aria-label={t('childCard.photoNotes')}>
            {child.training_warnings.map((warning) => (
              <li key={warning}>{warning}</li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="mt-auto flex flex-wrap items-center gap-2 pt-1">
        {canViewStories ? (
          <Button asChild size="sm">
            <Link to={paths.childStories.href(child.id)}>
              <BookOpen aria-hidden="true" />
              {t('childCard.viewStories')}
            </Link>
          </Button>
        ) : (
          <Button size="sm" variant="secondary" disabled>
            <BookOpen aria-hidden="true" />
            {t('childCard.viewStories')}
          </Button>
        )}
        {canEdit ? (
          <Button asChild size="sm" variant="outline">
            <Link to={paths.editChild.href(child.id)}>
              <UserRoundPen aria-hidden="true" />
              {t('childCard.editProfile')}
            </Link>
          </Button>
        ) : null}
        {canAdjustLook ? <LikenessDialog child={child} /> : null}
        {/* Any status: a ready or training child can be deleted too (with a confirmation). */}
        <div className="ml-auto">
          <DeleteChildDialog childId={child.id} name={child.name} variant="compact" />
        </div>
      </div>
    </Card>
  );
}
