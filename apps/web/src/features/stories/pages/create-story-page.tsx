import type { Story, StoryInput } from '@littlestar/shared/stories';
import { useState } from 'react';
import { useParams } from 'react-router';
import { toast } from 'sonner';
import { useTranslations } from 'use-intl';
import { paths } from '@/config/paths';
import { StoryFormCard, StoryFormLayout } from '@/components/stories/story-form-layout';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useChild } from '@/lib/child-query';
import { useCreateStory } from '../api/create-story';
import { useUpdateStory } from '../api/update-story';
import { GenerateStoryDialog } from '../components/generate-story-dialog';
import { StoryForm, storyFormValues } from '@/components/stories/story-form';
import { castChoicesOf } from '@/components/stories/cast-picker';
import { useChildren } from '@/lib/children-query';
import { useStoryLanguages } from '@/lib/story-languages';

/** /child/:childId/create-story — the story form (product.md#story-form). */
export function CreateStoryPage() {
  const { childId = '' } = useParams();
  return <CreateStory key={childId} childId={childId} />;
}

function CreateStory({ childId }: { childId: string }) {
  const { data: child } = useChild(childId);
  const { data: children } = useChildren();
  const languages = useStoryLanguages();
  const createStory = useCreateStory();
  const updateStory = useUpdateStory();
  const t = useTranslations('stories');
  // product.md#story-form: the first submit creates the story (pending, nothing charged); after a
  // Cancel, submitting again updates that same story instead of creating another.
  const [story, setStory] = useState<Story | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);

  const save = async (input: StoryInput) => {
    try {
      const saved = story
        ? await updateStory.mutateAsync({ storyId: story.id, input })
        : await createStory.mutateAsync({ childId, input });
      setStory(saved);
      setIsConfirming(true);
    } catch (error) {
      toast.error(apiErrorMessage(error, t('messages.saveFailed')));
    }
  };

  return (
    <StoryFormLayout
      backHref={paths.childStories.href(childId)}
      dialog={
        <GenerateStoryDialog
          story={story}
          open={isConfirming}
          onOpenChange={setIsConfirming}
          title={t('createPage.confirmTitle')}
          description={t('createPage.confirmDescription', {
            title: story?.title ?? '',
            name: child?.name ?? t('createPage.yourChild'),
          })}
          confirmLabel={t('createPage.confirm')}
        />
      }
    >
      <StoryFormCard
        title={t('createPage.title')}
        intro={child ? t('createPage.introFor', { name: child.name }) : t('createPage.intro')}
      >
        <StoryForm
          defaultValues={storyFormValues()}
          submitLabel={t('createPage.submit')}
          busyLabel={t('createPage.busy')}
          onSubmit={save}
          cast={{ choices: castChoicesOf(children, childId) }}
          languages={languages}
        />
      </StoryFormCard>
    </StoryFormLayout>
  );
}
