import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { Logger } from 'pino';
import type { AppContext } from './app-context.js';
import type { Config } from './config.js';
import { openDatabase, type DatabaseHandle } from './db/database.js';
import { installQueue, startQueue, type QueueSettings } from './jobs/queue.js';
import { ALL_JOBS } from './job-list.js';
import { createQueuedFaces } from './modules/children/queued-faces.js';
import { seedPlans } from './modules/payments/service.js';
import { createFacesProvider } from './providers/faces/index.js';
import { createLikenessProvider } from './providers/likeness/index.js';
import { createMailProvider } from './providers/mail/index.js';
import { createModerationProvider } from './providers/moderation/index.js';
import { createPictureReviewProvider } from './providers/picture-review/index.js';
import { createPaymentsProvider } from './providers/payments/index.js';
import { createPrintProvider } from './providers/print/index.js';
import { createStorageProvider } from './providers/storage/index.js';
import { createStoryImagesProvider } from './providers/story-images/index.js';
import { createStoryTextProvider } from './providers/story-text/index.js';
import { resolveAppSecret } from './secret.js';

export interface Runtime {
  context: AppContext;
  /** Starts job workers in this process (`start` and `work`). */
  startWorkers(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Opens everything a process needs, in order: database (migrated), queue, providers.
 * Closing stops them in reverse.
 */
export async function createRuntime(options: {
  config: Config;
  log: Logger;
  /** A ready PGlite (tests hand in a copy of a migrated template). */
  pglite?: PGlite;
  migrate?: boolean;
  /**
   * False for an API-only process (`serve`): it runs no jobs, so the face model is never
   * loaded in it; its photo checks go to a worker as `faces.find` jobs.
   */
  runsJobs?: boolean;
}): Promise<Runtime> {
  const { config, log } = options;
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    pgliteDir: path.join(config.dataDir, 'db'),
    ...(options.pglite ? { pglite: options.pglite } : {}),
  });
  try {
    const queueSettings = queueSettingsOf(config);
    // The queue's tables are created with the migrations, under their lock: processes
    // starting together would otherwise deadlock creating them. A test's copied template is
    // migrated already; its queues still take this configuration's retry settings.
    await waitForDatabase(database, log);
    if (options.migrate !== false) {
      await database.migrate((sql) => installQueue(sql, queueSettings));
    } else {
      await installQueue(database.sql, queueSettings);
    }
    // Plans come from modules/payments/plans.ts; upserting them each start keeps the shop in step.
    await seedPlans({ db: database.db });
    const secret = await resolveAppSecret({ appSecret: config.appSecret, dataDir: config.dataDir });
    const queue = await startQueue({
      ...queueSettings,
      sql: database.sql,
      pollingIntervalSeconds: config.jobs.pollingIntervalSeconds,
      stopGraceSeconds: config.jobs.stopGraceSeconds,
      ...(database.listen ? { listen: database.listen.bind(database) } : {}),
      soleWorker: database.kind === 'pglite',
      log,
      secret,
    });
    // Every kind the same way: its settings from config, and what it needs of this process.
    const storage = await createStorageProvider(config.storage, {
      publicUrl: config.publicUrl,
      secret,
    });
    const faces =
      options.runsJobs === false
        ? createQueuedFaces({ queue, storage })
        : await createFacesProvider(config.faces, {});
    const context: AppContext = {
      config,
      database,
      queue,
      storage,
      mail: await createMailProvider(config.mail, { log }),
      payments: await createPaymentsProvider(config.payments, { secret, db: database.db }),
      print: await createPrintProvider(config.print, {}),
      faces,
      likeness: await createLikenessProvider(config.likeness, { faces }),
      storyText: await createStoryTextProvider(config.storyText, { log }),
      storyImages: await createStoryImagesProvider(config.storyImages, { log }),
      moderation: await createModerationProvider(config.moderation, { log }),
      pictureReview: createPictureReviewProvider(config.pictureReview, {}),
      log,
      secret,
    };
    return {
      context,
      startWorkers: () => queue.work(ALL_JOBS, context),
      async close() {
        await queue.stop();
        context.mail.close();
        await database.close();
      },
    };
  } catch (error) {
    await database.close().catch(() => {});
    throw error;
  }
}

/** Errors of a database server that is restarting or not up yet: worth waiting for. */
const UNREACHABLE = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P03']);
const isUnreachable = (error: unknown) =>
  UNREACHABLE.has(String((error as { code?: unknown } | null)?.code)) ||
  /Connection terminated/.test(String((error as Error | null)?.message));

/**
 * A process started while PostgreSQL restarts (a deploy, an orchestrator restarting both)
 * waits for it, up to a minute, instead of exiting: it comes up by itself once the server does.
 */
async function waitForDatabase(database: DatabaseHandle, log: Logger, seconds = 60) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    try {
      await database.sql.executeSql('SELECT 1');
      return;
    } catch (error) {
      if (!isUnreachable(error) || Date.now() > deadline) throw error;
      log.warn({ err: error }, 'database not reachable yet; trying again');
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  }
}

/** What the queues are created with: every job of the app, with the configured retries. */
export function queueSettingsOf(config: Config): QueueSettings {
  return {
    retryLimit: config.jobs.retryLimit,
    timeoutSeconds: config.jobs.timeoutSeconds,
    jobs: ALL_JOBS,
  };
}
