import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
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
import { useDeleteChild } from '../api/delete-child';

const dangerClass =
  'bg-red-600 text-white shadow-none hover:bg-red-700 dark:bg-red-500 dark:text-white dark:hover:bg-red-600';

/**
 * 'Delete child' with a confirmation: it removes the photos, stories and illustrations too.
 * On the edit page (`variant="button"`) it then goes to /children; on a card of /children
 * (`variant="compact"`, for a child of any status) the card simply goes away.
 */
export function DeleteChildDialog({
  childId,
  name,
  variant = 'button',
}: {
  childId: string;
  name: string;
  variant?: 'button' | 'compact';
}) {
  const [isOpen, setIsOpen] = useState(false);
  const navigate = useNavigate();
  const deleteChild = useDeleteChild();

  const confirm = () => {
    deleteChild.mutate(childId, {
      onSuccess: () => {
        setIsOpen(false);
        toast.success(`${name}'s profile was deleted.`);
        if (variant === 'button') void navigate(paths.children.href());
      },
      onError: (error) => toast.error(apiErrorMessage(error, `Failed to delete ${name}`)),
    });
  };

  return (
    <Dialog open={isOpen} onOpenChange={(open) => !deleteChild.isPending && setIsOpen(open)}>
      <DialogTrigger asChild>
        {variant === 'compact' ? (
          <Button
            variant="ghost"
            size="sm"
            // The visible word starts the name, so voice control can say "Delete".
            aria-label={`Delete ${name}`}
            className="px-3 text-red-700 hover:bg-red-50 hover:text-red-800 dark:text-red-300 dark:hover:bg-red-950/50 dark:hover:text-red-200"
          >
            <Trash2 aria-hidden="true" />
            Delete
          </Button>
        ) : (
          <Button
            variant="outline"
            className="border-red-300 text-red-700 hover:bg-red-50 dark:border-red-400/50 dark:text-red-300 dark:hover:bg-red-950/50"
          >
            <Trash2 aria-hidden="true" />
            Delete child
          </Button>
        )}
      </DialogTrigger>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>Delete {name}?</DialogTitle>
          <DialogDescription>
            This removes {name}&apos;s photos, stories and illustrations for good. The credit used
            to create this profile is not refunded.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost" disabled={deleteChild.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button className={dangerClass} onClick={confirm} disabled={deleteChild.isPending}>
            {deleteChild.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
