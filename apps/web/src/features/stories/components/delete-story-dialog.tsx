import { useState } from 'react';
import { toast } from 'sonner';
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

  const confirm = () => {
    deleteStory.mutate(
      { storyId, childId },
      {
        onSuccess: () => {
          setIsOpen(false);
          toast.success(`"${title}" was deleted.`);
        },
        onError: (error) => toast.error(apiErrorMessage(error, `Failed to delete "${title}"`)),
      },
    );
  };

  return (
    <ConfirmDeleteDialog
      open={isOpen}
      onOpenChange={setIsOpen}
      trigger={<CompactDeleteButton label={`Delete ${title}`} />}
      title={<>Delete &ldquo;{title}&rdquo;?</>}
      description={
        <>
          This removes the story with its pages and pictures for good.
          {isComplete ? ' The credits used to make it are not refunded.' : null}
        </>
      }
      isPending={deleteStory.isPending}
      onConfirm={confirm}
    />
  );
}
