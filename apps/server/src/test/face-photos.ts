import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';

const require = createRequire(import.meta.url);

/** The sample photos that ship with @vladmandic/face-api (MIT): groups of three to five adults. */
const SAMPLES = path.join(
  path.dirname(require.resolve('@vladmandic/face-api/package.json')),
  'demo',
);

export type Sample = 1 | 2 | 3 | 4 | 5 | 6;

/**
 * The faces in each sample, left to right, as the detector boxes them (x, y, width, height in
 * the sample's pixels): measured once, so a test crops a person without running the model.
 */
export const SAMPLE_FACES: Record<Sample, [number, number, number, number][]> = {
  1: [
    [411, 354, 181, 239],
    [838, 420, 190, 222],
    [1476, 200, 201, 238],
  ],
  2: [
    [361, 134, 150, 253],
    [899, 224, 153, 224],
    [1446, 153, 194, 242],
  ],
  3: [
    [585, 332, 199, 268],
    [1075, 216, 220, 295],
    [1515, 289, 169, 284],
  ],
  4: [
    [256, 185, 161, 247],
    [664, 51, 184, 261],
    [988, 180, 170, 227],
    [1275, 133, 151, 255],
  ],
  5: [
    [377, 862, 171, 297],
    [598, 415, 165, 249],
    [787, 109, 154, 211],
    [1112, 199, 159, 235],
    [1406, 387, 167, 274],
  ],
  6: [
    [250, 466, 209, 292],
    [680, 320, 159, 305],
    [1179, 306, 189, 278],
    [1486, 261, 211, 297],
  ],
};

/** How many faces each sample has (a group photo, for the check to refuse). */
export const SAMPLE_FACE_COUNTS = Object.fromEntries(
  Object.entries(SAMPLE_FACES).map(([sample, faces]) => [sample, faces.length]),
) as Record<Sample, number>;

const cache = new Map<string, Promise<Buffer>>();
function remembered(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
  let photo = cache.get(key);
  if (!photo) {
    photo = make();
    cache.set(key, photo);
  }
  return photo;
}

/** A sample as it ships (a group photo), with the EXIF and GPS a phone writes. */
export function samplePhoto(sample: Sample): Promise<Buffer> {
  return remembered(`sample-${sample}`, async () =>
    withPhoneMetadata(sharp(await readFile(path.join(SAMPLES, `sample${sample}.jpg`)))),
  );
}

/**
 * A solo photo of one person of a sample: a head-and-shoulders crop around their face, and
 * for each `variant` a different crop, mirror, light and size, as a parent's photos of one
 * child differ. Variants 0 to 9 all show one face of a reasonable size.
 */
export function soloPhoto(
  options: { sample?: Sample; face?: number; variant?: number } = {},
): Promise<Buffer> {
  const sample = options.sample ?? 1;
  const face = options.face ?? 1;
  const variant = options.variant ?? 0;
  return remembered(`solo-${sample}-${face}-${variant}`, async () => {
    const box = SAMPLE_FACES[sample][face];
    if (!box) throw new Error(`sample ${sample} has no face ${face}`);
    const source = sharp(await readFile(path.join(SAMPLES, `sample${sample}.jpg`)));
    const { width = 0, height = 0 } = await source.metadata();
    const [x, y, w, h] = box;
    const spread = [1.9, 2.1, 1.8, 2.3, 2.0, 1.85, 2.2, 1.95, 2.05, 2.15][variant % 10] ?? 2;
    const side = Math.round(Math.min(Math.max(w, h) * spread, width, height));
    const centreX = x + w / 2 + ((variant % 3) - 1) * w * 0.08;
    const centreY = y + h * 0.6;
    const left = Math.round(Math.min(Math.max(centreX - side / 2, 0), width - side));
    const top = Math.round(Math.min(Math.max(centreY - side / 2, 0), height - side));
    let image = source
      .extract({ left, top, width: side, height: Math.min(Math.round(side * 1.2), height - top) })
      .resize({ width: 560 + (variant % 4) * 80 })
      .modulate({ brightness: 0.92 + (variant % 5) * 0.04 });
    if (variant % 2 === 1) image = image.flop();
    return withPhoneMetadata(sharp(await image.toBuffer()));
  });
}

/** Photos of no one: a plain colour and a striped "landscape". */
export function faceFreePhoto(kind: 'flat' | 'landscape' = 'landscape'): Promise<Buffer> {
  return remembered(`empty-${kind}`, () => {
    const svg =
      kind === 'flat'
        ? `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="480"><rect width="100%" height="100%" fill="#8fb8de"/></svg>`
        : `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600">
            <rect width="800" height="300" fill="#9ec9e8"/><rect y="300" width="800" height="300" fill="#4c8c3f"/>
            <circle cx="650" cy="110" r="55" fill="#f7d774"/>
            <polygon points="0,320 180,150 360,320" fill="#6b6f7a"/><polygon points="250,320 470,120 690,320" fill="#7b7f8a"/>
          </svg>`;
    return withPhoneMetadata(sharp(Buffer.from(svg)));
  });
}

/** The EXIF a phone writes: its make and model, and where the photo was taken. */
export const PHONE_EXIF = {
  IFD0: { Make: 'PhoneMaker', Model: 'Phone 15' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '51/1 30/1 0/1',
    GPSLongitudeRef: 'W',
    GPSLongitude: '0/1 7/1 0/1',
  },
};

function withPhoneMetadata(image: Sharp): Promise<Buffer> {
  return image.jpeg({ quality: 88 }).withExif(PHONE_EXIF).toBuffer();
}

/**
 * A page as an image model might answer it, 1024 pixels square: the photo smoothed and
 * recoloured, a "drawing" of the person (`styled`), or as it is, pasted into the scene.
 */
export async function pageShowing(
  photo: Buffer,
  options: { styled: boolean } = { styled: true },
): Promise<Buffer> {
  const person = options.styled
    ? await sharp(photo)
        .blur(2)
        .modulate({ saturation: 1.6 })
        .median(5)
        .resize({ width: 520 })
        .png()
        .toBuffer()
    : await sharp(photo).resize({ width: 600 }).png().toBuffer();
  return sharp({ create: { width: 1024, height: 1024, channels: 3, background: '#7ab8d8' } })
    .composite([{ input: person, left: 220, top: 160 }])
    .png()
    .toBuffer();
}
