import { storyMessages, type Story, type StoryInput } from '@littlestar/shared/stories';
import { ArrowLeft } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { paths } from '@/config/paths';
import { Card } from '@/components/ui/card';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useChild } from '@/lib/child-query';
import { useCreateStory } from '../api/create-story';
import { useUpdateStory } from '../api/update-story';
import { GenerateStoryDialog } from '../components/generate-story-dialog';
import { StoryForm, storyFormValues } from '@/components/stories/story-form';

/** /child/:childId/create-story — the story form (spec §2 Create story). */
export function CreateStoryPage() {
  const { childId = '' } = useParams();
  return <CreateStory key={childId} childId={childId} />;
}

function CreateStory({ childId }: { childId: string }) {
  const { data: child } = useChild(childId);
  const createStory = useCreateStory();
  const updateStory = useUpdateStory();
  // Spec §4 Creation: the first submit creates the story (pending, nothing charged); after a
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
      toast.error(apiErrorMessage(error, storyMessages.saveFailed));
    }
  };

  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      <Link
        to={paths.childStories.href(childId)}
        className="mb-4 inline-flex items-center gap-1.5 rounded-full text-sm font-bold text-brand-700 hover:underline dark:text-brand-300"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        Back to Stories
      </Link>
      <Card className="grid gap-6 p-5 sm:p-8">
        <div className="grid gap-1">
          <h1 className="text-3xl font-extrabold tracking-tight text-balance">
            Create a New Story
          </h1>
          <p className="text-muted-foreground">
            {child ? `A new adventure starring ${child.name}. ` : ''}Choose a title, a theme and a
            setting; a conflict and a moral are up to you.
          </p>
        </div>
        <StoryForm
          defaultValues={storyFormValues()}
          submitLabel="Create Story"
          busyLabel="Saving Story..."
          onSubmit={save}
        />
      </Card>
      <GenerateStoryDialog
        story={story}
        open={isConfirming}
        onOpenChange={setIsConfirming}
        title={storyMessages.confirmCreateTitle}
        description={`We will write and illustrate "${story?.title ?? ''}" for ${child?.name ?? 'your child'}.`}
        confirmLabel="Generate Story"
      />
    </section>
  );
}
