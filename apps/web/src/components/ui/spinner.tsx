import { useTranslations } from 'use-intl';
import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/cn';

export function Spinner({ className, label }: { className?: string; label?: string }) {
  const t = useTranslations('common');
  return (
    <span role="status" className={cn('inline-flex items-center gap-2', className)}>
      <LoaderCircle aria-hidden="true" className="size-6 animate-spin text-brand-500" />
      <span className="sr-only">{label ?? t('loading')}</span>
    </span>
  );
}
