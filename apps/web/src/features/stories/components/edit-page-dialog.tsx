import { countWords, isOverPageWordLimit, type PageRedraw } from '@littlestar/shared/page-edits';
import { PAGE_TEXT_MAX_LENGTH } from '@littlestar/shared/story';
import type { Story } from '@littlestar/shared/stories';
import { Check, LoaderCircle, Save, WandSparkles } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { useTranslations } from 'use-intl';
import { FormField, FormSelectField, FormTextareaField } from '@/components/form-field';
import { StoryImage } from '@/components/story-image';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { apiErrorMessage } from '@/lib/api-error-message';
import {
  useRecordPictureChoice,
  useRequestPictureRedraw,
  useUpdateStoryPage,
} from '../api/edit-page';

/**
 * "Edit this page" for the owner of a complete story: the page's words, saved at
 * once, and its picture drawn again, with the old and the new side by side to keep one.
 * `page` 0 is the cover (its words are the title, changed with the story), 1… the pages.
 */
export function EditPageDialog({
  story,
  page,
  onPageChange,
  onClose,
}: {
  story: Story;
  page: number;
  onPageChange: (page: number) => void;
  onClose: () => void;
}) {
  const storyPage = page > 0 ? story.pages[page - 1] : undefined;
  const picture = page === 0 ? story.cover_url : (storyPage?.image_url ?? null);
  const redraw = (page === 0 ? story.cover_redraw : storyPage?.redraw) ?? null;
  const t = useTranslations('stories.editPageDialog');
  const pageOptions = [
    { value: '0', label: t('cover') },
    ...story.pages.map((_, index) => ({
      value: String(index + 1),
      label: t('pageOption', { page: index + 1 }),
    })),
  ];

  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onClose())}>
      <DialogContent className="max-h-[90dvh] max-w-2xl overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('title', { page })}</DialogTitle>
          <DialogDescription>{story.title}</DialogDescription>
        </DialogHeader>
        <FormSelectField
          label={t('page')}
          options={pageOptions}
          value={String(page)}
          onChange={(event) => onPageChange(Number(event.target.value))}
        />
        {storyPage ? (
          // Keyed by page: another page starts from its own words.
          <PageWordsForm
            key={`${page}:${storyPage.text}`}
            story={story}
            page={page}
            text={storyPage.text}
          />
        ) : null}
        <section aria-labelledby="redraw-heading" className="grid gap-3 border-t pt-4">
          <h3 id="redraw-heading" className="text-lg font-extrabold">
            {t('redrawTitle')}
          </h3>
          {redraw?.status === 'ready' ? (
            <PictureChoice story={story} page={page} picture={picture} redraw={redraw} />
          ) : redraw?.status === 'drawing' ? (
            <DrawingNow picture={picture} page={page} />
          ) : (
            <RedrawForm key={page} story={story} page={page} failed={redraw?.status === 'failed'} />
          )}
        </section>
      </DialogContent>
    </Dialog>
  );
}

function PageWordsForm({ story, page, text }: { story: Story; page: number; text: string }) {
  const [words, setWords] = useState(text);
  const [error, setError] = useState<string | undefined>();
  const save = useUpdateStoryPage();
  const t = useTranslations('stories.editPageDialog');
  // The server's own limit for the child's age, counted by the rule the server checks.
  const limit = story.page_word_limit ?? null;
  const isTooLong = limit !== null && isOverPageWordLimit(words, limit);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    save.mutate(
      { storyId: story.id, page, input: { text: words } },
      {
        onSuccess: () => toast.success(t('wordsSaved')),
        onError: (failure) => setError(apiErrorMessage(failure, t('wordsFailed'))),
      },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-3">
      <FormTextareaField
        label={t('wordsLabel')}
        value={words}
        onChange={(event) => setWords(event.target.value)}
        error={error}
        hint={
          limit === null ? undefined : (
            <span className={isTooLong ? 'font-semibold text-destructive' : undefined}>
              {t('wordCount', { count: countWords(words), limit })}
              {isTooLong ? `. ${t('tooManyWords', { limit })}` : null}
            </span>
          )
        }
        maxLength={PAGE_TEXT_MAX_LENGTH}
        rows={5}
        className="font-story text-base"
      />
      <Button
        type="submit"
        className="justify-self-end"
        disabled={save.isPending || words.trim() === text || isTooLong}
        aria-busy={save.isPending}
      >
        {save.isPending ? (
          <LoaderCircle aria-hidden="true" className="animate-spin" />
        ) : (
          <Save aria-hidden="true" />
        )}
        {t('saveWords')}
      </Button>
    </form>
  );
}

