import type { Share } from '@littlestar/shared/shares';
import { Link2Off, RotateCcw } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { useFormatter, useTranslations } from 'use-intl';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useStoryShares } from '../api/list-shares';
import { useRevokeShare } from '../api/revoke-share';

/** '12 Mar 2025, 3:04 pm' in the interface's locale and the browser's time zone; an unreadable value as is. */
function useFormatDateTime() {
  const format = useFormatter();
  return (iso: string): string => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime())
      ? iso
      : format.dateTime(date, { dateStyle: 'medium', timeStyle: 'short' });
  };
}

/** "Revoke" on a link, with a confirmation; the link leaves the list once it is done. */
function RevokeShareButton({ share }: { share: Share }) {
  const [isOpen, setIsOpen] = useState(false);
  const revoke = useRevokeShare();
  const t = useTranslations('stories.shareList');
  const created = useFormatDateTime()(share.created_at);
  const confirm = () =>
    revoke.mutate(
      { shareId: share.id, storyId: share.story_id },
      {
        onSuccess: () => {
          setIsOpen(false);
          toast.success(t('revoked'));
        },
        onError: (error) => toast.error(apiErrorMessage(error, t('revokeFailed'))),
      },
    );
  return (
    <ConfirmDeleteDialog
      open={isOpen}
      onOpenChange={setIsOpen}
      trigger={
        <Button
          variant="ghost"
          size="sm"
          aria-label={t('revokeLabel', { created })}
          className="px-3 text-red-700 hover:bg-red-50 hover:text-red-800 dark:text-red-300 dark:hover:bg-red-950/50 dark:hover:text-red-200"
        >
          <Link2Off aria-hidden="true" />
          {t('revoke')}
        </Button>
      }
      title={t('revokeTitle')}
      description={t('revokeDescription')}
      confirmLabel={t('revoke')}
      pendingLabel={t('revoking')}
      isPending={revoke.isPending}
      onConfirm={confirm}
    />
  );
}

/** One open link: when it was made, until when it works, the PDF and how often it was opened. */
function ShareRow({ share }: { share: Share }) {
  // A date breaks at its own spaces ("on 1 / Dec 2026"): each is kept on one line.
  const t = useTranslations('stories.shareList');
  const formatDateTime = useFormatDateTime();
  const when = (iso: string) => () => (
    <span className="whitespace-nowrap">{formatDateTime(iso)}</span>
  );
  const b = (chunks: ReactNode) => <span className="font-bold">{chunks}</span>;
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-2xl border bg-background/60 px-4 py-3 text-sm dark:bg-muted/30">
      <div className="grid gap-0.5">
        <p>
          {share.gift_to
            ? t.rich('giftSent', { b, recipient: share.gift_to, when: when(share.created_at) })
            : t.rich('created', { b, when: when(share.created_at) })}
        </p>
        <p>
          {share.expires_at
            ? t.rich('expires', { b, when: when(share.expires_at) })
            : t('noExpiry')}
        </p>
        <p className="text-muted-foreground">
          {share.allow_pdf ? t('pdfAllowed') : t('pdfNotAllowed')} ·{' '}
          {t('views', { count: share.view_count })}
        </p>
      </div>
      <RevokeShareButton share={share} />
    </li>
  );
}

/** The story's open links (expired and revoked ones are not listed), each with "Revoke". */
export function ShareLinkList({ storyId }: { storyId: string }) {
  const shares = useStoryShares(storyId);
  const headingId = useId();
  const t = useTranslations('stories.shareList');
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-base font-extrabold">
        {t('heading')}
      </h3>
      {shares.isPending ? (
        <p className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
          <Spinner className="[&_svg]:size-4" label={t('loadingLabel')} />
          {t('loading')}
        </p>
      ) : shares.isError ? (
        <div role="alert" className="grid justify-items-start gap-2 text-sm">
          <p className="font-semibold text-destructive">
            {apiErrorMessage(shares.error, t('failed'))}
          </p>
          <Button variant="outline" size="sm" onClick={() => void shares.refetch()}>
            <RotateCcw aria-hidden="true" />
            {t('retry')}
          </Button>
        </div>
      ) : shares.data.shares.length === 0 ? (
        <p className="rounded-2xl border-2 border-dashed px-4 py-5 text-center text-sm font-semibold text-muted-foreground">
          {t('empty')}
        </p>
      ) : (
        <ul className="grid gap-2">
          {shares.data.shares.map((share) => (
            <ShareRow key={share.id} share={share} />
          ))}
        </ul>
      )}
    </section>
  );
}
