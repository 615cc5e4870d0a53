import type { ComponentProps, ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { readerBarButton } from './reader-bar';

/**
 * A button of the reader's top bar: its icon, and its words where the bar holds them all, else
 * only as its tooltip and accessible name (reader-bar.ts). Props and ref pass through to the
 * button, so it also serves as a dialog's or menu's trigger (`asChild`).
 */
export function ReaderBarButton({
  icon,
  label,
  variant = 'outline',
  className,
  ...props
}: Omit<ComponentProps<typeof Button>, 'children' | 'size' | 'title'> & {
  icon: ReactNode;
  label: string;
}) {
  return (
    <Button
      variant={variant}
      size="sm"
      className={cn(readerBarButton.className, className)}
      title={label}
      {...props}
    >
      {icon}
      <span className={readerBarButton.label}>{label}</span>
    </Button>
  );
}
