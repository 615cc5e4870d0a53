import { DEFAULT_LIKENESS, EYE_COLOR_SWATCHES, type Likeness } from '@littlestar/shared/likeness';
import type { FacePoint, FacesProvider, FoundFace } from '../faces/faces-provider.js';

type Rgb = [number, number, number];

export interface LikenessEstimate {
  likeness: Likeness;
  /** Which traits were measured on the photos; the rest are defaults the parent can adjust. */
  estimated: (keyof Likeness)[];
  /** Just the traits that were measured. */
  traits: Partial<Likeness>;
  /** One note per photo in which no single face was found. */
  warnings: string[];
}

/** An eye narrower than this (pixels, corner to corner) is too small to read a colour from. */
const MIN_EYE_PIXELS = 32;
/** An iris sample greyer than this is not a clear look at the eye's colour. */
const MIN_IRIS_SATURATION = 0.18;

interface FaceSample {
  skin: Rgb | null;
  hair: Rgb | null;
  eyes: Rgb[];
}

/**
 * Measures the child's colours where the face detector found the face: skin on the cheeks
 * and nose (between the eyes and the mouth), hair in a band above the face, and the eyes'
 * colour inside the eye landmarks when both lids are open enough to see the iris. The median
 * across photos resists one photo in odd light. The parent reviews every trait; hair style,
 * glasses and favourite colour stay theirs to set.
 */
