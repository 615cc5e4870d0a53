import path from 'node:path';
import { z } from 'zod';
import {
  booleanFlag,
  optionalText,
  requirements,
  type SettingsSchema,
} from '../provider-settings.js';

export type StorageSettings =
  | { kind: 'local'; root: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      endpoint: string | undefined;
      accessKeyId: string | undefined;
      secretAccessKey: string | undefined;
      forcePathStyle: boolean;
    };

/** STORAGE and S3_*: files under DATA_DIR/files by default, or an S3-compatible bucket. */
export const storageSettingsSchema: SettingsSchema<StorageSettings> = (place) =>
  z
    .object({
      STORAGE: z.enum(['local', 's3']).default('local'),
      S3_BUCKET: optionalText,
      S3_REGION: z.string().default('us-east-1'),
      S3_ENDPOINT: z.url().optional(),
      S3_ACCESS_KEY_ID: optionalText,
      S3_SECRET_ACCESS_KEY: optionalText,
      S3_FORCE_PATH_STYLE: booleanFlag.default(false),
    })
    .check(
      requirements((env, need) => {
        if (env.STORAGE === 's3') need('S3_BUCKET', 'STORAGE=s3');
      }),
    )
    .transform((env): StorageSettings =>
      env.STORAGE === 's3'
        ? {
            kind: 's3',
            bucket: env.S3_BUCKET ?? '',
            region: env.S3_REGION,
            endpoint: env.S3_ENDPOINT,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
          }
        : { kind: 'local', root: path.join(place.dataDir, 'files') },
    );
