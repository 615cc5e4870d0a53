import type { CreditEntry, CreditEntryType } from '@littlestar/shared/credits';
import { Badge, type BadgeProps } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';

const TYPE_LABELS: Record<CreditEntryType, { label: string; variant: BadgeProps['variant'] }> = {
  'top-up': { label: 'Top-up', variant: 'green' },
  'child creation': { label: 'Child creation', variant: 'brand' },
  'story creation': { label: 'Story creation', variant: 'blue' },
  'picture redraw': { label: 'Picture redrawn', variant: 'blue' },
  'referral-bonus': { label: 'Referral bonus', variant: 'green' },
  gift: { label: 'Gift', variant: 'brand' },
  refund: { label: 'Refund', variant: 'yellow' },
  other: { label: 'Other', variant: 'outline' },
};

/** '+15' or '−1' (a real minus sign). */
export function formatCreditAmount(amount: number): string {
  return amount > 0 ? `+${amount}` : amount < 0 ? `\u2212${Math.abs(amount)}` : '0';
}

/** What a screen reader says before the amount: a refunded payment's credits are taken back. */
function amountLabel(entry: CreditEntry): string {
  if (entry.amount >= 0) return 'Added: ';
  return entry.type === 'refund' ? 'Taken back: ' : 'Spent: ';
}

/** One ledger row: what happened, when, the signed change and the balance after it. */
export function CreditEntryRow({ entry }: { entry: CreditEntry }) {
  const type = TYPE_LABELS[entry.type];
  return (
    <li
      className="flex items-center gap-4 rounded-3xl border bg-card p-4 shadow-sm shadow-brand-900/5 sm:p-5"
      data-testid="credit-entry"
    >
      <div className="min-w-0 flex-1">
        {/* On a phone the date always sits under the badge, never beside it on some rows. */}
        <div className="flex flex-col items-start gap-1 sm:flex-row sm:items-center sm:gap-2">
          <Badge variant={type.variant}>{type.label}</Badge>
          <span className="text-sm text-muted-foreground">
            <time dateTime={entry.created_at}>{formatDateTime(entry.created_at)}</time>
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
          <span className="sr-only">{amountLabel(entry)}</span>
          {formatCreditAmount(entry.amount)}
        </p>
        <p className="text-xs font-semibold text-muted-foreground tabular-nums">
          Balance after: {entry.balance_after}
        </p>
      </div>
    </li>
  );
}