export async function estimateLikeness(
  photos: { data: Buffer; index: number }[],
  faces: FacesProvider,
): Promise<LikenessEstimate> {
  const skins: Rgb[] = [];
  const hairs: Rgb[] = [];
  const eyes: Rgb[] = [];
  const warnings: string[] = [];
  for (const photo of photos) {
    const found = await faces.findFaces(photo.data);
    const [face] = found.faces;
    if (!face || found.faces.length > 1) {
      warnings.push(
        `Photo ${photo.index}: ${face ? 'more than one face' : 'no face'} found. A clear, solo photo of your child works best.`,
      );
      continue;
    }
    const sample = await sampleFace(photo.data, face);
    if (sample.skin) skins.push(sample.skin);
    if (sample.hair) hairs.push(sample.hair);
    eyes.push(...sample.eyes);
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
  // One clear eye is not enough to name a colour: at least two looks, in any photos.
  if (eyes.length >= 2) {
    likeness.eyeColor = nearestEyeSwatch(medianColor(eyes));
    estimated.push('eyeColor');
  }
  const traits: Partial<Likeness> = Object.fromEntries(
    estimated.map((trait) => [trait, likeness[trait]]),
  );
  return { likeness, estimated, traits, warnings };
}

async function sampleFace(data: Buffer, face: FoundFace): Promise<FaceSample> {
  const { default: sharp } = await import('sharp');
  const { data: pixels, info } = await sharp(data)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const at = (x: number, y: number): Rgb | null => {
    const px = Math.round(x);
    const py = Math.round(y);
    if (px < 0 || py < 0 || px >= width || py >= height) return null;
    const offset = (py * width + px) * 3;
    return [pixels[offset] ?? 0, pixels[offset + 1] ?? 0, pixels[offset + 2] ?? 0];
  };
  const collect = (
    box: { left: number; top: number; right: number; bottom: number },
    keep: (color: Rgb, x: number, y: number) => boolean,
  ): Rgb[] => {
    const colors: Rgb[] = [];
    // About 40 samples a side, whatever the face's size in pixels.
    const step = Math.max(1, Math.floor(Math.min(box.right - box.left, box.bottom - box.top) / 40));
    for (let y = box.top; y <= box.bottom; y += step) {
      for (let x = box.left; x <= box.right; x += step) {
        const color = at(x, y);
        if (color && keep(color, x, y)) colors.push(color);
      }
    }
    return colors;
  };
  const point = (index: number): FacePoint => face.landmarks[index] ?? { x: 0, y: 0 };

  // Skin: from under the eyes to the upper lip, between the outer eye corners.
  const skinPixels = collect(
    {
      left: point(36).x,
      right: point(45).x,
      top: (point(41).y + point(29).y) / 2,
      bottom: point(51).y - (point(51).y - point(33).y) * 0.3,
    },
    (color) => luminance(color) > 35 && luminance(color) < 245,
  );
  const skin = skinPixels.length >= 20 ? medianColor(skinPixels) : null;

  // Hair: a band above the detector's box (which stops at the brow), where it is not skin.
  const { box } = face;
  const hairPixels = skin
    ? collect(
        {
          left: box.x + box.width * 0.2,
          right: box.x + box.width * 0.8,
          top: box.y - box.height * 0.3,
          bottom: box.y + box.height * 0.02,
        },
        (color) => colorDistance(color, skin) > 45,
      )
    : [];
  const hair = hairPixels.length >= 30 ? medianColor(hairPixels) : null;

  const eyes: Rgb[] = [];
  for (const corners of [
    [36, 37, 38, 39, 40, 41],
    [42, 43, 44, 45, 46, 47],
  ]) {
    const [outer, upper1, upper2, inner, lower2, lower1] = corners.map(point) as [
      FacePoint,
      FacePoint,
      FacePoint,
      FacePoint,
      FacePoint,
      FacePoint,
    ];
    const eyeWidth = Math.hypot(inner.x - outer.x, inner.y - outer.y);
    const opening =
      (Math.hypot(upper1.x - lower1.x, upper1.y - lower1.y) +
        Math.hypot(upper2.x - lower2.x, upper2.y - lower2.y)) /
      2;
    // Too small to see, or a blink or a squint: the lids hide the iris.
    if (eyeWidth < MIN_EYE_PIXELS || opening / eyeWidth < 0.24) continue;
    const centre = {
      x: (outer.x + inner.x) / 2,
      y: (upper1.y + upper2.y + lower1.y + lower2.y) / 4,
    };
    const radius = Math.min(eyeWidth * 0.22, opening * 0.5);
    const iris = collect(
      {
        left: centre.x - radius,
        right: centre.x + radius,
        top: centre.y - radius,
        bottom: centre.y + radius,
      },
      (color, x, y) =>
        Math.hypot(x - centre.x, y - centre.y) <= radius &&
        // Not the pupil or lashes, not the white of the eye or a reflection.
        luminance(color) > 28 &&
        !(luminance(color) > 150 && saturation(color) < 0.18),
    );
    const irisColor = iris.length >= 8 ? medianColor(iris) : null;
    // Grey mush (shadow, blur, a coloured light) says nothing: the parent picks instead.
    if (irisColor && saturation(irisColor) >= MIN_IRIS_SATURATION) eyes.push(irisColor);
  }
  return { skin, hair, eyes };
}

/**
 * Eye colours are small, dark and muddy in photos: the named swatch of the nearest hue reads
 * truer, lightness (which shadow and lashes pull down) deciding only between swatches of one
 * hue (dark brown, brown, amber). Grey is never read: a grey sample is no clear look.
 */
function nearestEyeSwatch(color: Rgb): string {
  let best = DEFAULT_LIKENESS.eyeColor;
  let bestDistance = Infinity;
  for (const swatch of EYE_COLOR_SWATCHES) {
    const target = fromHex(swatch.hex);
    if (saturation(target) < MIN_IRIS_SATURATION) continue;
    const hueGap = Math.abs(hue(color) - hue(target));
    const distance =
      Math.min(hueGap, 360 - hueGap) + Math.abs(luminance(color) - luminance(target)) * 0.5;
    if (distance < bestDistance) {
      best = swatch.hex;
      bestDistance = distance;
    }
  }
  return best;
}

function hue([r, g, b]: Rgb): number {
  const max = Math.max(r, g, b);
  const delta = max - Math.min(r, g, b);
  if (delta === 0) return 0;
  const sector =
    max === r ? ((g - b) / delta) % 6 : max === g ? (b - r) / delta + 2 : (r - g) / delta + 4;
  return (sector * 60 + 360) % 360;
}

function luminance([r, g, b]: Rgb): number {
  return 0.299 * r + 0.587 * g + 0.114 * b;
}

function saturation([r, g, b]: Rgb): number {
  const max = Math.max(r, g, b);
  return max === 0 ? 0 : (max - Math.min(r, g, b)) / max;
}

function colorDistance(a: Rgb, b: Rgb): number {
  return Math.hypot(a[0] - b[0], a[1] - b[1], a[2] - b[2]);
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

function fromHex(hex: string): Rgb {
  return [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
}

function toHex(color: Rgb): string {
  return `#${color.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;
}
