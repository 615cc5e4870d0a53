import {
  giftCodeMessages,
  type GiftCode,
  type GiftCodeStatus,
} from '@littlestar/shared/gift-codes';
import { Eye, LoaderCircle } from 'lucide-react';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/api-error-message';
import { formatDateTime } from '@/lib/format-date';
import { useGenerateGiftCode } from '../api/generate-gift-code';
import { useGiftCodes } from '../api/list-gift-codes';
import { GiftCodeReveal } from './gift-code-reveal';

export const giftListTexts = {
  title: 'Gift codes you bought',
  loading: 'Loading your gift codes...',
  show: 'Show code',
  showFailed: 'Could not show the code. Please try again.',
  expires: (date: string) => `Redeemable until ${date}`,
} as const;

const STATUS: Record<GiftCodeStatus, { label: string; variant: BadgeProps['variant'] }> = {
  unpaid: { label: 'Not paid', variant: 'yellow' },
  open: { label: 'Not redeemed yet', variant: 'blue' },
  redeemed: { label: 'Redeemed', variant: 'green' },
  void: { label: 'Refunded', variant: 'outline' },
  expired: { label: 'Expired', variant: 'red' },
};

/** One bought gift; a paid one whose code was never shown (the browser closed) can show it. */
function GiftCodeRow({ gift }: { gift: GiftCode }) {
  const generate = useGenerateGiftCode();
  const status = STATUS[gift.status];
  const canShow = gift.status === 'open' && !gift.code_shown;
  return (
    <li className="grid gap-3 rounded-2xl border-2 bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="grid gap-0.5">
          <p className="font-bold">
            {gift.recipient_name || giftCodeMessages.someone}: {gift.plan_name}, {gift.credits}{' '}
            credits
          </p>
          <p className="text-sm text-muted-foreground">
            {formatDateTime(gift.created_at)}
            {gift.status === 'open' && gift.expires_at
              ? ` · ${giftListTexts.expires(formatDateTime(gift.expires_at))}`
              : ''}
          </p>
        </div>
        <Badge variant={status.variant}>{status.label}</Badge>
      </div>
      {canShow && !generate.data ? (
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={generate.isPending}
          onClick={() => generate.mutate({ giftId: gift.id, input: {} })}
        >
          {generate.isPending ? (
            <LoaderCircle aria-hidden="true" className="animate-spin" />
          ) : (
            <Eye aria-hidden="true" />
          )}
          {giftListTexts.show}
        </Button>
      ) : null}
      {generate.isError ? (
        <p role="alert" className="text-sm font-semibold text-destructive">
          {apiErrorMessage(generate.error, giftListTexts.showFailed)}
        </p>
      ) : null}
      {generate.data ? <GiftCodeReveal code={generate.data.code} isMailed={false} /> : null}
    </li>
  );
}

/** The gifts the parent bought, newest first, under the plans (product.md#gift-credits). */
export function GiftCodeList() {
  const { data, isPending, isError } = useGiftCodes();
  return (
    <section aria-labelledby="gift-codes-title" className="mt-12 grid gap-4">
      <h2 id="gift-codes-title" className="text-xl font-extrabold">
        {giftListTexts.title}
      </h2>
      {isPending ? (
        <div className="flex items-center gap-2 font-semibold text-muted-foreground">
          <Spinner label="Loading" />
          <p>{giftListTexts.loading}</p>
        </div>
      ) : isError ? (
        <p role="alert" className="font-semibold text-red-600 dark:text-red-400">
          {giftCodeMessages.fetchFailed}
        </p>
      ) : data.gift_codes.length === 0 ? (
        <p className="text-muted-foreground">{giftCodeMessages.noGifts}</p>
      ) : (
        <ul className="grid gap-3">
          {data.gift_codes.map((gift) => (
            <GiftCodeRow key={gift.id} gift={gift} />
          ))}
        </ul>
      )}
    </section>
  );
}
