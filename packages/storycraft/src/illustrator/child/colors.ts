import type { Likeness } from '@littlestar/shared/likeness';
import { darken, luminance, mix } from '../color.js';

/** The figure's colours, all worked out from the likeness. */
export interface Colors {
  skin: string;
  skinShade: string;
  hair: string;
  hairShade: string;
  shirt: string;
  shirtShade: string;
  trousers: string;
  shoes: string;
  line: string;
}

/**
 * The hair's highlight (or shadow, for light hair). Dark hair shines a warm brown, never
 * grey: a grey sheen reads as a bald patch on an afro.
 */
export function hairShadeFor(hairColor: string): string {
  return luminance(hairColor) < 0.25 ? mix(hairColor, '#6b4a35', 0.3) : darken(hairColor, 0.22);
}

export function colorsFor(likeness: Likeness): Colors {
  return {
    skin: likeness.skinTone,
    skinShade: darken(likeness.skinTone, 0.16),
    hair: likeness.hairColor,
    hairShade: hairShadeFor(likeness.hairColor),
    shirt: likeness.favoriteColor,
    shirtShade: darken(likeness.favoriteColor, 0.2),
    trousers: mix(likeness.favoriteColor, '#2e3552', 0.7),
    shoes: '#5a4538',
    line: darken(likeness.skinTone, 0.5),
  };
}
