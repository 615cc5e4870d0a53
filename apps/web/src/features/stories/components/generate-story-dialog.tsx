import type { Story } from '@littlestar/shared/stories';
import { Coins, TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useTranslations } from 'use-intl';
import { paths } from '@/config/paths';
import { ConfirmGenerateDialog } from '@/components/stories/confirm-generate-dialog';
import { hasErrorCode } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useCredits } from '@/lib/credits-query';
import { useGenerateStory } from '../api/generate-story';

/**
 * The confirmation after a story is saved (product.md#story-form): it says what the story costs and
 * what the balance is, then starts the generation and goes to the child's stories. A 402
 * (balance too low, nothing charged) is said here with a way to buy credits; nothing else
 * changes, so the parent can come back and confirm.
 */
export function GenerateStoryDialog({
  story,
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
}: {
  /** The saved story; the dialog is closed while there is none. */
  story: Story | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  confirmLabel: string;
}) {
  const generate = useGenerateStory();
  const t = useTranslations('stories');
  const navigate = useNavigate();
  const { data: balance } = useCredits({ enabled: open });
  const [shortfall, setShortfall] = useState<string | null>(null);
  const cost = balance?.story_credit_cost;
  const total = balance?.total_credits;
  const isShort = typeof cost === 'number' && typeof total === 'number' && total < cost;

  const start = () => {
    if (!story) return;
    setShortfall(null);
    generate.mutate(story.id, {
      onSuccess: () => {
        toast.success(t('messages.generationStarted'));
        void navigate(paths.childStories.href(story.child_id));
      },
      onError: (error) => {
        if (hasErrorCode(error, 'not_enough_credits')) {
          setShortfall(apiErrorMessage(error, t('messages.startFailed')));
          return;
        }
        toast.error(apiErrorMessage(error, t('messages.startFailed')));
      },
    });
  };

  return (
    <ConfirmGenerateDialog
      open={open && story !== null}
      onOpenChange={(next) => {
        if (!next) setShortfall(null);
        onOpenChange(next);
      }}
      title={title}
      description={description}
      confirmLabel={confirmLabel}
      isPending={generate.isPending}
      onConfirm={start}
    >
      {typeof cost === 'number' && typeof total === 'number' ? (
        <p
          data-testid="story-cost"
          className="flex items-start gap-2.5 rounded-2xl bg-muted px-4 py-3 text-sm font-semibold"
        >
          <Coins
            aria-hidden="true"
            className="mt-0.5 size-4 shrink-0 text-brand-600 dark:text-brand-300"
          />
          <span>{t('generateDialog.cost', { cost, total })}</span>
        </p>
      ) : null}
      {shortfall || isShort ? (
        <div
          role="alert"
          data-testid="story-credits-short"
          className="flex flex-col gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950 dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-50"
        >
          <p className="flex items-start gap-2.5">
            <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <span>{shortfall ?? t('generateDialog.short')}</span>
          </p>
          <Link
            to={paths.addCredits.href()}
            className="self-start rounded-full bg-amber-900 px-4 py-2 font-bold text-white hover:bg-amber-800 dark:bg-amber-200 dark:text-amber-950 dark:hover:bg-amber-100"
          >
            {t('generateDialog.addCredits')}
          </Link>
        </div>
      ) : null}
    </ConfirmGenerateDialog>
  );
}
