import { WandSparkles } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { useTranslations } from 'use-intl';
import { paths } from '@/config/paths';
import { StoryReader } from '@/components/story-reader/story-reader';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { hasErrorCode } from '@/lib/api-client';
import { storyStatusText } from '@/lib/story-status';
import { useAuth } from '@/lib/auth-context';
import { useDownloadDemoStoryPdf } from '../api/download-demo-story-pdf';
import { useDemoChild } from '../api/get-demo-child';
import { useDemoStory } from '../api/get-demo-story';
import { OwnChildInvitation } from '../components/own-child-invitation';

/**
 * /demo/story/:storyId/preview — a demo story to read (product.md#story-preview, demo), in the
 * same reader as the parent's, followed by an invitation to make the next book.
 */
export function DemoStoryPreviewPage() {
  const { storyId = '' } = useParams();
  return <DemoStoryPreview key={storyId} storyId={storyId} />;
}

function DemoStoryPreview({ storyId }: { storyId: string }) {
  const t = useTranslations('demo.previewPage');
  const { data: story, error, isPending, isFetchedAfterMount } = useDemoStory(storyId);
  const child = useDemoChild(story?.child_id);
  const navigate = useNavigate();
  const { user } = useAuth();
  const download = useDownloadDemoStoryPdf();
  const isMissing = hasErrorCode(error, 'not_found');
  // Decided on what the server says now: a cached copy may predate the story's completion.
  const isNotReady = story !== undefined && story.status !== 'complete';
  const isNotReadyNow = isNotReady && isFetchedAfterMount;

  // product.md#demo-children: a missing story goes to /demo/children; an unfinished one to its shelf.
  const notFound = t('notFound');
  useEffect(() => {
    if (isMissing) {
      toast.error(notFound, { id: notFound });
      void navigate(paths.demoChildren.href(), { replace: true });
    } else if (isNotReadyNow) {
      const { message } = storyStatusText(story.status);
      toast.info(message, { id: message });
      void navigate(paths.demoChildStories.href(story.child_id), { replace: true });
    }
  }, [isMissing, isNotReadyNow, story, navigate, notFound]);

  if (isPending || isMissing || isNotReady) {
    return (
      <div className="flex flex-col items-center gap-3 py-24 font-semibold text-muted-foreground">
        <Spinner className="[&_svg]:size-8" label={t('loading')} />
        <p>{t('loadingStory')}</p>
      </div>
    );
  }
  if (!story) {
    return (
      <p role="alert" className="py-24 text-center font-semibold text-red-600 dark:text-red-400">
        {t('fetchFailed')}
      </p>
    );
  }

  return (
    <div className="grid gap-2 pb-12">
      {/* The same reader as the parent's preview (read aloud included). */}
      <StoryReader
        key={story.id}
        story={story}
        backTo={paths.demoChildStories.href(story.child_id)}
        childName={child.data?.name}
        isDownloading={download.isPending}
        onDownload={() => {
          // product.md#demo-children: downloading a demo book needs a login.
          if (!user) {
            toast.error(t('notLoggedIn'), { description: t('logInToDownload') });
            return;
          }
          download.mutate(
            { storyId: story.id, title: story.title },
            {
              onError: () => toast.error(t('errorTitle'), { description: t('downloadFailed') }),
            },
          );
        }}
      />
      <div className="mx-auto w-full max-w-4xl px-4 sm:px-6">
        {story.free ? (
          <OwnChildInvitation childName={child.data?.name} />
        ) : (
          <aside className="flex flex-col items-center gap-3 rounded-3xl border bg-brand-50 px-6 py-8 text-center dark:bg-brand-950/60">
            <h2 className="text-2xl font-extrabold text-balance">
              {child.data ? t('makeWithChild', { name: child.data.name }) : t('make')}
            </h2>
            <p className="max-w-prose text-pretty text-muted-foreground">{t('pick')}</p>
            <Button asChild size="lg">
              <Link to={paths.demoCreateStory.href(story.child_id)}>
                <WandSparkles aria-hidden="true" />
                {t('create')}
              </Link>
            </Button>
          </aside>
        )}
      </div>
    </div>
  );
}
