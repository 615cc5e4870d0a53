import type { Job } from './jobs/define-job.js';
import { pruneMailDeliveriesJob } from './jobs/prune-mail-deliveries-job.js';
import { pruneRateLimitsJob } from './jobs/prune-rate-limits-job.js';
import { sendMailJob } from './jobs/send-mail-job.js';
import { prunePageViewsJob } from './modules/analytics/service.js';
import { refundDeletedAccountPaymentJob } from './modules/payments/service.js';
import {
  cancelStrayPrintJobJob,
  forgetQuoteAddressesJob,
  placePrintOrderJob,
  refundPrintOrderJob,
  settleRefundedPrintOrderJob,
  syncPrintOrdersJob,
} from './modules/print-orders/service.js';
import { exportDataJob, forgetFilesJob } from './modules/accounts/leave.js';
import { characterSheetJob, forgetChildJob } from './modules/children/service.js';
import {
  bindStoryJob,
  freeLane,
  illustrateStoryJob,
  printFilesJob,
  rebindStoryJob,
  redrawPictureJob,
  sweepRedrawsJob,
  sweepStoriesJob,
  writeStoryJob,
} from './modules/stories/service.js';
import {
  checkTrainingJob,
  purgePhotosJob,
  sweepTrainingsJob,
  trainLikenessJob,
} from './modules/children/training.js';
import { findFacesJob } from './modules/children/queued-faces.js';

/**
 * Every job the app runs. Queues are created from it at start-up (by every process, so a
 * send never meets a missing queue), and `work` processes start one worker per entry.
 * It lives at the composition root so that `jobs/` never imports a module.
 */
export const ALL_JOBS: readonly Job[] = [
  sendMailJob,
  forgetChildJob,
  characterSheetJob,
  trainLikenessJob,
  checkTrainingJob,
  // An API process's photo check, looked at by a worker (the model never loads in `serve`).
  findFacesJob,
  purgePhotosJob,
  sweepTrainingsJob,
  writeStoryJob,
  illustrateStoryJob,
  bindStoryJob,
  // The free lane after the paid one: same steps, queues of their own (see pipeline.ts).
  freeLane.write,
  freeLane.illustrate,
  freeLane.bind,
  // Asked for by a parent after the story is complete; never in a story's way.
  printFilesJob,
  // Fix a page: one picture drawn again, and the edited book bound again.
  redrawPictureJob,
  rebindStoryJob,
  placePrintOrderJob,
  cancelStrayPrintJobJob,
  refundPrintOrderJob,
  settleRefundedPrintOrderJob,
  syncPrintOrdersJob,
  forgetQuoteAddressesJob,
  sweepStoriesJob,
  sweepRedrawsJob,
  prunePageViewsJob,
  pruneRateLimitsJob,
  pruneMailDeliveriesJob,
  exportDataJob,
  forgetFilesJob,
  refundDeletedAccountPaymentJob,
];
