import type { AppContext } from '../app-context.js';
import {
  likenessReferenceOf,
  sealLikenessReference,
} from '../modules/children/likeness-reference.js';
import { judgePhotos } from '../modules/children/photo-check.js';

/**
 * The sealed likeness reference a training of these photos keeps (as training.ts makes it:
 * the photo check's verdicts, their descriptors and the photos' hashes).
 */
export async function sealedReferenceOf(
  context: Pick<AppContext, 'faces' | 'secret'>,
  photos: Buffer[],
): Promise<string> {
  const found = await Promise.all(
    photos.map(async (data, index) => ({ index, ...(await context.faces.findFaces(data)) })),
  );
  const reference = await likenessReferenceOf(
    judgePhotos(found).map((verdict) => ({
      verdict,
      photo: {
        index: verdict.index,
        format: 'jpeg' as const,
        data: photos[verdict.index] ?? Buffer.alloc(0),
        width: verdict.width,
        height: verdict.height,
      },
    })),
  );
  if (!reference) throw new Error('none of the photos has a face');
  return sealLikenessReference(context.secret, reference);
}
