import type { SharedBook } from '@littlestar/shared/shares';
import { BookX, RotateCcw, Sparkles } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { toast } from 'sonner';
import { useTranslations } from 'use-intl';
import { StoryReader } from '@/components/story-reader/story-reader';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useDownloadSharedBookPdf } from '../api/download-shared-book-pdf';
import { useSharedBook } from '../api/get-shared-book';

/**
 * A link that opens nothing. The server answers 410 for every such link; a 404 (a link cut
 * short, an older server) means the same to the person holding it.
 */
const isGone = (error: unknown) =>
  error instanceof ApiError && (error.status === 410 || error.status === 404);

/** The quiet invitation under a shared book, and on the page of a link that is gone. */
function MakeYourOwnLink() {
  const t = useTranslations('sharedBooks.page');
  return (
    <Link
      to={paths.home.href()}
      className="inline-flex min-h-6 items-center gap-1.5 rounded-full text-sm font-bold text-brand-700 hover:underline dark:text-brand-300"
    >
      <Sparkles aria-hidden="true" className="size-4" />
      {t('makeYourOwn')}
    </Link>
  );
}

function GonePage() {
  const t = useTranslations('sharedBooks.page');
  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-20 text-center">
      <BookX aria-hidden="true" className="size-14 text-brand-400 dark:text-brand-300" />
      <h1 className="text-3xl font-extrabold tracking-tight text-balance">{t('gone')}</h1>
      <p className="max-w-md text-pretty text-muted-foreground">{t('goneNote')}</p>
      <MakeYourOwnLink />
    </section>
  );
}

function FailedPage({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const t = useTranslations('sharedBooks.page');
  return (
    <section className="mx-auto flex w-full max-w-xl flex-1 flex-col items-center justify-center gap-4 px-4 py-20 text-center">
      <p role="alert" className="font-semibold text-destructive">
        {apiErrorMessage(error, t('failed'))}
      </p>
      <Button variant="outline" onClick={onRetry}>
        <RotateCcw aria-hidden="true" />
        {t('retry')}
      </Button>
    </section>
  );
}

/** The book in the reader (flip and scroll, read aloud), and its PDF when the link allows it. */
function SharedBookReader({ token, book }: { token: string; book: SharedBook }) {
  const t = useTranslations('sharedBooks.page');
  const download = useDownloadSharedBookPdf();
  const downloadPdf = () =>
    download.mutate(
      { token, title: book.title },
      {
        // 403 and 410 say why in their detail: the PDF is not shared, the link is gone.
        onError: (error) =>
          toast.error(t('downloadFailedTitle'), {
            description: apiErrorMessage(error, t('downloadFailed')),
          }),
      },
    );
  return (
    <div className="grid gap-6 pb-12">
      <StoryReader
        story={book}
        onDownload={book.allow_pdf ? downloadPdf : undefined}
        downloadLabel={t('download')}
        isDownloading={download.isPending}
      />
      <p className="text-center">
        <MakeYourOwnLink />
      </p>
    </div>
  );
}

/**
 * /b/:token: a book someone shared, read with no account. Outside the signed-in area and the
 * site's header (app/layout/shared-book-layout.tsx), and kept out of search engines.
 */
export function SharedBookPage() {
  const { token = '' } = useParams();
  return <SharedBookView key={token} token={token} />;
}

function SharedBookView({ token }: { token: string }) {
  const t = useTranslations('sharedBooks.page');
  const book = useSharedBook(token);
  return (
    <>
      {/* React hoists it into <head>: a private link's book must not be indexed. */}
      <meta name="robots" content="noindex" />
      {book.isPending ? (
        <div className="flex flex-1 flex-col items-center gap-3 py-24 font-semibold text-muted-foreground">
          <Spinner className="[&_svg]:size-8" label={t('spinner')} />
          <p>{t('loading')}</p>
        </div>
      ) : book.isError ? (
        isGone(book.error) ? (
          <GonePage />
        ) : (
          <FailedPage error={book.error} onRetry={() => void book.refetch()} />
        )
      ) : (
        <SharedBookReader token={token} book={book.data} />
      )}
    </>
  );
}
