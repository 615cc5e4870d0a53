import type { GiftCode, GiftCodeStatus } from '@littlestar/shared/gift-codes';
import { Eye, LoaderCircle } from 'lucide-react';
import { useTranslations } from 'use-intl';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { apiErrorMessage } from '@/lib/api-error-message';
import { useGenerateGiftCode } from '../api/generate-gift-code';
import { useGiftCodes } from '../api/list-gift-codes';
import { useDateTime } from '../hooks/use-date-time';
import { GiftCodeReveal } from './gift-code-reveal';

const STATUS_VARIANTS: Record<GiftCodeStatus, BadgeProps['variant']> = {
  unpaid: 'yellow',
  open: 'blue',
  redeemed: 'green',
  void: 'outline',
  expired: 'red',
};

/** One bought gift; a paid one whose code was never shown (the browser closed) can show it. */
function GiftCodeRow({ gift }: { gift: GiftCode }) {
  const generate = useGenerateGiftCode();
  const t = useTranslations('payments.giftList');
  const dateTime = useDateTime();
  const canShow = gift.status === 'open' && !gift.code_shown;
  return (
    <li className="grid gap-3 rounded-2xl border-2 bg-card p-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="grid gap-0.5">
          <p className="font-bold">
            {t('gift', {
              name: gift.recipient_name || t('someone'),
              plan: gift.plan_name,
              credits: gift.credits,
            })}
          </p>
          <p className="text-sm text-muted-foreground">
            {dateTime(gift.created_at)}
            {gift.status === 'open' && gift.expires_at
              ? ` · ${t('expires', { date: dateTime(gift.expires_at) })}`
              : ''}
          </p>
        </div>
        <Badge variant={STATUS_VARIANTS[gift.status]}>{t(`statuses.${gift.status}`)}</Badge>
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
          {t('show')}
        </Button>
      ) : null}
      {generate.isError ? (
        <p role="alert" className="text-sm font-semibold text-destructive">
          {apiErrorMessage(generate.error, t('showFailed'))}
        </p>
      ) : null}
      {generate.data ? <GiftCodeReveal code={generate.data.code} isMailed={false} /> : null}
    </li>
  );
}

/** The gifts the parent bought, newest first, under the plans (product.md#gift-credits). */
export function GiftCodeList() {
  const { data, isPending, isError } = useGiftCodes();
  const t = useTranslations('payments.giftList');
  return (
    <section aria-labelledby="gift-codes-title" className="mt-12 grid gap-4">
      <h2 id="gift-codes-title" className="text-xl font-extrabold">
        {t('title')}
      </h2>
      {isPending ? (
        <div className="flex items-center gap-2 font-semibold text-muted-foreground">
          <Spinner label={t('loadingLabel')} />
          <p>{t('loading')}</p>
        </div>
      ) : isError ? (
        <p role="alert" className="font-semibold text-red-600 dark:text-red-400">
          {t('fetchFailed')}
        </p>
      ) : data.gift_codes.length === 0 ? (
        <p className="text-muted-foreground">{t('empty')}</p>
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
