import type { AppContext } from '../app-context.js';
import type { JobDefinition } from './queue.js';
import { CHILDREN_QUEUES, childrenJobs } from '../modules/children/jobs.js';
import { TRAINING_QUEUES, trainingJobs } from '../modules/training/jobs.js';
import { sendMailJob } from './send-mail-job.js';

/** Every queue the app uses; created at start-up by every process so sends never fail. */
export const QUEUE_NAMES = [sendMailJob.name, ...CHILDREN_QUEUES, ...TRAINING_QUEUES];

/** The handlers a `work` (or `start`) process runs. */
export function jobDefinitions(context: AppContext): JobDefinition[] {
  return [sendMailJob.define(context), ...childrenJobs(context), ...trainingJobs(context)];
}
