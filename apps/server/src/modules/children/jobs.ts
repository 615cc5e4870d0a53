import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import type { JobDefinition } from '../../jobs/queue.js';
import { FORGET_CHILD_JOB, forgetDeletedChild } from './service.js';

export const CHILDREN_QUEUES = [FORGET_CHILD_JOB];

const forgetData = z.object({
  childId: z.string(),
  externalId: z.string().nullable(),
  modelVersion: z.string().nullable(),
});

/** Children jobs; each calls the service function that does the work. */
export function childrenJobs(context: AppContext): JobDefinition[] {
  return [
    {
      name: FORGET_CHILD_JOB,
      handle: (data) => forgetDeletedChild({ context, ...forgetData.parse(data) }),
    },
  ];
}
