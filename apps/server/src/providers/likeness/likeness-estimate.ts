import { DEFAULT_LIKENESS, type Likeness } from '@littlestar/shared/likeness';

type Rgb = [number, number, number];

export interface LikenessEstimate {
  likeness: Likeness;
  /** Which traits came from the photos; the rest are defaults the parent can adjust. */
  estimated: (keyof Likeness)[];
  /** Just the traits that came from the photos. */
  traits: Partial<Likeness>;
  /** One note per photo where no face-like skin region was found. */
  warnings: string[];
}

const SAMPLE_SIZE = 160;

/**
 * Estimates skin and hair colour from the child's photos without any model: skin is the lower
 * colour cluster of skin-coloured pixels (a YCbCr rule that holds across skin tones), hair is
 * the band just above it. No face detector: a skin-coloured background can pass for a face, so
 * the parent reviews every trait on the child's profile. Medians across photos resist a stray background.
 * Eye colour, hair style, glasses and favourite colour stay defaults for the parent to set.
 */
export async function estimateLikeness(
  photos: { data: Buffer; index: number }[],
): Promise<LikenessEstimate> {
  const skins: Rgb[] = [];
  const hairs: Rgb[] = [];
  const warnings: string[] = [];
  for (const photo of photos) {
    const sample = await samplePhoto(photo.data);
    if (!sample) {
      warnings.push(
        `Photo ${photo.index}: no face found. A clear, solo photo of your child works best.`,
      );
      continue;
    }
    skins.push(sample.skin);
    if (sample.hair) hairs.push(sample.hair);
  }
  const likeness: Likeness = { ...DEFAULT_LIKENESS };
  const estimated: (keyof Likeness)[] = [];
  if (skins.length > 0) {
    likeness.skinTone = toHex(medianColor(skins));
    estimated.push('skinTone');
  }
  if (hairs.length > 0) {
    likeness.hairColor = toHex(medianColor(hairs));
    estimated.push('hairColor');
  }
  const traits: Partial<Likeness> = Object.fromEntries(
    estimated.map((trait) => [trait, likeness[trait]]),
  );
  return { likeness, estimated, traits, warnings };
}

async function samplePhoto(data: Buffer): Promise<{ skin: Rgb; hair: Rgb | null } | null> {
  const { default: sharp } = await import('sharp');
  const { data: pixels, info } = await sharp(data)
    .resize(SAMPLE_SIZE, SAMPLE_SIZE, { fit: 'inside' })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const at = (x: number, y: number): Rgb => {
    const offset = (y * width + x) * 3;
    return [pixels[offset] ?? 0, pixels[offset + 1] ?? 0, pixels[offset + 2] ?? 0];
  };

  // Every skin-coloured pixel; a photo with too few has no face we can sample.
  const skin: { x: number; y: number; color: Rgb }[] = [];
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const color = at(x, y);
      if (isSkin(color)) skin.push({ x, y, color });
    }
  }
  if (skin.length < width * height * 0.02) return null;

  // Blond or auburn hair passes the skin rule too: split the candidates by colour and take the
  // lower cluster as the face, since hair sits above it.
  const face = lowerColorCluster(skin);
  if (face.length < 20) return null;
  const skinColor = medianColor(face.map((point) => point.color));

  const ys = face.map((point) => point.y).sort((a, b) => a - b);
  const xs = face.map((point) => point.x).sort((a, b) => a - b);
  const top = ys[Math.floor(ys.length * 0.05)] ?? 0;
  const left = xs[Math.floor(xs.length * 0.1)] ?? 0;
  const right = xs[Math.floor(xs.length * 0.9)] ?? width - 1;
  const band = Math.max(3, Math.round((right - left) * 0.3));
  const hair: Rgb[] = [];
  for (let y = Math.max(0, top - band); y <= top && y < height; y += 1) {
    for (let x = left; x <= right; x += 1) {
      const color = at(x, y);
      if (colorDistance(color, skinColor) > 35) hair.push(color);
    }
  }
  return { skin: skinColor, hair: hair.length >= 10 ? medianColor(hair) : null };
}

type Point = { x: number; y: number; color: Rgb };

/** Two-means on colour; when the two groups differ clearly, the one lower in the picture. */
function lowerColorCluster(points: Point[]): Point[] {
  // Seeds: the median colour, and the candidate farthest from it (not a stray edge pixel:
  // the 95th percentile of distance).
  const middle = medianColor(points.map((point) => point.color));
  const byDistance = [...points].sort(
    (p, q) => colorDistance(p.color, middle) - colorDistance(q.color, middle),
  );
  const far = byDistance[Math.floor(byDistance.length * 0.95)]?.color ?? middle;
  let centres: [Rgb, Rgb] = [middle, far];
  let groups: [Point[], Point[]] = [points, []];
  for (let round = 0; round < 8; round += 1) {
    groups = [[], []];
    for (const point of points) {
      const nearer =
        colorDistance(point.color, centres[0]) <= colorDistance(point.color, centres[1]) ? 0 : 1;
      groups[nearer].push(point);
    }
    centres = [
      groups[0].length ? meanColor(groups[0]) : centres[0],
      groups[1].length ? meanColor(groups[1]) : centres[1],
    ];
  }
  const [a, b] = groups;
  if (a.length === 0 || b.length === 0 || colorDistance(centres[0], centres[1]) < 35) return points;
  const meanY = (group: Point[]) => group.reduce((sum, point) => sum + point.y, 0) / group.length;
  // Ignore a sliver: a cluster under a tenth of the candidates is noise, not the face.
  if (a.length < points.length * 0.1) return b;
  if (b.length < points.length * 0.1) return a;
  return meanY(a) > meanY(b) ? a : b;
}

function meanColor(points: Point[]): Rgb {
  const sum = points.reduce<Rgb>(
    (total, point) => [
      total[0] + point.color[0],
      total[1] + point.color[1],
      total[2] + point.color[2],
    ],
    [0, 0, 0],
  );
  return [sum[0] / points.length, sum[1] / points.length, sum[2] / points.length];
}

function colorDistance(a: Rgb, b: Rgb): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
}

/** Chai & Ngan's skin rule in YCbCr, with a floor on brightness so shadows do not count. */
function isSkin([r, g, b]: Rgb): boolean {
  const y = 0.299 * r + 0.587 * g + 0.114 * b;
  const cb = 128 - 0.168736 * r - 0.331264 * g + 0.5 * b;
  const cr = 128 + 0.5 * r - 0.418688 * g - 0.081312 * b;
  return y > 40 && cb >= 77 && cb <= 127 && cr >= 133 && cr <= 173;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function medianColor(colors: Rgb[]): Rgb {
  return [
    median(colors.map((c) => c[0])),
    median(colors.map((c) => c[1])),
    median(colors.map((c) => c[2])),
  ];
}

function toHex(color: Rgb): string {
  return `#${color.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}
