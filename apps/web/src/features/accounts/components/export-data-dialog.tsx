import { toast } from 'sonner';
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
import { apiErrorMessage } from '@/lib/api-error-message';
import { useExportData } from '../api/export-data';

/** Asks before requesting a copy of the account's data; the link comes by e-mail. */
export function ExportDataDialog({
  open,
  onOpenChange,
  onCloseAutoFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Opened from a menu item (not a Radix trigger): where the focus goes back on closing. */
  onCloseAutoFocus?: (event: Event) => void;
}) {
  const t = useTranslations('accounts.exportDataDialog');
  const request = useExportData();
  const confirm = () => {
    // Pending: the button keeps the focus (aria-disabled, not disabled) and ignores presses.
    if (request.isPending) return;
    request.mutate(undefined, {
      onSuccess: () => {
        toast.success(t('queued'));
        onOpenChange(false);
      },
      onError: (failure) => {
        toast.error(apiErrorMessage(failure, t('failed')));
      },
    });
  };
  return (
    <Dialog open={open} onOpenChange={(next) => !request.isPending && onOpenChange(next)}>
      <DialogContent onCloseAutoFocus={onCloseAutoFocus}>
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription>{t('description')}</DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="ghost" disabled={request.isPending}>
              {t('cancel')}
            </Button>
          </DialogClose>
          <Button onClick={confirm} aria-disabled={request.isPending}>
            {request.isPending ? t('requesting') : t('submit')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
