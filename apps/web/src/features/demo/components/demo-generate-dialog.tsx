import type { DemoStory } from '@littlestar/shared/demo';
import { Gift } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { useTranslations } from 'use-intl';
import { paths } from '@/config/paths';
import { ConfirmGenerateDialog } from '@/components/stories/confirm-generate-dialog';
import { hasErrorCode } from '@/lib/api-client';
import { DEMO_REFUSALS } from '../utils/demo-refusals';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useGenerateDemoStory } from '../api/generate-demo-story';

/**
 * 'Ready to Create Your Story?' (product.md#free-story): the free story costs nothing. Confirming starts
 * it and goes to the demo shelf; a 409 (already made) goes back to the page as a refusal, and
 * a 403 (the address is not verified yet) as the server's words beside "Send again".
 */
export function DemoGenerateDialog({
  story,
  childName,
  open,
  onOpenChange,
  onRefused,
  onNeedsVerification,
}: {
  story: DemoStory | null;
  childName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onRefused: (detail: string) => void;
  onNeedsVerification: (detail: string) => void;
}) {
  const t = useTranslations('demo.generateDialog');
  const generate = useGenerateDemoStory();
  const navigate = useNavigate();

  const start = () => {
    if (!story) return;
    generate.mutate(story.id, {
      onSuccess: () => {
        toast.success(t('started'));
        void navigate(paths.demoChildStories.href(story.child_id));
      },
      onError: (error) => {
        const message = apiErrorMessage(error, t('startFailed'));
        if (hasErrorCode(error, ...DEMO_REFUSALS)) {
          onOpenChange(false);
          onRefused(message);
          return;
        }
        if (hasErrorCode(error, 'verification_required')) {
          onOpenChange(false);
          onNeedsVerification(message);
          return;
        }
        toast.error(message);
      },
    });
  };

  return (
    <ConfirmGenerateDialog
      open={open && story !== null}
      onOpenChange={onOpenChange}
      title={t('title')}
      description={t('description', { title: story?.title ?? '', name: childName })}
      confirmLabel={t('confirm')}
      isPending={generate.isPending}
      onConfirm={start}
    >
      <p
        data-testid="demo-story-free"
        className="flex items-start gap-2.5 rounded-2xl bg-muted px-4 py-3 text-sm font-semibold"
      >
        <Gift
          aria-hidden="true"
          className="mt-0.5 size-4 shrink-0 text-brand-600 dark:text-brand-300"
        />
        <span>{t('free')}</span>
      </p>
    </ConfirmGenerateDialog>
  );
}
