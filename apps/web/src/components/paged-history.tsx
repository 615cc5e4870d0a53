import { useTranslations } from 'use-intl';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Pager } from '@/components/pager';
import { Spinner } from '@/components/ui/spinner';

interface Page<Item> {
  items: Item[];
  total: number;
}

/**
 * A history list 5 rows a page (credit usage, payment transactions): loading, the spec's
 * error and empty texts, the rows, and the pager. The pages differ only in their words and rows.
 */
export function PagedHistory<Item extends { id: string }>(props: {
  query: {
    data: Page<Item> | undefined;
    isPending: boolean;
    isError: boolean;
    isPlaceholderData: boolean;
  };
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  /** Accessible name of the list; the pager is '{label} pages'. */
  label: string;
  pagerLabel: string;
  errorText: string;
  emptyText: string;
  emptyIcon: LucideIcon;
  renderItem: (item: Item) => ReactNode;
}) {
  const t = useTranslations('common.pagedHistory');
  const { data, isPending, isError, isPlaceholderData } = props.query;
  const EmptyIcon = props.emptyIcon;
  if (isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner
          className="[&_svg]:size-8"
          label={t('loading', { label: props.label.toLowerCase() })}
        />
      </div>
    );
  }
  if (isError || !data) {
    return (
      <p className="py-16 text-center font-semibold text-red-600 dark:text-red-400">
        {props.errorText}
      </p>
    );
  }
  if (data.total === 0) {
    return (
      <div className="flex flex-col items-center rounded-3xl border-2 border-dashed px-6 py-14 text-center">
        <EmptyIcon aria-hidden="true" className="mb-4 size-10 text-brand-500" />
        <p className="text-xl font-extrabold">{props.emptyText}</p>
      </div>
    );
  }
  return (
    <>
      <ul
        aria-label={props.label}
        aria-busy={isPlaceholderData}
        className="grid gap-3 transition-opacity aria-busy:opacity-60"
      >
        {data.items.map((item) => props.renderItem(item))}
      </ul>
      <Pager
        label={props.pagerLabel}
        page={props.page}
        total={data.total}
        pageSize={props.pageSize}
        onPageChange={props.onPageChange}
      />
    </>
  );
}
