import { shareMessages, type Share } from '@littlestar/shared/shares';
import { Link2Off, RotateCcw } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDeleteDialog } from '@/components/confirm-delete-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/api-error-message';
import { formatDateTime } from '@/lib/format-date';
import { useStoryShares } from '../api/list-shares';
import { useRevokeShare } from '../api/revoke-share';

export const shareListTexts = {
  heading: 'Open links',
  loading: 'Loading links...',
  empty: 'No open links yet',
  failed: 'Could not load the links.',
  retry: 'Try again',
  noExpiry: 'No expiry',
  pdfAllowed: 'PDF download allowed',
  pdfNotAllowed: 'No PDF download',
  revokeFailed: 'Could not revoke the link. Please try again.',
} as const;

const viewsText = (count: number) => `${count} ${count === 1 ? 'view' : 'views'}`;

/** "Revoke" on a link, with a confirmation; the link leaves the list once it is done. */
function RevokeShareButton({ share }: { share: Share }) {
  const [isOpen, setIsOpen] = useState(false);
  const revoke = useRevokeShare();
  const created = formatDateTime(share.created_at);
  const confirm = () =>
    revoke.mutate(
      { shareId: share.id, storyId: share.story_id },
      {
        onSuccess: () => {
          setIsOpen(false);
          toast.success(shareMessages.revoked);
        },
        onError: (error) => toast.error(apiErrorMessage(error, shareListTexts.revokeFailed)),
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
          aria-label={`Revoke the link created ${created}`}
          className="px-3 text-red-700 hover:bg-red-50 hover:text-red-800 dark:text-red-300 dark:hover:bg-red-950/50 dark:hover:text-red-200"
        >
          <Link2Off aria-hidden="true" />
          Revoke
        </Button>
      }
      title="Revoke this link?"
      description="Anyone who opens it will see that the book is no longer shared. This cannot be undone."
      confirmLabel="Revoke"
      pendingLabel="Revoking..."
      isPending={revoke.isPending}
      onConfirm={confirm}
    />
  );
}

/** One open link: when it was made, until when it works, the PDF and how often it was opened. */
function ShareRow({ share }: { share: Share }) {
  // A date breaks at its own spaces ("on 1 / Dec 2026"): each is kept on one line.
  const when = (iso: string) => <span className="whitespace-nowrap">{formatDateTime(iso)}</span>;
  return (
    <li className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 rounded-2xl border bg-background/60 px-4 py-3 text-sm dark:bg-muted/30">
      <div className="grid gap-0.5">
        <p>
          {share.gift_to ? (
            <>
              <span className="font-bold">Sent as a gift</span> to {share.gift_to} on{' '}
              {when(share.created_at)}
            </>
          ) : (
            <>
              <span className="font-bold">Created</span> {when(share.created_at)}
            </>
          )}
        </p>
        <p>
          {share.expires_at ? (
            <>
              <span className="font-bold">Expires</span> {when(share.expires_at)}
            </>
          ) : (
            shareListTexts.noExpiry
          )}
        </p>
        <p className="text-muted-foreground">
          {share.allow_pdf ? shareListTexts.pdfAllowed : shareListTexts.pdfNotAllowed} ·{' '}
          {viewsText(share.view_count)}
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
  return (
    <section aria-labelledby={headingId} className="grid gap-2">
      <h3 id={headingId} className="text-base font-extrabold">
        {shareListTexts.heading}
      </h3>
      {shares.isPending ? (
        <p className="flex items-center gap-2 text-sm font-semibold text-muted-foreground">
          <Spinner className="[&_svg]:size-4" label="Loading" />
          {shareListTexts.loading}
        </p>
      ) : shares.isError ? (
        <div role="alert" className="grid justify-items-start gap-2 text-sm">
          <p className="font-semibold text-destructive">
            {apiErrorMessage(shares.error, shareListTexts.failed)}
          </p>
          <Button variant="outline" size="sm" onClick={() => void shares.refetch()}>
            <RotateCcw aria-hidden="true" />
            {shareListTexts.retry}
          </Button>
        </div>
      ) : shares.data.shares.length === 0 ? (
        <p className="rounded-2xl border-2 border-dashed px-4 py-5 text-center text-sm font-semibold text-muted-foreground">
          {shareListTexts.empty}
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
