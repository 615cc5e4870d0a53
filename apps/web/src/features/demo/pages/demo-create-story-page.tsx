import type { DemoStory } from '@littlestar/shared/demo';
import type { StoryInput } from '@littlestar/shared/stories';
import { TriangleAlert } from 'lucide-react';
import { useState } from 'react';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { useTranslations } from 'use-intl';
import { paths } from '@/config/paths';
import { StoryFormCard, StoryFormLayout } from '@/components/stories/story-form-layout';
import { StoryForm, storyFormValues } from '@/components/stories/story-form';
import { Spinner } from '@/components/ui/spinner';
import { hasErrorCode } from '@/lib/api-client';
import { DEMO_REFUSALS } from '../utils/demo-refusals';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useCreateDemoStory } from '../api/create-demo-story';
import { useDemoChild } from '../api/get-demo-child';
import { useDemoChildStories } from '../api/list-demo-stories';
import { DemoGenerateDialog } from '../components/demo-generate-dialog';
import { DemoRefusal } from '../components/demo-refusal';
import { VerifyEmailPrompt } from '../components/verify-email-notice';

/** /demo/child/:childId/create-story — the visitor's one free story on a demo child (product.md#free-story). */
export function DemoCreateStoryPage() {
  const { childId = '' } = useParams();
  return <DemoCreateStory key={childId} childId={childId} />;
}

function DemoCreateStory({ childId }: { childId: string }) {
  const t = useTranslations('demo.createStoryPage');
  const child = useDemoChild(childId);
  const createStory = useCreateDemoStory();
  // The shelf opens next: with it in the cache, the story being made shows there at once.
  useDemoChildStories(childId);
  const [story, setStory] = useState<DemoStory | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  // The server's 403 for an unverified address, should it come despite the notice.
  const [verifyDetail, setVerifyDetail] = useState<string | null>(null);

  // The server keeps one free story per demo child: saving again while it is pending or
  // failed returns that same story with the new details, so a Cancel loses nothing.
  const save = async (input: StoryInput) => {
    setRefusal(null);
    try {
      const saved = await createStory.mutateAsync({ childId, input });
      setStory(saved);
      setIsConfirming(true);
    } catch (error) {
      const message = apiErrorMessage(error, t('saveFailed'));
      if (hasErrorCode(error, ...DEMO_REFUSALS)) setRefusal(message);
      else toast.error(message);
    }
  };

  return (
    <StoryFormLayout
      backHref={paths.demoChildStories.href(childId)}
      dialog={
        <DemoGenerateDialog
          story={story}
          childName={child.data?.name ?? t('demoChild')}
          open={isConfirming}
          onOpenChange={setIsConfirming}
          onRefused={setRefusal}
          onNeedsVerification={setVerifyDetail}
        />
      }
    >
      <StoryFormCard
        title={t('title')}
        intro={child.data ? t('introWithChild', { name: child.data.name }) : t('intro')}
      >
        <p
          data-testid="demo-edit-warning"
          className="flex items-start gap-2.5 rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm font-semibold text-amber-950 dark:border-amber-700/60 dark:bg-amber-950/40 dark:text-amber-50"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          <span>{t('editWarning')}</span>
        </p>
        <VerifyEmailPrompt detail={verifyDetail} />
        {refusal ? <DemoRefusal detail={refusal} /> : null}
        {child.isPending ? (
          <div className="grid place-items-center py-10">
            <Spinner className="[&_svg]:size-8" label={t('loading')} />
          </div>
        ) : child.isError ? (
          <p role="alert" className="font-semibold text-red-600 dark:text-red-400">
            {apiErrorMessage(child.error, t('fetchChildFailed'))}
          </p>
        ) : (
          <StoryForm
            defaultValues={{
              ...storyFormValues(),
              title: t('defaultTitle', { name: child.data.name }),
            }}
            submitLabel={t('submit')}
            busyLabel={t('busy')}
            onSubmit={save}
          />
        )}
      </StoryFormCard>
    </StoryFormLayout>
  );
}
