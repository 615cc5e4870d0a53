import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const badgeVariants = cva(
  'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap',
  {
    variants: {
      variant: {
        brand: 'bg-brand-100 text-brand-800 dark:bg-brand-900/60 dark:text-brand-100',
        green: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/50 dark:text-emerald-200',
        yellow: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-100',
        red: 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200',
        blue: 'bg-sky-100 text-sky-800 dark:bg-sky-900/50 dark:text-sky-200',
        outline: 'border text-muted-foreground',
      },
    },
    defaultVariants: { variant: 'brand' },
  },
);

export interface BadgeProps extends ComponentProps<'span'>, VariantProps<typeof badgeVariants> {}

export function Badge({ className, variant, ...props }: BadgeProps) {
  return <span className={cn(badgeVariants({ variant }), className)} {...props} />;
}
