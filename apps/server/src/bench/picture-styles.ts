/**
 * Which drawing styles the picture judge's face model can read: one person's photo made into a
 * 1024-pixel page in several styles an illustrator (or an image model) might use, each judged
 * against a reference of five other photos of that person, and the same styles of another
 * person as the control. The styles are filters over a photo (sharp), not an image model's
 * drawings: they show where the detector and the recogniser stop reading a face, not what a
 * provider's style will score. `npm run bench` in apps/server; docs/pictures.md quotes it.
 */
import os from 'node:os';
import sharp from 'sharp';
import { createFacesProvider } from '../providers/faces/index.js';
import { pictureHash } from '../modules/children/service.js';
import { judgePicture, type LikenessReference } from '../modules/stories/picture-judge.js';
import { stopLettering, wordsIn } from '../modules/stories/picture-lettering.js';
import { soloPhoto, type Sample } from '../test/face-photos.js';

const THREADS = Math.min(2, os.availableParallelism());
const PAGE = 1024;
/** The person drawn is placed this wide on the page, as a hero in a scene is. */
const PERSON_WIDTH = 560;

/** Each style: the person's photo in, the styled person out (before it is placed on the page). */
const styles: Record<string, (photo: Buffer) => Promise<Buffer>> = {
  // The child's is another crop of one of the photos the reference was made from: pasted.
  photograph: (photo) => sharp(photo).png().toBuffer(),
  'smoothed paint (the tests’ “drawing”)': (photo) =>
    sharp(photo).blur(2).modulate({ saturation: 1.6 }).median(5).png().toBuffer(),
  watercolour: (photo) =>
    sharp(photo)
      .blur(5)
      .median(9)
      .modulate({ saturation: 1.3, brightness: 1.12 })
      .linear(0.8, 40)
      .png()
      .toBuffer(),
  'flat colour, 8 tones': async (photo) =>
    sharp(await sharp(photo).median(9).png({ palette: true, colours: 8, dither: 0 }).toBuffer())
      .png()
      .toBuffer(),
  'flat colour, 4 tones': async (photo) =>
    sharp(await sharp(photo).median(11).png({ palette: true, colours: 4, dither: 0 }).toBuffer())
      .png()
      .toBuffer(),
  'pencil (grey, sharpened)': (photo) =>
    sharp(photo).greyscale().sharpen({ sigma: 2 }).linear(1.4, -30).png().toBuffer(),
  // In stages: sharp applies its operations in its own order, not the order of the calls.
  'ink outline (edges only)': async (photo) =>
    sharp(
      await sharp(
        await sharp(photo)
          .greyscale()
          .blur(1.5)
          .convolve({ width: 3, height: 3, kernel: [-8, -8, -8, -8, 64, -8, -8, -8, -8] })
          .toBuffer(),
      )
        .negate()
        .toBuffer(),
    )
      .threshold(160)
      .png()
      .toBuffer(),
  'silhouette (two tones)': (photo) => sharp(photo).greyscale().threshold(110).png().toBuffer(),
  'chunky pixels (40 across)': async (photo) =>
    sharp(await sharp(photo).resize({ width: 40 }).toBuffer())
      .resize({ width: PERSON_WIDTH, kernel: 'nearest' })
      .png()
      .toBuffer(),
};

async function page(person: Buffer): Promise<Buffer> {
  const placed = await sharp(person).resize({ width: PERSON_WIDTH }).png().toBuffer();
  return sharp({ create: { width: PAGE, height: PAGE, channels: 3, background: '#f3e3c3' } })
    .composite([{ input: placed, left: 232, top: 160 }])
    .png()
    .toBuffer();
}

const faces = await createFacesProvider({ threads: THREADS }, {});
async function referenceOf(sample: Sample, face: number): Promise<LikenessReference> {
  const photos = await Promise.all(
    [0, 1, 2, 3, 4].map((variant) => soloPhoto({ sample, face, variant })),
  );
  const found = await Promise.all(photos.map((photo) => faces.findFaces(photo)));
  return {
    descriptors: found.flatMap((photo) => (photo.descriptor ? [photo.descriptor] : [])),
    hashes: await Promise.all(photos.map(pictureHash)),
  };
}

const reference = await referenceOf(1, 1);
/** The child, in a photo the reference was not made from; and someone else. */
const people = [
  { name: 'the child', photo: await soloPhoto({ sample: 1, face: 1, variant: 7 }) },
  { name: 'another person', photo: await soloPhoto({ sample: 3, face: 0, variant: 7 }) },
];

console.log(
  `\nPicture styles the judge can read (1024-pixel pages, reference of ` +
    `${reference.descriptors.length} photos; likeness 0–100, "–" not measured)`,
);
console.log(`  ${'style'.padEnd(40)} ${people.map(({ name }) => name.padEnd(16)).join(' ')}`);
for (const [name, style] of Object.entries(styles)) {
  const cells = [];
  for (const person of people) {
    const picture = await page(await style(person.photo));
    const verdict = await judgePicture({ picture, reference, faces, readWords: wordsIn });
    const refused = verdict.refused ? `, ${verdict.refused}` : '';
    cells.push(`${verdict.likeness ?? '–'}${refused}`.padEnd(16));
  }
  console.log(`  ${name.padEnd(40)} ${cells.join(' ')}`);
}

await stopLettering();
