import type { AppContext } from '../app-context.js';
import type { MailMessage } from '../providers/mail/index.js';
import type { JobDefinition } from './queue.js';

const NAME = 'mail.send';

/**
 * Mail goes out from a job, so a slow or failing mail server never fails the request that
 * caused it, and a failed send is retried.
 */
export const sendMailJob = {
  name: NAME,
  define: (context: Pick<AppContext, 'mail'>): JobDefinition<MailMessage> => ({
    name: NAME,
    concurrency: 2,
    async handle(message) {
      await context.mail.send(message);
    },
  }),
  enqueue: (context: Pick<AppContext, 'queue'>, message: MailMessage) =>
    context.queue.send(NAME, message),
};
