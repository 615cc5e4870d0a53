import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config.js';
import type { DatabaseHandle } from './db/database.js';
import type { JobQueue } from './jobs/queue.js';
import type { FacesProvider } from './providers/faces/faces-provider.js';
import type { MailProvider } from './providers/mail/mail-provider.js';
import type { LikenessProvider } from './providers/likeness/likeness-provider.js';
import type { ModerationProvider } from './providers/moderation/moderation-provider.js';
import type { PictureReviewProvider } from './providers/picture-review/picture-review-provider.js';
import type { PaymentGateway } from './providers/payments/payments-provider.js';
import type { PrintProvider } from './providers/print/print-provider.js';
import type { StorageProvider } from './providers/storage/storage-provider.js';
import type { StoryImagesProvider } from './providers/story-images/story-images-provider.js';
import type { StoryTextProvider } from './providers/story-text/story-text-provider.js';

/** What routes, services and job handlers share: built once per process by `main.ts` or a test. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  queue: JobQueue;
  storage: StorageProvider;
  mail: MailProvider;
  payments: PaymentGateway;
  /** The print service for printed books; undefined with PRINT=off. */
  print: PrintProvider | undefined;
  likeness: LikenessProvider;
  /** The offline photo check: finds the faces in a photo (model loaded on first use). */
  faces: FacesProvider;
  storyText: StoryTextProvider;
  storyImages: StoryImagesProvider;
  /** Checks story ideas before they are charged and finished stories before they are complete. */
  moderation: ModerationProvider;
  /** A vision model's second look at each drawn picture; undefined with PICTURE_JUDGE=off. */
  pictureReview: PictureReviewProvider | undefined;
  log: FastifyBaseLogger;
  /**
   * APP_SECRET (or one kept in DATA_DIR). Nothing uses it as a key itself: each use derives
   * its own with `purposeKey` (secret.ts).
   */
  secret: string;
}
