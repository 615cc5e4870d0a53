import type { CreditEntry, CreditEntryType } from '@littlestar/shared/credits';
import { useFormatter, useTranslations } from 'use-intl';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { cn } from '@/lib/cn';

/** Each entry type's badge: its text (credits.entry.types) and colour. */
const TYPE_BADGES = {
  'top-up': { key: 'topUp', variant: 'green' },
  'child creation': { key: 'childCreation', variant: 'brand' },
  'story creation': { key: 'storyCreation', variant: 'blue' },
  'picture redraw': { key: 'pictureRedraw', variant: 'blue' },
  'referral-bonus': { key: 'referralBonus', variant: 'green' },
  gift: { key: 'gift', variant: 'brand' },
  refund: { key: 'refund', variant: 'yellow' },
  other: { key: 'other', variant: 'outline' },
} as const satisfies Record<CreditEntryType, { key: string; variant: BadgeProps['variant'] }>;

/** '+15' or '−1' (a real minus sign). */
export function formatCreditAmount(amount: number): string {
  return amount > 0 ? `+${amount}` : amount < 0 ? `\u2212${Math.abs(amount)}` : '0';
}

/** What a screen reader says before the amount: a refunded payment's credits are taken back. */
function amountLabelKey(entry: CreditEntry) {
  if (entry.amount >= 0) return 'added';
  return entry.type === 'refund' ? 'takenBack' : 'spent';
}

/** '12 Mar 2025, 3:04 pm' in the interface's locale; an unreadable value is shown as is. */
function useDateTime() {
  const format = useFormatter();
  return (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime())
      ? iso
      : format.dateTime(date, { dateStyle: 'medium', timeStyle: 'short' });
  };
}

/** One ledger row: what happened, when, the signed change and the balance after it. */
export function CreditEntryRow({ entry }: { entry: CreditEntry }) {
  const type = TYPE_BADGES[entry.type];
  const t = useTranslations('credits.entry');
  const dateTime = useDateTime();
  return (
    <li
      className="flex items-center gap-4 rounded-3xl border bg-card p-4 shadow-sm shadow-brand-900/5 sm:p-5"
      data-testid="credit-entry"
    >
      <div className="min-w-0 flex-1">
        {/* On a phone the date always sits under the badge, never beside it on some rows. */}
        <div className="flex flex-col items-start gap-1 sm:flex-row sm:items-center sm:gap-2">
          <Badge variant={type.variant}>{t(`types.${type.key}`)}</Badge>
          <span className="text-sm text-muted-foreground">
            <time dateTime={entry.created_at}>{dateTime(entry.created_at)}</time>
          </span>
        </div>
        <p className="mt-1.5 font-bold break-words">{entry.description}</p>
      </div>
      <div className="shrink-0 text-right">
        <p
          className={cn(
            'text-xl font-black tabular-nums',
            entry.amount > 0
              ? 'text-emerald-700 dark:text-emerald-400'
              : entry.amount < 0
                ? 'text-red-700 dark:text-red-400'
                : 'text-muted-foreground',
          )}
          data-testid="credit-amount"
        >
          <span className="sr-only">{t(amountLabelKey(entry))}</span>
          {formatCreditAmount(entry.amount)}
        </p>
        <p className="text-xs font-semibold text-muted-foreground tabular-nums">
          {t('balanceAfter', { balance: entry.balance_after })}
        </p>
      </div>
    </li>
  );
}
