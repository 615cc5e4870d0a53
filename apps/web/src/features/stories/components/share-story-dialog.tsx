import { SHARE_EXPIRY_DAYS } from '@littlestar/shared/shares';
import { Check, Copy, Link2, LoaderCircle, Share2 } from 'lucide-react';
import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'use-intl';
import { FormSelectField } from '@/components/form-field';
import { ReaderBarButton } from '@/components/story-reader/reader-bar-button';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useCreateShare } from '../api/create-share';
import { ShareLinkList } from './share-link-list';

/** The expiries on offer, in days ('' for none: until the parent revokes it). */
const EXPIRY_CHOICES = [1, 7, 30, 90].filter(
  (days) => days >= SHARE_EXPIRY_DAYS.min && days <= SHARE_EXPIRY_DAYS.max,
);

/**
 * The new link, shown this once (the server keeps only its hash), with "Copy link". Where the
 * clipboard is refused (an insecure origin, a browser's permission) the text is selected instead.
 */
function CreatedLink({ url }: { url: string }) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'copied' | 'selected' | null>(null);
  const t = useTranslations('stories.share');
  const selectLink = () => {
    inputRef.current?.focus();
    inputRef.current?.select();
  };
  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('No clipboard');
      await navigator.clipboard.writeText(url);
      setCopied('copied');
    } catch {
      selectLink();
      setCopied('selected');
    }
  };
  return (
    <div className="grid gap-2 rounded-2xl border-2 border-brand-200 bg-brand-50 p-4 dark:border-brand-800 dark:bg-brand-950/60">
      <p role="status" className="text-sm font-bold text-brand-800 dark:text-brand-200">
        {t('created')}
      </p>
      <Label htmlFor={id}>{t('link')}</Label>
      {/* Stacked on a phone, so the field is wide enough to show most of the address. */}
      <div className="flex flex-col gap-2 sm:flex-row">
        <Input
          ref={inputRef}
          id={id}
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
          className="font-mono text-sm sm:flex-1"
        />
        <Button type="button" className="h-11" onClick={() => void copy()}>
          {copied === 'copied' ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {t('copy')}
        </Button>
      </div>
      <p aria-live="polite" className="min-h-5 text-sm font-semibold text-muted-foreground">
        {copied === 'copied' ? t('copied') : copied === 'selected' ? t('copyBlocked') : null}
      </p>
    </div>
  );
}

/** The expiry, "Allow PDF download" and "Create link"; then the new link to copy. */
function CreateShareForm({ storyId }: { storyId: string }) {
  const create = useCreateShare();
  const [expiry, setExpiry] = useState('');
  const [allowPdf, setAllowPdf] = useState(false);
  const t = useTranslations('stories.share');
  const expiryOptions = [
    { value: '', label: t('noExpiry') },
    ...EXPIRY_CHOICES.map((days) => ({ value: String(days), label: t('days', { days }) })),
  ];
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    create.mutate({
      storyId,
      input: { expires_in_days: expiry ? Number(expiry) : null, allow_pdf: allowPdf },
    });
  };
  return (
    <>
      <form onSubmit={submit} className="grid gap-4">
        <FormSelectField
          label={t('expiry')}
          options={expiryOptions}
          value={expiry}
          onChange={(event) => setExpiry(event.target.value)}
          disabled={create.isPending}
          className="cursor-pointer px-3"
        />
        <label className="flex cursor-pointer items-center gap-3 text-sm font-bold">
          <input
            type="checkbox"
            checked={allowPdf}
            onChange={(event) => setAllowPdf(event.target.checked)}
            disabled={create.isPending}
            className="size-5 cursor-pointer accent-brand-600 dark:accent-brand-400"
          />
          {t('allowPdf')}
        </label>
        <Button type="submit" className="justify-self-start" disabled={create.isPending}>
          {create.isPending ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <Link2 aria-hidden="true" />
          )}
          {create.isPending ? t('creating') : t('create')}
        </Button>
        {create.isError ? (
          <p role="alert" className="text-sm font-semibold text-destructive">
            {apiErrorMessage(create.error, t('createFailed'))}
          </p>
        ) : null}
      </form>
      {create.data ? <CreatedLink key={create.data.id} url={create.data.url} /> : null}
    </>
  );
}

/**
 * "Share" in the reader of a complete story: make a link anyone can read the book through,
 * and see or revoke the story's open links. Closing the dialog forgets the new link's address.
 */
export function ShareStoryDialog({ storyId }: { storyId: string }) {
  const t = useTranslations('stories.share');
  return (
    <Dialog>
      {/* An icon unless the reader's bar holds every button's words (reader-bar.ts). */}
      <DialogTrigger asChild>
        <ReaderBarButton icon={<Share2 aria-hidden="true" />} label={t('open')} />
      </DialogTrigger>
      <DialogContent className="max-h-[calc(100svh-2rem)] max-w-lg overflow-y-auto">
        <DialogHeader>
          <DialogTitle>{t('title')}</DialogTitle>
          <DialogDescription>{t('description')}</DialogDescription>
        </DialogHeader>
        <CreateShareForm storyId={storyId} />
        <ShareLinkList storyId={storyId} />
      </DialogContent>
    </Dialog>
  );
}
