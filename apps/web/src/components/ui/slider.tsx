import * as SliderPrimitive from '@radix-ui/react-slider';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

/** A single-thumb slider; the thumb carries the accessible name (pass `thumbLabel`). */
export function Slider({
  className,
  thumbLabel,
  thumbProps,
  ...props
}: ComponentProps<typeof SliderPrimitive.Root> & {
  thumbLabel?: string;
  thumbProps?: ComponentProps<typeof SliderPrimitive.Thumb>;
}) {
  return (
    <SliderPrimitive.Root
      className={cn(
        'relative flex w-full touch-none items-center py-2 select-none data-[disabled]:opacity-50',
        className,
      )}
      {...props}
    >
      <SliderPrimitive.Track className="relative h-2.5 w-full grow overflow-hidden rounded-full bg-brand-100 dark:bg-brand-950">
        <SliderPrimitive.Range className="absolute h-full rounded-full bg-brand-400" />
      </SliderPrimitive.Track>
      <SliderPrimitive.Thumb
        aria-label={thumbLabel}
        className="block size-6 cursor-grab rounded-full border-4 border-brand-500 bg-white shadow-md transition-transform hover:scale-110 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring active:cursor-grabbing dark:bg-brand-100"
        {...thumbProps}
      />
    </SliderPrimitive.Root>
  );
}