function RedrawForm({ story, page, failed }: { story: Story; page: number; failed: boolean }) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const redraw = useRequestPictureRedraw();
  const t = useTranslations('stories.editPageDialog');
  const allowance = story.redraws;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    redraw.mutate(
      { storyId: story.id, page, input: { note: note.trim() || undefined } },
      {
        onError: (failure) => setError(apiErrorMessage(failure, t('redrawRequestFailed'))),
      },
    );
  };
  return (
    <form onSubmit={submit} className="grid gap-3">
      {failed ? (
        <p role="alert" className="text-sm font-semibold text-destructive">
          {t('redrawFailed')}
        </p>
      ) : null}
      <FormField
        label={t('noteLabel')}
        placeholder={t('notePlaceholder')}
        value={note}
        maxLength={140}
        onChange={(event) => setNote(event.target.value)}
        error={error}
      />
      {allowance ? (
        <p className="text-sm text-muted-foreground">
          {allowance.free_left > 0
            ? t('freeLeft', { left: allowance.free_left })
            : t('costs', { credits: allowance.credit_cost })}
        </p>
      ) : null}
      <Button
        type="submit"
        className="justify-self-end"
        disabled={redraw.isPending}
        aria-busy={redraw.isPending}
      >
        {redraw.isPending ? (
          <LoaderCircle aria-hidden="true" className="animate-spin" />
        ) : (
          <WandSparkles aria-hidden="true" />
        )}
        {t('redraw')}
      </Button>
    </form>
  );
}

function DrawingNow({ picture, page }: { picture: string | null; page: number }) {
  const t = useTranslations('stories.editPageDialog');
  return (
    <div className="grid gap-3">
      <p role="status" className="flex items-center gap-2 text-sm font-bold">
        <LoaderCircle aria-hidden="true" className="size-4 shrink-0 animate-spin text-brand-500" />
        {t('drawing')}
      </p>
      <StoryImage
        src={picture}
        alt={t('currentAlt', { page })}
        className="aspect-square w-full max-w-xs justify-self-center rounded-2xl opacity-70 dark:brightness-90"
      />
    </div>
  );
}

function PictureChoice({
  story,
  page,
  picture,
  redraw,
}: {
  story: Story;
  page: number;
  picture: string | null;
  redraw: PageRedraw;
}) {
  const choose = useRecordPictureChoice();
  const t = useTranslations('stories');
  const keep = (which: 'old' | 'new') =>
    choose.mutate(
      { storyId: story.id, page, input: { picture: which } },
      {
        onError: (failure) =>
          toast.error(t('messages.error'), {
            description: apiErrorMessage(failure, t('editPageDialog.choiceFailed')),
          }),
      },
    );
  const choice = (which: 'old' | 'new') => {
    const isNew = which === 'new';
    return (
      <figure className="grid gap-2">
        <StoryImage
          src={isNew ? redraw.candidate_url : picture}
          alt={t(isNew ? 'editPageDialog.newAlt' : 'editPageDialog.earlierAlt', { page })}
          className="aspect-square w-full rounded-2xl dark:brightness-90"
        />
        <figcaption className="text-center text-sm font-bold">
          {isNew ? t('editPageDialog.newPicture') : t('editPageDialog.oldPicture')}
        </figcaption>
        <Button
          variant={isNew ? 'primary' : 'outline'}
          disabled={choose.isPending}
          aria-busy={choose.isPending && choose.variables.input.picture === which}
          onClick={() => keep(which)}
        >
          <Check aria-hidden="true" />
          {isNew ? t('editPageDialog.keepNew') : t('editPageDialog.keepOld')}
        </Button>
      </figure>
    );
  };
  return (
    <div className="grid gap-3">
      <p className="text-sm font-bold">{t('editPageDialog.chooseTitle')}</p>
      {redraw.note ? <p className="text-sm text-muted-foreground">“{redraw.note}”</p> : null}
      <div className="grid grid-cols-2 gap-3">
        {choice('old')}
        {choice('new')}
      </div>
    </div>
  );
}
