/**
 * Writes the memory walk's upload (six 12-megapixel photos in a zip) to the path given. A
 * process of its own: libvips' work making them would otherwise stay in the bench's memory
 * (glibc keeps what it freed), and the bench would count it as the server's.
 */
import fs from 'node:fs/promises';
import sharp from 'sharp';
import { soloPhoto } from '../test/face-photos.js';
import { photoZip } from '../test/photos.js';

const [target] = process.argv.slice(2);
if (!target) throw new Error('usage: memory-walk-photos <zip path>');
const photos = await Promise.all(
  Array.from({ length: 6 }, async (_, variant) =>
    sharp(await soloPhoto({ sample: 1, face: 1, variant }))
      .resize(4000, 3000, { fit: 'cover' })
      .jpeg({ quality: 90 })
      .toBuffer(),
  ),
);
await fs.writeFile(target, await photoZip(photos));
