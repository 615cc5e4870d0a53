import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useTranslations } from 'use-intl';
import { paths } from '@/config/paths';
import { CompactDeleteButton, ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Button } from '@/components/ui/button';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useDeleteChild } from '../api/delete-child';

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
  const t = useTranslations('children.deleteDialog');

  const confirm = () => {
    deleteChild.mutate(childId, {
      onSuccess: () => {
        setIsOpen(false);
        toast.success(t('deleted', { name }));
        if (variant === 'button') void navigate(paths.children.href());
      },
      onError: (error) => toast.error(apiErrorMessage(error, t('failed', { name }))),
    });
  };

  return (
    <ConfirmDeleteDialog
      open={isOpen}
      onOpenChange={setIsOpen}
      trigger={
        variant === 'compact' ? (
          <CompactDeleteButton label={t('compactLabel', { name })} />
        ) : (
          <Button
            variant="outline"
            className="border-red-300 text-red-700 hover:bg-red-50 dark:border-red-400/50 dark:text-red-300 dark:hover:bg-red-950/50"
          >
            <Trash2 aria-hidden="true" />
            {t('button')}
          </Button>
        )
      }
      title={t('title', { name })}
      description={t('description', { name })}
      isPending={deleteChild.isPending}
      onConfirm={confirm}
    />
  );
}
