import { useState } from 'react';
import { toast } from 'sonner';
import { useTranslations } from 'use-intl';
import { CompactDeleteButton, ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useDeleteStory } from '../api/delete-story';

/** 'Delete' on a story's card, with a confirmation: the card goes away once it is done. */
export function DeleteStoryDialog({
  storyId,
  childId,
  title,
  isComplete,
}: {
  storyId: string;
  childId: string;
  title: string;
  /** A complete story was paid for and delivered: its credits are not given back. */
  isComplete: boolean;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const deleteStory = useDeleteStory();
  const t = useTranslations('stories.deleteStory');

  const confirm = () => {
    deleteStory.mutate(
      { storyId, childId },
      {
        onSuccess: () => {
          setIsOpen(false);
          toast.success(t('deleted', { title }));
        },
        onError: (error) => toast.error(apiErrorMessage(error, t('failed', { title }))),
      },
    );
  };

  return (
    <ConfirmDeleteDialog
      open={isOpen}
      onOpenChange={setIsOpen}
      trigger={<CompactDeleteButton label={t('trigger', { title })} />}
      title={t('title', { title })}
      description={
        <>
          {t('description')}
          {isComplete ? t('noRefund') : null}
        </>
      }
      isPending={deleteStory.isPending}
      onConfirm={confirm}
    />
  );
}
