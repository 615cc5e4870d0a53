import type { Story } from '@littlestar/shared/stories';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, BookHeart, LoaderCircle, WandSparkles } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { useTranslations } from 'use-intl';
import { readerBarButton } from '@/components/story-reader/reader-bar';
import { StoryReader } from '@/components/story-reader/story-reader';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { hasErrorCode } from '@/lib/api-client';
import { childQueryOptions } from '@/lib/child-query';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useSiteFacts } from '@/lib/site-facts-query';
import { useStoryStatusText } from '@/components/stories/use-story-texts';
import { useDownloadStoryPdf } from '../api/download-story-pdf';
import { EditPageDialog } from '../components/edit-page-dialog';
import { SendGiftDialog } from '../components/send-gift-dialog';
import { ShareStoryDialog } from '../components/share-story-dialog';
import { useGenerateStory } from '../api/generate-story';
import { useStory } from '../api/get-story';

/** product.md#story-preview: the page's description (in English; the page shows `stories.preview.description`). */
export const STORY_PREVIEW_DESCRIPTION = 'Preview your story before sharing it with your child.';

/** Sets the document's description while the page is open. */
function useMetaDescription(content: string) {
  useEffect(() => {
    const meta = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) return;
    const previous = meta.content;
    meta.content = content;
    return () => {
      meta.content = previous;
    };
  }, [content]);
}

/** A destructive toast titled 'Error', in the interface's language. */
function useShowError() {
  const title = useTranslations('stories.messages')('error');
  return (description: string) => toast.error(title, { description });
}

/** Whether the picture judge looked at a picture of the story (the owner's, a real provider's). */
const isJudged = (story: Story | undefined): story is Story =>
  Boolean(story && (story.cover_judged || story.pages.some((page) => page.judged)));

/**
 * /story/:storyId/preview (product.md#story-preview). Decided from the story as first loaded: a
 * missing or unreadable story goes to /children, one not complete yet to its child's stories;
 * a complete one opens in the reader.
 */
export function StoryPreviewPage() {
  const { storyId = '' } = useParams();
  return <StoryPreview key={storyId} storyId={storyId} />;
}

function StoryPreview({ storyId }: { storyId: string }) {
  const t = useTranslations('stories');
  const showError = useShowError();
  useMetaDescription(t('preview.description'));
  const { data: story, error } = useStory(storyId);
  const navigate = useNavigate();
  const [isFirstLoadComplete, setIsFirstLoadComplete] = useState<boolean | null>(null);
  if (story && isFirstLoadComplete === null) setIsFirstLoadComplete(story.status === 'complete');
  const hasLeft = useRef(false);
  const download = useDownloadStoryPdf();
  // Printed books only where the server sells them (PRINT=lulu); otherwise not a word.
  const isPrinting = useSiteFacts()?.print_orders === true;
  // The page open in "Edit this page": 0 the cover, n page n; null when closed.
  const [editing, setEditing] = useState<number | null>(null);
  // The picture judge's badges name the child ('Looks like Maya: 91 %'): asked for only when a
  // picture was judged; until it answers (or if it fails) they say "your child".
  const child = useQuery({
    ...childQueryOptions(story?.child_id ?? ''),
    enabled: isJudged(story) && story.child_id !== '',
  });

  useEffect(() => {
    if (hasLeft.current) return;
    if (error && !story) {
      hasLeft.current = true;
      showError(
        hasErrorCode(error, 'not_found') ? t('messages.notFound') : t('messages.fetchFailed'),
      );
      void navigate(paths.children.href(), { replace: true });
    } else if (story && isFirstLoadComplete === false) {
      hasLeft.current = true;
      showError(t('messages.beingGenerated'));
      void navigate(paths.childStories.href(story.child_id), { replace: true });
    }
    // showError and t are the same texts each render; the guard above runs this once.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [error, story, isFirstLoadComplete, navigate]);

  if (!story || !isFirstLoadComplete) {
    return (
      <div className="flex flex-col items-center gap-3 py-24 font-semibold text-muted-foreground">
        <Spinner className="[&_svg]:size-8" label={t('preview.loading')} />
        <p>{t('messages.loadingStory')}</p>
      </div>
    );
  }

  const backTo = story.child_id ? paths.childStories.href(story.child_id) : paths.children.href();

  if (story.status === 'pending' || story.status === 'error') {
    return <StoryNotReady story={story} backTo={backTo} />;
  }

  return (
    <>
      <StoryReader
        key={story.id}
        story={story}
        backTo={backTo}
        isDownloading={download.isPending}
        onEditPage={story.status === 'complete' ? setEditing : undefined}
        childName={child.data?.name}
        action={
          <>
            {story.status === 'complete' ? (
              <>
                <ShareStoryDialog storyId={story.id} />
                <SendGiftDialog storyId={story.id} />
              </>
            ) : null}
            {isPrinting ? (
              <Button asChild variant="outline" size="sm" className={readerBarButton.className}>
                <Link to={paths.orderPrint.href(story.id)} title={t('preview.orderPrint')}>
                  <BookHeart aria-hidden="true" />
                  <span className={readerBarButton.label}>{t('preview.orderPrint')}</span>
                </Link>
              </Button>
            ) : null}
          </>
        }
        onDownload={() =>
          download.mutate(
            { storyId: story.id, title: story.title },
            { onError: () => showError(t('messages.downloadFailed')) },
          )
        }
      />
      {editing !== null && story.status === 'complete' ? (
        <EditPageDialog
          story={story}
          page={editing}
          onPageChange={setEditing}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}

/**
 * A story waiting to be made, or whose making failed (product.md#story-preview: pending or error): its title,
 * what its status means, and 'Generate Story Now'. The first load of such a story redirects,
 * so this shows for a story that turns pending or failed while open.
 */
function StoryNotReady({ story, backTo }: { story: Story; backTo: string }) {
  const generate = useGenerateStory();
  const navigate = useNavigate();
  const t = useTranslations('stories');
  const showError = useShowError();
  const statusText = useStoryStatusText();
  const cast = story.cast.map((member) => member.name).join(', ');

  const start = () =>
    generate.mutate(story.id, {
      onSuccess: () => {
        toast.success(t('messages.success'), {
          description: t('messages.generationStartedSuccessfully'),
        });
        void navigate(paths.childStories.href(story.child_id));
      },
      // A 402 says why in its detail (not enough credits); so does any other refusal.
      onError: (generateError) =>
        showError(apiErrorMessage(generateError, t('messages.generateFailed'))),
    });

  return (
    <section className="mx-auto w-full max-w-2xl px-4 py-10 sm:px-6 sm:py-14">
      <Card className="grid gap-5 p-6 text-center sm:p-10">
        <h1 className="text-3xl font-extrabold tracking-tight text-balance">{story.title}</h1>
        {cast ? (
          <p className="-mt-3 font-semibold text-brand-700 dark:text-brand-300">
            {t('preview.castLine', { names: cast })}
          </p>
        ) : null}
        <p className="font-semibold text-pretty text-muted-foreground">
          {statusText(story.status).message}
        </p>
        <div className="flex flex-wrap items-center justify-center gap-3">
          <Button size="lg" onClick={start} disabled={generate.isPending}>
            {generate.isPending ? (
              <LoaderCircle aria-hidden="true" className="animate-spin" />
            ) : (
              <WandSparkles aria-hidden="true" />
            )}
            {generate.isPending ? t('preview.generating') : t('preview.generateNow')}
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link to={backTo}>
              <ArrowLeft aria-hidden="true" />
              {t('preview.back')}
            </Link>
          </Button>
        </div>
      </Card>
    </section>
  );
}
