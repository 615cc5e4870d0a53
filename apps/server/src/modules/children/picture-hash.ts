/**
 * A picture's difference hash (dHash): its 9 × 8 greyscale copy, one bit a pixel for "brighter
 * than its right-hand neighbour", 64 bits as 16 hex digits. Re-encoding, resizing or a light
 * colour change moves a few bits; another picture moves about half of them (Krawetz, "Kind of
 * Like That", 2013). Said of a photo, it says nothing about who is in it.
 */
export async function pictureHash(picture: Buffer): Promise<string> {
  const { default: sharp } = await import('sharp');
  const pixels = await sharp(picture)
    .flatten({ background: '#ffffff' })
    .greyscale()
    .resize(9, 8, { fit: 'fill' })
    .raw()
    .toBuffer();
  let hash = 0n;
  for (let row = 0; row < 8; row += 1) {
    for (let column = 0; column < 8; column += 1) {
      const left = pixels[row * 9 + column] ?? 0;
      const right = pixels[row * 9 + column + 1] ?? 0;
      hash = (hash << 1n) | (left > right ? 1n : 0n);
    }
  }
  return hash.toString(16).padStart(16, '0');
}

/** How many of the 64 bits differ between two hashes. */
export function hashDistance(a: string, b: string): number {
  let diff = BigInt(`0x${a}`) ^ BigInt(`0x${b}`);
  let bits = 0;
  while (diff > 0n) {
    bits += Number(diff & 1n);
    diff >>= 1n;
  }
  return bits;
}
