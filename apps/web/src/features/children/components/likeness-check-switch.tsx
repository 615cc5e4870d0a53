import { isEditableStatus, type Child } from '@littlestar/shared/children';
import { LoaderCircle } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { useTranslations } from 'use-intl';
import { Label } from '@/components/ui/label';
import { apiErrorMessage } from '@/lib/api-error-message';
import { cn } from '@/lib/cn';
import { useUpdateLikenessCheck } from '../api/update-likeness-check';

/**
 * The child's likeness check: the picture judge compares each picture of a book with
 * measurements of the child's face. Off deletes those measurements on the server; on measures
 * the kept photos again. A trained child whose photos were deleted cannot turn it back on (it
 * takes no new photos), and the switch says so instead of offering it.
 */
export function LikenessCheckSwitch({
  child,
}: {
  child: Pick<Child, 'id' | 'name' | 'likeness_check' | 'training_status' | 'photo_count'>;
}) {
  const switchId = useId();
  const explanationId = useId();
  const updateCheck = useUpdateLikenessCheck();
  const t = useTranslations('children.likenessCheck');
  const isEnabled = child.likeness_check.enabled;
  const isSaving = updateCheck.isPending;
  const isOffForGood =
    !isEnabled && !isEditableStatus(child.training_status) && child.photo_count === 0;

  const toggle = () => {
    if (isSaving || isOffForGood) return;
    const enabled = !isEnabled;
    updateCheck.mutate(
      { childId: child.id, input: { enabled } },
      {
        onSuccess: () => toast.success(enabled ? t('turnedOn') : t('turnedOff')),
        onError: (error) => toast.error(apiErrorMessage(error, t('failed'))),
      },
    );
  };

  return (
    <div className="grid gap-2" aria-busy={isSaving}>
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-lg font-extrabold">
          <Label htmlFor={switchId} className="text-lg font-extrabold">
            {t('label')}
          </Label>
        </h2>
        <div className="flex items-center gap-2">
          {isSaving ? (
            <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-500" />
          ) : null}
          <button
            id={switchId}
            type="button"
            role="switch"
            aria-checked={isEnabled}
            aria-describedby={explanationId}
            // Not `disabled`: a disabled button drops the keyboard's focus while it saves.
            aria-disabled={isSaving || isOffForGood}
            onClick={toggle}
            className={cn(
              'relative h-7 w-12 shrink-0 cursor-pointer rounded-full transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring aria-disabled:cursor-not-allowed aria-disabled:opacity-50',
              // Off, the track stands out 3:1 from the card and from the knob (WCAG 1.4.11).
              isEnabled ? 'bg-brand-500' : 'bg-muted-foreground/70 dark:bg-muted-foreground/30',
            )}
          >
            <span
              aria-hidden="true"
              className={cn(
                'absolute top-1 left-1 size-5 rounded-full bg-white shadow transition-transform',
                isEnabled && 'translate-x-5',
              )}
            />
          </button>
        </div>
      </div>
      <p id={explanationId} className="text-sm text-pretty text-muted-foreground">
        {t('explanation', { name: child.name })}
      </p>
      <p role="status" className="text-sm font-semibold text-pretty empty:hidden">
        {isSaving
          ? t('saving')
          : isEnabled
            ? ''
            : isOffForGood
              ? t('photosGoneNote', { name: child.name })
              : t('offNote', { name: child.name })}
      </p>
    </div>
  );
}
