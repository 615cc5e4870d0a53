import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      data-slot="input"
      className={cn(
        'h-11 w-full min-w-0 rounded-2xl border-2 bg-background px-4 text-base text-foreground transition-colors placeholder:text-muted-foreground/70 hover:border-brand-200 focus-visible:border-brand-400 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-destructive sm:text-sm dark:bg-muted/40 dark:hover:border-brand-800',
        className,
      )}
      {...props}
    />
  );
}
