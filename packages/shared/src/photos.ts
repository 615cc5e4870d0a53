import { z } from 'zod';
import { errorBodySchema } from './errors.js';

/** product.md#photos and the upload contract of the children issue: limits both sides enforce. */
export const MAX_PHOTOS = 10;
export const DEFAULT_MIN_PHOTOS = 5;
export const ALLOWED_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/jpg', 'image/webp'] as const;

/** What the server accepts inside one uploaded zip. */
export const UPLOAD_LIMITS = {
  /** The zip itself, as uploaded. */
  maxZipBytes: 120 * 1024 * 1024,
  maxImageEntries: MAX_PHOTOS,
  maxEntries: 20,
  maxEntryBytes: 15 * 1024 * 1024,
  maxTotalUncompressedBytes: 100 * 1024 * 1024,
  maxCompressionRatio: 100,
  maxMegapixels: 40,
  maxLongSide: 1536,
} as const;

export const photoMessages = {
  tooMany: 'You can only upload up to 10 images.',
  invalidSkipped: 'Some files were not valid images and were skipped.',
  tooFew: (minimum: number) => `Please upload at least ${minimum} images`,
} as const;

/**
 * The counter under the photo picker, with what is still missing, so a parent at 2 photos
 * knows before pressing Start: "2 of 10 photos — add at least 3 more".
 */
export function photoCountText(options: { count: number; minimum: number; max?: number }): string {
  const { count, minimum, max = MAX_PHOTOS } = options;
  const head = `${count} of ${max} photos`;
  if (count >= minimum) return head;
  return `${head} — add at least ${minimum - count}${count === 0 ? '' : ' more'}`;
}

/** Why the photo check (a face detector on the server) cannot use a photo. */
export const PHOTO_PROBLEMS = [
  'no_face',
  'several_faces',
  'face_too_small',
  'someone_else',
] as const;
export const photoProblemSchema = z.enum(PHOTO_PROBLEMS);
export type PhotoProblem = z.infer<typeof photoProblemSchema>;

/** What the parent reads beside a photo the check refused. */
export const photoProblemMessages: Record<PhotoProblem, string> = {
  no_face: 'We could not find a face in this photo',
  several_faces: 'Other people are in this photo: choose one where your child is alone',
  face_too_small: "Your child's face is too small in this photo",
  someone_else: 'This looks like someone else',
};

/** The few words on a refused photo's thumbnail; its full reason is the message above. */
export const photoProblemLabels: Record<PhotoProblem, string> = {
  no_face: 'No face found',
  several_faces: 'Others in photo',
  face_too_small: 'Face too small',
  someone_else: 'Someone else?',
};

/** One photo of an upload as the check saw it; `index` is its 1-based place in the zip. */
export const checkedPhotoSchema = z.object({
  index: z.number().int().min(1),
  faces: z.number().int().min(0),
  usable: z.boolean(),
  problem: photoProblemSchema.nullable(),
});
export type CheckedPhoto = z.infer<typeof checkedPhotoSchema>;

/** The 400 of a training start with too few usable photos: `detail` plus each photo's verdict. */
export const photoCheckRefusalSchema = errorBodySchema.extend({
  photos: z.array(checkedPhotoSchema),
});
export type PhotoCheckRefusal = z.infer<typeof photoCheckRefusalSchema>;

/** The one summary line of a check: "4 of 6 photos can be used: add 1 more". */
export function photoCheckSummary(options: {
  usable: number;
  total: number;
  minimum: number;
}): string {
  const { usable, total, minimum } = options;
  const head = `${usable} of ${total} ${total === 1 ? 'photo' : 'photos'} can be used`;
  return usable >= minimum ? head : `${head}: add ${minimum - usable} more`;
}

/** The refusal's `detail`: the summary, then why each refused photo is refused. */
export function photoCheckDetail(photos: CheckedPhoto[], minimum: number): string {
  const summary = photoCheckSummary({
    usable: photos.filter((photo) => photo.usable).length,
    total: photos.length,
    minimum,
  });
  const reasons = photos
    .filter((photo) => photo.problem)
    .map((photo) => `Photo ${photo.index}: ${photoProblemMessages[photo.problem ?? 'no_face']}.`);
  return [`${summary}.`, ...reasons].join(' ');
}
