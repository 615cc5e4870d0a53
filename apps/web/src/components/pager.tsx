import { useTranslations } from 'use-intl';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { pageCount } from '@/lib/paging';

/** 'Previous' / 'Page X of Y' / 'Next' under a paged list; hidden when all fits on one page. */
export function Pager({
  page,
  total,
  pageSize,
  onPageChange,
  label,
}: {
  page: number;
  total: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  label?: string;
}) {
  const t = useTranslations('common.pager');
  const pages = pageCount(total, pageSize);
  if (pages <= 1 && page <= 1) return null;
  return (
    <nav aria-label={label ?? t('label')} className="mt-6 flex items-center justify-between gap-3">
      <Button
        variant="outline"
        size="sm"
        onClick={() => onPageChange(page - 1)}
        disabled={page <= 1}
      >
        <ChevronLeft aria-hidden="true" />
        {t('previous')}
      </Button>
      <p className="text-sm font-bold text-muted-foreground tabular-nums" aria-live="polite">
        {t('page', { page, pages })}
      </p>
      <Button
        variant="outline"
        size="sm"
        onClick={() => onPageChange(page + 1)}
        disabled={page >= pages}
      >
        {t('next')}
        <ChevronRight aria-hidden="true" />
      </Button>
    </nav>
  );
}
