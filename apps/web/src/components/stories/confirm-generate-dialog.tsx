import type { ReactNode } from 'react';
import { useTranslations } from 'use-intl';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

/**
 * The confirmation that starts a story's generation, for the parent's and the free story.
 * While the start is on its way the dialog stays open and both buttons wait, so a second
 * click cannot start twice.
 */
export function ConfirmGenerateDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  isPending,
  onConfirm,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  isPending: boolean;
  onConfirm: () => void;
  /** What the story costs, and anything in the way. */
  children: ReactNode;
}) {
  const t = useTranslations('stories.confirmGenerate');
  return (
    <Dialog open={open} onOpenChange={(next) => !isPending && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {children}
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost" disabled={isPending}>
              {t('cancel')}
            </Button>
          </DialogClose>
          <Button onClick={onConfirm} disabled={isPending}>
            {isPending ? t('starting') : confirmLabel}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
