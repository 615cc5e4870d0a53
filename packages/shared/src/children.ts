import { z } from 'zod';
import { MAX_CHILD_AGE, MIN_CHILD_AGE, pronounsSchema } from './catalog.js';
import { hairStyleSchema, likenessInputSchema } from './likeness.js';
import { devanagariNameSchema } from './languages.js';

export const TRAINING_STATUSES = [
  'not_started',
  'queued',
  'training',
  'completed',
  'failed',
] as const;
export const trainingStatusSchema = z.enum(TRAINING_STATUSES);
export type TrainingStatus = z.infer<typeof trainingStatusSchema>;

/**
 * product.md#training-status: labels, and the spec's guidance texts. Here a child exists
 * (and stays `not_started`) from step 1 until its photos are in, and `queued` means the
 * training job waits: so each status carries the spec sentence that is true of it (see
 * docs/decisions/004). 'Child Profile not created…' describes no card we can show.
 */
export const TRAINING_STATUS_TEXT: Record<TrainingStatus, { label: string; guidance: string }> = {
  not_started: {
    label: 'Not Started',
    guidance: 'Child Profile created. Please upload images and start training.',
  },
  queued: {
    label: 'Queued',
    guidance:
      'Child Profile created. Please wait for some time. We will mail you once it is ready.',
  },
  training: {
    label: 'Training',
    guidance:
      'Child Profile created. Please wait for some time. We will mail you once it is ready.',
  },
  completed: {
    label: 'Ready',
    guidance: 'Child Profile created. You can now add and view stories.',
  },
  failed: {
    label: 'Failed',
    guidance: 'Child Profile created. Please try updating the profile again.',
  },
};

/**
 * New photos (and so a new likeness) only before training or after a failure: a trained
 * child's pictures come from the photos it was trained on.
 */
export const EDITABLE_STATUSES: readonly TrainingStatus[] = ['not_started', 'failed'];
export const isEditableStatus = (status: TrainingStatus) => EDITABLE_STATUSES.includes(status);

/**
 * Name, age and pronouns: at any time except while training runs (it reads the profile when
 * it ends). They do not touch the likeness, so a typo in a ready child's name is fixed in place.
 */
export const DETAILS_LOCKED_STATUSES: readonly TrainingStatus[] = ['queued', 'training'];
export const canEditDetails = (status: TrainingStatus) => !DETAILS_LOCKED_STATUSES.includes(status);

export const childMessages = {
  nameRequired: "Please enter your child's name",
  fillRequired: 'Please fill in all required fields',
  created: 'Child profile created! Now upload images.',
  updated: 'Child profile updated!',
  trainingStarted: 'Training started successfully! Redirecting...',
  cannotEdit: 'Cannot edit child with current training status',
  /** Why name, age and pronouns cannot be saved right now, and when they can. */
  detailsLockedWhileTraining:
    'Name, age and pronouns can be corrected as soon as training has finished.',
  loading: 'Loading children...',
  empty: 'No little stars added yet',
  fetchFailed: 'Failed to fetch children',
  createFailed: 'Failed to create child profile',
  updateFailed: 'Failed to update child profile',
  uploadUrlFailed: 'Failed to get upload URL',
  uploadFailed: 'Failed to upload images to server',
  startFailed: 'Failed to start training',
  loadFailed: 'Failed to load child details',
  notCreated: 'Child profile not created. Please go back and fill details.',
} as const;

export const childInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, childMessages.nameRequired)
    .max(60, 'Name must be at most 60 characters'),
  age: z.number().int().min(MIN_CHILD_AGE).max(MAX_CHILD_AGE),
  pronouns: pronounsSchema,
  /**
   * product.md#story-language: the name in Devanagari, used in books written in Hindi. Absent
   * keeps what the child has; blank or null clears it.
   */
  name_devanagari: devanagariNameSchema.optional(),
});
export type ChildInput = z.output<typeof childInputSchema>;

/** The likeness as the API answers it (already normalised, so no transforms to run backwards). */
export const likenessResponseSchema = z.object({
  skinTone: z.string(),
  hairColor: z.string(),
  eyeColor: z.string(),
  favoriteColor: z.string(),
  hairStyle: hairStyleSchema,
  glasses: z.boolean(),
});

/**
 * The child's character sheet (a portrait in the books' style that every picture copies), on
 * a server whose pictures come from an image model; null where they are drawn offline.
 */
export const characterSheetSchema = z
  .object({
    status: z.enum(['none', 'drawing', 'ready']),
    drawn_at: z.string().nullable(),
    /** When the parent may ask for another new picture; null when they may now. */
    next_redraw_at: z.string().nullable(),
  })
  .nullable();
