import type { ColorSwatch } from '@littlestar/shared/likeness';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { Check } from 'lucide-react';
import { useId } from 'react';

/** Where each arrow key moves in a row of swatches that wraps (Radix's order, left to right). */
const ARROW_STEPS: Partial<Record<string, number>> = {
  ArrowRight: 1,
  ArrowDown: 1,
  ArrowLeft: -1,
  ArrowUp: -1,
};

/**
 * One set of colour swatches as one radio group (WCAG 2.2 AA): Tab reaches the group once,
 * the arrow keys move through it. The chosen swatch has a solid brand ring and a tick; the
 * keyboard's place is a dashed ring in the text colour further out, so the two never look
 * alike, even on the same swatch.
 */
export function SwatchGroup({
  legend,
  swatches,
  value,
  disabled,
  onChange,
}: {
  legend: string;
  swatches: readonly ColorSwatch[];
  value: string;
  disabled: boolean;
  onChange: (hex: string) => void;
}) {
  const legendId = useId();
  return (
    <div className="grid gap-2">
      <p id={legendId} className="mb-2 text-sm font-bold">
        {legend}
      </p>
      <RadioGroup.Root
        aria-labelledby={legendId}
        value={value}
        onValueChange={onChange}
        disabled={disabled}
        loop
        className="flex flex-wrap gap-2"
      >
        {swatches.map((swatch, index) => (
          <RadioGroup.Item
            key={swatch.hex}
            value={swatch.hex}
            onKeyDown={(event) => {
              // An arrow moves the choice with the focus, as in every radio group. Radix
              // checks the item it focuses only while the arrow is still held, and it focuses
              // a moment after the key goes down: a quick key press moved the focus alone.
              const step = ARROW_STEPS[event.key];
              if (step === undefined || disabled) return;
              const next = swatches[(index + step + swatches.length) % swatches.length];
              if (next) onChange(next.hex);
            }}
            aria-label={swatch.name}
            title={swatch.name}
            className="grid size-9 cursor-pointer place-items-center rounded-full border-2 border-black/10 shadow-sm transition-transform outline-foreground hover:scale-110 focus-visible:outline-2 focus-visible:outline-offset-[7px] focus-visible:outline-dashed disabled:cursor-not-allowed data-[state=checked]:ring-3 data-[state=checked]:ring-brand-500 data-[state=checked]:ring-offset-2 data-[state=checked]:ring-offset-card dark:border-white/20"
            style={{ backgroundColor: swatch.hex }}
          >
            <RadioGroup.Indicator>
              <Check
                aria-hidden="true"
                className="size-4 text-white drop-shadow-[0_0_2px_rgba(0,0,0,0.8)]"
              />
            </RadioGroup.Indicator>
          </RadioGroup.Item>
        ))}
      </RadioGroup.Root>
    </div>
  );
}
