import { SKIN_TONE_SWATCHES } from '@littlestar/shared/likeness';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { SwatchGroup } from './swatch-group';

function renderSwatches(options: { value: string; disabled?: boolean }) {
  const onChange = vi.fn();
  render(
    <SwatchGroup
      legend="Skin tone"
      swatches={SKIN_TONE_SWATCHES}
      value={options.value}
      disabled={options.disabled ?? false}
      onChange={onChange}
    />,
  );
  return { onChange, radios: screen.getAllByRole('radio') };
}

describe('A set of swatches', () => {
  const [first, second] = SKIN_TONE_SWATCHES;
  const last = SKIN_TONE_SWATCHES.at(-1);

  it('moves the choice with the arrow keys, however quickly the key is let go', () => {
    const { onChange, radios } = renderSwatches({ value: first!.hex });
    fireEvent.keyDown(radios[0]!, { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith(second!.hex);
    fireEvent.keyDown(radios[0]!, { key: 'ArrowLeft' });
    expect(onChange).toHaveBeenLastCalledWith(last!.hex);
    fireEvent.keyDown(radios[1]!, { key: 'ArrowUp' });
    expect(onChange).toHaveBeenLastCalledWith(first!.hex);
  });

  it('keeps its choice while it is locked', () => {
    const locked = renderSwatches({ value: first!.hex, disabled: true });
    fireEvent.keyDown(locked.radios[0]!, { key: 'ArrowRight' });
    expect(locked.onChange).not.toHaveBeenCalled();
  });
});
