import os from 'node:os';
import { z } from 'zod';
import type { SettingsSchema } from '../provider-settings.js';

export interface FacesSettings {
  /** Model threads of the photo check: each holds its own copy of the model (about 270 MB). */
  threads: number;
}

/** FACE_CHECK_THREADS: two by default, or one on a single core. */
export const facesSettingsSchema: SettingsSchema<FacesSettings> = () =>
  z
    .object({
      FACE_CHECK_THREADS: z.coerce.number().int().min(1).max(8).optional(),
    })
    .transform((env) => ({
      threads: env.FACE_CHECK_THREADS ?? Math.min(2, os.availableParallelism()),
    }));
