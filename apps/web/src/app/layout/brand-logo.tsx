import { Star } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { paths } from '@/config/paths';
import { usePageIn } from '@/i18n/use-page-in';

export function BrandLogo({ className, onClick }: { className?: string; onClick?: () => void }) {
  const pageIn = usePageIn();
  return (
    <Link
      to={pageIn(paths.home.href())}
      onClick={onClick}
      className={cn(
        'group inline-flex items-center gap-2 rounded-full text-xl font-extrabold tracking-tight',
        className,
      )}
    >
      <span className="grid size-9 place-items-center rounded-2xl bg-gradient-to-br from-brand-300 to-brand-500 text-white shadow-sm shadow-brand-500/30 transition-transform group-hover:-rotate-12">
        <Star aria-hidden="true" className="size-5 fill-current" />
      </span>
      <span>
        Little<span className="text-brand-600 dark:text-brand-300">star</span>
      </span>
    </Link>
  );
}
