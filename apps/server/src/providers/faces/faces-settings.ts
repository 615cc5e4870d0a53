import os from 'node:os';
import { z } from 'zod';
import type { SettingsSchema } from '../provider-settings.js';

export interface FacesSettings {
  /** Model threads of the photo check: each holds its own copy of the model (about 270 MB). */
  threads: number;
  /**
   * How long a model thread may sit without work before it is stopped and its memory freed
   * (60 s unless set).
   */
  idleSeconds?: number;
}

/** FACE_CHECK_THREADS: two by default, or one on a single core; FACE_CHECK_IDLE_SECONDS: 60. */
export const facesSettingsSchema: SettingsSchema<FacesSettings> = () =>
  z
    .object({
      FACE_CHECK_THREADS: z.coerce.number().int().min(1).max(8).optional(),
      FACE_CHECK_IDLE_SECONDS: z.coerce.number().min(0.1).max(86_400).default(60),
    })
    .transform((env) => ({
      threads: env.FACE_CHECK_THREADS ?? Math.min(2, os.availableParallelism()),
      idleSeconds: env.FACE_CHECK_IDLE_SECONDS,
    }));
