/** Colour arithmetic on #rrggbb strings, enough to light a scene and shade a face. */

type Rgb = [number, number, number];

function parse(hex: string): Rgb {
  const value = /^#[0-9a-f]{6}$/i.test(hex) ? hex.slice(1) : '808080';
  return [0, 2, 4].map((offset) => parseInt(value.slice(offset, offset + 2), 16)) as Rgb;
}

function format([r, g, b]: Rgb): string {
  const channel = (value: number) =>
    Math.max(0, Math.min(255, Math.round(value)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

/** a → b by t (0 keeps a, 1 gives b). */
export function mix(a: string, b: string, t: number): string {
  const from = parse(a);
  const to = parse(b);
  return format([0, 1, 2].map((i) => from[i]! + (to[i]! - from[i]!) * t) as Rgb);
}

export const darken = (hex: string, amount: number): string => mix(hex, '#1a1423', amount);
export const lighten = (hex: string, amount: number): string => mix(hex, '#ffffff', amount);

/** Perceived brightness, 0 (black) to 1 (white). */
export function luminance(hex: string): number {
  const [r, g, b] = parse(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

const NAMED: ReadonlyArray<[string, string]> = [
  ['black', '#1f1a17'],
  ['dark brown', '#3b2618'],
  ['brown', '#6a4328'],
  ['light brown', '#9a6a3f'],
  ['auburn', '#8e3b1e'],
  ['red', '#c83a32'],
  ['ginger', '#c0642f'],
  ['golden blond', '#d6a85a'],
  ['blond', '#e2c27a'],
  ['platinum blond', '#efe2c0'],
  ['grey', '#9a9a9a'],
  ['white', '#f4f4f4'],
  ['pink', '#ff69b4'],
  ['rose', '#e87a90'],
  ['orange', '#f39a3d'],
  ['yellow', '#f5c842'],
  ['green', '#58b368'],
  ['dark green', '#2f6b3a'],
  ['teal', '#2fb3a6'],
  ['blue', '#4a90d9'],
  ['navy', '#2b3f73'],
  ['purple', '#8e6bd1'],
  ['lavender', '#c3b1e1'],
  ['hazel', '#8a6a3a'],
  ['amber', '#b07a2a'],
];

/** The nearest everyday colour name, for illustration briefs. */
export function nameColor(hex: string): string {
  const [r, g, b] = parse(hex);
  let best = NAMED[0]!;
  let bestDistance = Number.POSITIVE_INFINITY;
  for (const entry of NAMED) {
    const [nr, ng, nb] = parse(entry[1]);
    // Weighted RGB distance: close enough to human judgement for naming.
    const distance = 2 * (r - nr) ** 2 + 4 * (g - ng) ** 2 + 3 * (b - nb) ** 2;
    if (distance < bestDistance) {
      best = entry;
      bestDistance = distance;
    }
  }
  return best[0];
}

const SKIN_NAMES: ReadonlyArray<[number, string]> = [
  [0.8, 'fair'],
  [0.7, 'light'],
  [0.58, 'light brown'],
  [0.45, 'tan'],
  [0.34, 'brown'],
  [0, 'deep brown'],
];

export function nameSkinTone(hex: string): string {
  const light = luminance(hex);
  return SKIN_NAMES.find(([threshold]) => light >= threshold)?.[1] ?? 'brown';
}
