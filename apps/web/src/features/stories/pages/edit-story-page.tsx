import { isEditableStoryStatus, type Story, type StoryInput } from '@littlestar/shared/stories';
import { useEffect, useRef, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { useTranslations } from 'use-intl';
import { paths } from '@/config/paths';
import { StoryFormCard, StoryFormLayout } from '@/components/stories/story-form-layout';
import { Spinner } from '@/components/ui/spinner';
import { hasErrorCode } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useStory } from '../api/get-story';
import { useUpdateStory } from '../api/update-story';
import { GenerateStoryDialog } from '../components/generate-story-dialog';
import { StoryForm, storyFormValues } from '@/components/stories/story-form';
import { castChoicesOf } from '@/components/stories/cast-picker';
import { useChildren } from '@/lib/children-query';
import { useStoryLanguages } from '@/lib/story-languages';

/**
 * /story/:storyId/edit — a pending or failed story's details, then a new generation
 * (product.md#edit-story). Decided once, from the status first loaded: a complete story
 * opens its preview; one being made, missing or unreadable sends the parent to /children.
 */
export function EditStoryPage() {
  const { storyId = '' } = useParams();
  return <EditStory key={storyId} storyId={storyId} />;
}

function EditStory({ storyId }: { storyId: string }) {
  const { data: loaded, error } = useStory(storyId);
  const navigate = useNavigate();
  // The first story loaded is the one edited: later refetches (after this page's own update
  // or generate) must not redirect it away or reset the form.
  const [story, setStory] = useState<Story | null>(null);
  if (loaded && story === null) setStory(loaded);
  const isEditable = story !== null && isEditableStoryStatus(story.status);
  const [isConfirming, setIsConfirming] = useState(false);
  const updateStory = useUpdateStory();
  const { data: children } = useChildren();
  const languages = useStoryLanguages();
  const hasLeft = useRef(false);
  const t = useTranslations('stories');

  useEffect(() => {
    if (hasLeft.current) return;
    if (story?.status === 'complete') {
      hasLeft.current = true;
      void navigate(paths.storyPreview.href(story.id), { replace: true });
      return;
    }
    const message = error
      ? hasErrorCode(error, 'not_found')
        ? t('messages.noStoryWithId')
        : t('messages.fetchDetailsFailed')
      : story && !isEditableStoryStatus(story.status)
        ? t('messages.beingGenerated')
        : null;
    if (!message) return;
    hasLeft.current = true;
    // product.md#edit-story: a destructive toast titled 'Error'.
    toast.error(t('messages.error'), { description: message });
    void navigate(paths.children.href(), { replace: true });
  }, [error, story, navigate, t]);

  const save = async (input: StoryInput) => {
    if (!story) return;
    try {
      setStory(await updateStory.mutateAsync({ storyId: story.id, input }));
      toast.success(t('messages.updated'));
      setIsConfirming(true);
    } catch (saveError) {
      toast.error(apiErrorMessage(saveError, t('messages.updateFailed')));
    }
  };

  return (
    <StoryFormLayout
      backHref={story ? paths.childStories.href(story.child_id) : null}
      dialog={
        <GenerateStoryDialog
          story={story}
          open={isConfirming}
          onOpenChange={setIsConfirming}
          title={t('editPage.confirmTitle')}
          description={t('editPage.confirmDescription')}
          confirmLabel={t('editPage.confirm')}
        />
      }
    >
      {story && isEditable ? (
        <StoryFormCard title={t('editPage.title')} intro={t('editPage.intro')}>
          <StoryForm
            defaultValues={storyFormValues(story)}
            submitLabel={t('editPage.submit')}
            busyLabel={t('editPage.busy')}
            onSubmit={save}
            cast={{ choices: castChoicesOf(children, story.child_id), saved: story.cast }}
            languages={languages}
          />
        </StoryFormCard>
      ) : (
        <div className="flex flex-col items-center gap-3 py-16 font-semibold text-muted-foreground">
          <Spinner className="[&_svg]:size-8" label={t('editPage.loadingLabel')} />
          <p>{t('editPage.loading')}</p>
        </div>
      )}
    </StoryFormLayout>
  );
}
