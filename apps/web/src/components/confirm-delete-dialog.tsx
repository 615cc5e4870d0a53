import { useTranslations } from 'use-intl';
import { Trash2 } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
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

/** White on red-700 is 6.5:1 in both themes; the dark theme's red-500 was 3.8:1. */
const dangerClass = 'bg-red-700 text-white shadow-none hover:bg-red-800';

/**
 * A red 'Delete' that asks first. While the deletion runs the dialog cannot be closed and
 * both buttons wait, so a second click cannot delete twice. The owner closes it on success.
 * `confirmLabel` and `pendingLabel` name another ending that cannot be undone ('Revoke').
 */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  trigger,
  title,
  description,
  isPending,
  onConfirm,
  confirmLabel,
  pendingLabel,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  trigger: ReactNode;
  title: ReactNode;
  description: ReactNode;
  isPending: boolean;
  onConfirm: () => void;
  confirmLabel?: string;
  pendingLabel?: string;
}) {
  const t = useTranslations('common.confirmDelete');
  return (
    <Dialog open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      <DialogTrigger asChild>{trigger}</DialogTrigger>
      <DialogContent role="alertdialog">
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost" disabled={isPending}>
              {t('cancel')}
            </Button>
          </DialogClose>
          <Button className={dangerClass} onClick={onConfirm} disabled={isPending}>
            {isPending ? (pendingLabel ?? t('deleting')) : (confirmLabel ?? t('delete'))}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The small ghost 'Delete' of a card; the visible word starts the name for voice control. It
 * passes on what a dialog trigger gives it (click handler, ref, aria state).
 */
export function CompactDeleteButton({
  label,
  ...props
}: ComponentProps<typeof Button> & { label: string }) {
  const t = useTranslations('common.confirmDelete');
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={label}
      className="px-3 text-red-700 hover:bg-red-50 hover:text-red-800 dark:text-red-300 dark:hover:bg-red-950/50 dark:hover:text-red-200"
      {...props}
    >
      <Trash2 aria-hidden="true" />
      {t('delete')}
    </Button>
  );
}