export type CharacterSheet = z.infer<typeof characterSheetSchema>;

/** A parent may ask for a new character sheet once in this many hours. */
export const CHARACTER_SHEET_REDRAW_HOURS = 24;

export const characterSheetMessages = {
  offline: 'Pictures on this server are drawn without a character sheet.',
  notReady: 'A new picture can be drawn once the profile is ready.',
  alreadyDrawing: 'A new picture is already being drawn.',
  oncePerDay: 'You can ask for a new picture once a day.',
} as const;

/**
 * The picture judge's likeness check: it compares each page of a book drawn by an image model
 * with the child's face reference (measurements of the face in the photos, not the photos).
 * `has_reference`: the reference is kept now; the check can be on without one until training
 * measures the photos.
 */
export const likenessCheckSchema = z.object({
  enabled: z.boolean(),
  has_reference: z.boolean(),
});
export type LikenessCheck = z.infer<typeof likenessCheckSchema>;

/** `PUT /api/children/{id}/likeness-check`: off deletes the face reference, on makes it again. */
export const likenessCheckInputSchema = z.strictObject({
  enabled: z.boolean({ error: 'must be true or false' }),
});
export type LikenessCheckInput = z.infer<typeof likenessCheckInputSchema>;

export const likenessCheckMessages = {
  label: 'Likeness check',
  explanation: (name: string) =>
    `Compares the pictures in ${name}'s books with measurements of ${name}'s face from the photos. Turning it off deletes those measurements.`,
  offNote: (name: string) =>
    `Off: no measurements of ${name}'s face are kept, and the pictures are not compared with them.`,
  turnedOn: 'The likeness check is on.',
  turnedOff: 'The likeness check is off, and the face measurements are deleted.',
  failed: 'Failed to change the likeness check',
  /**
   * 409: turning the check on needs the photos, and they were deleted after training (a
   * trained child takes no new photos: its pictures come from the photos it was trained on).
   */
  photosGone:
    'The photos were deleted after training, so the likeness check cannot be turned on again for this child.',
  /** 409: the stored photos were read, but no face in them could be measured. */
  noFaceMeasured:
    'No face could be measured in the photos we still have, so the likeness check cannot be turned on for this child.',
  /** Beside a switch that is off for good: a trained child whose photos were deleted. */
  photosGoneNote: (name: string) =>
    `Off: ${name}'s photos were deleted after training, so the check cannot be turned on again.`,
  /** 409: new photos arrived while the old ones were being measured. */
  photosChanged: 'The photos changed meanwhile. Please try again.',
} as const;

export const childSchema = z.object({
  id: z.string(),
  name: z.string(),
  /** The name in Devanagari for books in Hindi; null when the parent gave none. */
  name_devanagari: z.string().nullable(),
  age: z.number().int(),
  pronouns: pronounsSchema,
  training_status: trainingStatusSchema,
  imageUrl: z.string().nullable(),
  photo_count: z.number().int(),
  likeness: likenessResponseSchema,
  /** Notes from training, e.g. a photo without a face. */
  training_warnings: z.array(z.string()),
  /** The traits training measured on the child's face (the rest are defaults to review). */
  likeness_measured: z.array(likenessResponseSchema.keyof()),
  character_sheet: characterSheetSchema,
  likeness_check: likenessCheckSchema,
  created_at: z.string(),
});
export type Child = z.infer<typeof childSchema>;

export const likenessUpdateSchema = likenessInputSchema;

/** `GET /api/training/limits`: how many photos this server asks for (MIN_PHOTOS is configurable). */
export const photoLimitsSchema = z.object({
  min_photos: z.number().int(),
  max_photos: z.number().int(),
});
export type PhotoLimits = z.infer<typeof photoLimitsSchema>;

/**
 * Where the browser sends the photo zip. With `PUT` the zip is the body (Content-Type
 * `application/zip`); with `POST` (S3) it is a multipart form: every `upload_fields` entry
 * first, in order, then the zip as the field `file`. Either way the storage refuses a file
 * over the size limit.
 */
export const uploadUrlSchema = z.object({
  upload_url: z.string(),
  upload_method: z.enum(['PUT', 'POST']),
  upload_fields: z.record(z.string(), z.string()),
  /** Seconds the URL stays valid. */
  expires_in: z.number().int(),
});
export type UploadUrl = z.infer<typeof uploadUrlSchema>;

export const trainingStatusResponseSchema = z.object({
  child_id: z.string(),
  training_status: trainingStatusSchema,
});
export type TrainingStatusResponse = z.infer<typeof trainingStatusResponseSchema>;
