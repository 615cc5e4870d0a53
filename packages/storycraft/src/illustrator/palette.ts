import type { TimeOfDay } from '../arc.js';
import { mix } from './color.js';

/**
 * The light of a page. Scenes paint their own colours and pass them through tone(), which
 * pulls them toward the hour's light: warm at dawn and in the golden hour, grey-blue in a
 * storm, deep blue at night. The arc decides the hour, so the problem pages are darker and
 * the resolution is bright.
 */
export interface Palette {
  time: TimeOfDay;
  skyTop: string;
  skyBottom: string;
  tint: string;
  tintAmount: number;
  /** Sun or moon colour. */
  glow: string;
  isNight: boolean;
  isStorm: boolean;
}

const BASE: Record<TimeOfDay, Omit<Palette, 'time' | 'isNight' | 'isStorm'>> = {
  dawn: {
    skyTop: '#f4b6a6',
    skyBottom: '#fde2c0',
    tint: '#ff9e7a',
    tintAmount: 0.12,
    glow: '#ffd27a',
  },
  morning: {
    skyTop: '#8fd0f2',
    skyBottom: '#e4f6fb',
    tint: '#fff2d6',
    tintAmount: 0.05,
    glow: '#ffe58a',
  },
  day: { skyTop: '#69bdf0', skyBottom: '#d4f0fc', tint: '#ffffff', tintAmount: 0, glow: '#ffe066' },
  golden: {
    skyTop: '#f7b267',
    skyBottom: '#fde7c4',
    tint: '#ffb347',
    tintAmount: 0.14,
    glow: '#ffd166',
  },
  dusk: {
    skyTop: '#6a5a9e',
    skyBottom: '#f2a7a0',
    tint: '#6a4f8f',
    tintAmount: 0.22,
    glow: '#ffb38a',
  },
  storm: {
    skyTop: '#4d5a73',
    skyBottom: '#8f9bb0',
    tint: '#3e4a66',
    tintAmount: 0.32,
    glow: '#d8dde8',
  },
  night: {
    skyTop: '#16203f',
    skyBottom: '#3a4f7a',
    tint: '#1b2550',
    tintAmount: 0.42,
    glow: '#fff4c2',
  },
};

export function paletteFor(time: TimeOfDay, gloom: number): Palette {
  const base = BASE[time];
  // Gloom deepens the hour a little further on the hardest pages.
  const extra = Math.max(0, Math.min(1, gloom)) * 0.12;
  return {
    ...base,
    time,
    skyTop: mix(base.skyTop, '#1b2550', extra),
    skyBottom: mix(base.skyBottom, '#1b2550', extra),
    tintAmount: Math.min(0.6, base.tintAmount + extra),
    isNight: time === 'night',
    isStorm: time === 'storm',
  };
}

export function toner(palette: Palette): (hex: string) => string {
  return (hex) => (palette.tintAmount === 0 ? hex : mix(hex, palette.tint, palette.tintAmount));
}
