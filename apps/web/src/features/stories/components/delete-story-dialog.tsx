import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useDeleteStory } from '../api/delete-story';

const dangerClass =
  'bg-red-600 text-white shadow-none hover:bg-red-700 dark:bg-red-500 dark:text-white dark:hover:bg-red-600';

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
    <Dialog open={isOpen} onOpenChange={(open) => !deleteStory.isPending && setIsOpen(open)}>
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          size="sm"
          // The visible word starts the name, so voice control can say "Delete".
          aria-label={`Delete ${title}`}
          className="px-3 text-red-700 hover:bg-red-50 hover:text-red-800 dark:text-red-300 dark:hover:bg-red-950/50 dark:hover:text-red-200"
        >
          <Trash2 aria-hidden="true" />
          Delete
        </Button>
      </DialogTrigger>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Delete &ldquo;{title}&rdquo;?</DialogTitle>
          <DialogDescription>
            This removes the story with its pages and pictures for good.
            {isComplete ? ' The credits used to make it are not refunded.' : null}
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost" disabled={deleteStory.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button className={dangerClass} onClick={confirm} disabled={deleteStory.isPending}>
            {deleteStory.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
