import { useTranslations } from 'use-intl';
import { Spinner } from '@/components/ui/spinner';

/**
 * A list's loading state. A screen high, so the footer waits below the fold instead of
 * jumping down when the list arrives (a layout shift the reader would see).
 */
export function ListLoading({ text }: { text: string }) {
  const t = useTranslations('common.listLoading');
  return (
    <div className="flex min-h-svh flex-col items-center gap-3 py-16 font-semibold text-muted-foreground">
      <Spinner className="[&_svg]:size-8" label={t('label')} />
      <p>{text}</p>
    </div>
  );
}
