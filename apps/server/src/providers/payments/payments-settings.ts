import { z } from 'zod';
import { isLoopbackHost, isLoopbackUrl } from '../../loopback-url.js';
import {
  booleanFlag,
  httpUrl,
  optionalText,
  requirements,
  withoutTrailingSlash,
  type SettingsSchema,
} from '../provider-settings.js';

export type PaymentsSettings =
  | { kind: 'simulated' }
  | { kind: 'razorpay'; keyId: string; keySecret: string; webhookSecret: string; apiUrl: string };

/**
 * PAYMENTS and RAZORPAY_*. The simulated checkout grants credits for free, so it is the
 * default only where nobody else can reach the server. A public server that forgot
 * PAYMENTS=razorpay must not start and give credits away; a staging server says
 * ALLOW_SIMULATED_PAYMENTS=true on purpose. The same goes for a HOST others can reach (the
 * server listens on loopback by default with simulated payments: see config.ts).
 */
export const paymentsSettingsSchema: SettingsSchema<PaymentsSettings> = (place) =>
  z
    .object({
      PAYMENTS: z.enum(['simulated', 'razorpay']).default('simulated'),
      ALLOW_SIMULATED_PAYMENTS: booleanFlag.default(false),
      RAZORPAY_KEY_ID: optionalText,
      RAZORPAY_KEY_SECRET: optionalText,
      RAZORPAY_WEBHOOK_SECRET: optionalText,
      RAZORPAY_API_URL: httpUrl().default('https://api.razorpay.com'),
    })
    .check(
      requirements((env, need, problem) => {
        if (env.PAYMENTS === 'razorpay') {
          need('RAZORPAY_KEY_ID', 'PAYMENTS=razorpay');
          need('RAZORPAY_KEY_SECRET', 'PAYMENTS=razorpay');
          need('RAZORPAY_WEBHOOK_SECRET', 'PAYMENTS=razorpay');
        }
        // Compared with `true` itself: an unparsed flag (a typo) is named by its own issue.
        if (
          env.PAYMENTS === 'simulated' &&
          env.ALLOW_SIMULATED_PAYMENTS !== true &&
          !isLoopbackUrl(place.publicUrl)
        ) {
          problem(
            'PAYMENTS',
            `is simulated (the default), which grants credits without payment, but PUBLIC_URL ` +
              `${place.publicUrl} is not a loopback address. Set PAYMENTS=razorpay with its keys, ` +
              `or ALLOW_SIMULATED_PAYMENTS=true if this is a staging server.`,
          );
        }
        if (
          env.PAYMENTS === 'simulated' &&
          env.ALLOW_SIMULATED_PAYMENTS !== true &&
          place.host !== undefined &&
          !isLoopbackHost(place.host)
        ) {
          problem(
            'PAYMENTS',
            `is simulated (the default), which grants credits without payment, but HOST ` +
              `${place.host} lets other machines reach the server. Set PAYMENTS=razorpay with ` +
              `its keys, leave HOST unset (loopback), or set ALLOW_SIMULATED_PAYMENTS=true if ` +
              `this is a staging server.`,
          );
        }
      }),
    )
    .transform((env): PaymentsSettings =>
      env.PAYMENTS === 'razorpay'
        ? {
            kind: 'razorpay',
            keyId: env.RAZORPAY_KEY_ID ?? '',
            keySecret: env.RAZORPAY_KEY_SECRET ?? '',
            webhookSecret: env.RAZORPAY_WEBHOOK_SECRET ?? '',
            apiUrl: withoutTrailingSlash(env.RAZORPAY_API_URL),
          }
        : { kind: 'simulated' },
    );
