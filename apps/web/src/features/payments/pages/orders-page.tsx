import { formatUsdCents, type PrintOrder } from '@littlestar/shared/print-orders';
import { Package, Truck } from 'lucide-react';
import { useTranslations } from 'use-intl';
import { Badge } from '@/components/ui/badge';
import { Card } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';
import { usePrintOrders } from '../api/list-print-orders';
import { useDateTime } from '../hooks/use-date-time';

/** /orders — the parent's printed books, newest first, with status and tracking. */
export function OrdersPage() {
  const query = usePrintOrders();
  const t = useTranslations('payments.ordersPage');
  return (
    <section className="mx-auto w-full max-w-3xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="mb-6 grid gap-1">
        <h1 className="text-3xl font-extrabold tracking-tight sm:text-4xl">{t('title')}</h1>
        <p className="text-muted-foreground">{t('intro')}</p>
      </div>
      {query.isPending ? (
        <div className="flex justify-center py-16">
          <Spinner className="[&_svg]:size-8" label={t('loading')} />
        </div>
      ) : query.isError ? (
        <p
          role="alert"
          className="rounded-3xl border-2 border-dashed px-6 py-12 text-center font-semibold text-destructive"
        >
          {t('failed')}
        </p>
      ) : query.data.items.length === 0 ? (
        <div className="grid justify-items-center gap-3 rounded-3xl border-2 border-dashed px-6 py-16 text-center text-muted-foreground">
          <Package aria-hidden="true" className="size-10" />
          <p className="font-semibold">{t('empty')}</p>
        </div>
      ) : (
        <ul className="grid gap-4" aria-label={t('listLabel')}>
          {query.data.items.map((order) => (
            <OrderRow key={order.id} order={order} />
          ))}
        </ul>
      )}
    </section>
  );
}

function OrderRow({ order }: { order: PrintOrder }) {
  const t = useTranslations('payments.ordersPage');
  const dateTime = useDateTime();
  const isTrouble = order.status === 'cancelled' || order.status === 'rejected';
  return (
    <li>
      <Card className="grid gap-2 p-5" data-testid="print-order">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h2 className="text-lg font-extrabold text-balance">{order.story_title}</h2>
          <Badge variant={isTrouble ? 'red' : order.status === 'shipped' ? 'green' : 'yellow'}>
            {t(`statuses.${order.status}.label`)}
          </Badge>
        </div>
        <p className="text-sm text-muted-foreground">
          {t.rich('ordered', {
            date: dateTime(order.created_at),
            shipping: t(`shippingLevels.${order.shipping_level}`),
            price: formatUsdCents(order.price_cents),
            amount: (chunks) => (
              <span className="font-bold text-foreground tabular-nums">{chunks}</span>
            ),
          })}
        </p>
        <p className="text-sm font-semibold">{t(`statuses.${order.status}.detail`)}</p>
        {order.refund === 'done' ? <p className="text-sm font-semibold">{t('refunded')}</p> : null}
        {order.tracking ? (
          <p className="flex flex-wrap items-center gap-1.5 text-sm">
            <Truck aria-hidden="true" className="size-4" />
            {order.tracking.carrier ? `${order.tracking.carrier} ` : ''}
            {order.tracking.url ? (
              <a
                href={order.tracking.url}
                target="_blank"
                rel="noreferrer"
                className="font-bold text-brand-700 underline dark:text-brand-300"
              >
                {order.tracking.number}
              </a>
            ) : (
              <span className="font-bold">{order.tracking.number}</span>
            )}
          </p>
        ) : null}
      </Card>
    </li>
  );
}
