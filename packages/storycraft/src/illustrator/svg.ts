/** Tiny helpers for writing SVG by hand: rounded numbers keep files small and stable. */

export const n = (value: number): string => {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
};

/** Points as "x,y x,y …" for polygons. */
export const points = (pairs: ReadonlyArray<readonly [number, number]>): string =>
  pairs.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');

export const group = (content: string, transform?: string, extra = ''): string =>
  `<g${transform ? ` transform="${transform}"` : ''}${extra ? ` ${extra}` : ''}>${content}</g>`;

export const circle = (cx: number, cy: number, r: number, fill: string, extra = ''): string =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const ellipse = (
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  fill: string,
  extra = '',
): string =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const rect = (
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  extra = '',
): string =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(width)}" height="${n(height)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const path = (d: string, fill: string, extra = ''): string =>
  `<path d="${d}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const polygon = (
  pairs: ReadonlyArray<readonly [number, number]>,
  fill: string,
  extra = '',
): string => `<polygon points="${points(pairs)}" fill="${fill}"${extra ? ` ${extra}` : ''}/>`;

export const stroke = (color: string, width: number, extra = ''): string =>
  `stroke="${color}" stroke-width="${n(width)}" stroke-linecap="round" stroke-linejoin="round"${extra ? ` ${extra}` : ''}`;

/** A five-pointed star centred on (cx, cy). */
export function star(cx: number, cy: number, outer: number, fill: string, extra = ''): string {
  const pairs: Array<[number, number]> = [];
  for (let index = 0; index < 10; index += 1) {
    const radius = index % 2 === 0 ? outer : outer * 0.45;
    const angle = -Math.PI / 2 + (index * Math.PI) / 5;
    pairs.push([cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)]);
  }
  return polygon(pairs, fill, extra);
}
