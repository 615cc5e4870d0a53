import { z } from 'zod';
import {
  httpUrl,
  optionalText,
  requirements,
  withoutTrailingSlash,
  type SettingsSchema,
} from '../provider-settings.js';

/** Printed books: off, or ordered from Lulu's Print API. */
export type PrintSettings =
  | { kind: 'off' }
  | {
      kind: 'lulu';
      clientKey: string;
      clientSecret: string;
      webhookSecret: string;
      apiUrl: string;
      podPackageId: string;
      marginPercent: number;
    };

/** PRINT, LULU_* and PRINT_MARGIN_PERCENT. */
export const printSettingsSchema: SettingsSchema<PrintSettings> = () =>
  z
    .object({
      PRINT: z.enum(['off', 'lulu']).default('off'),
      LULU_CLIENT_KEY: optionalText,
      LULU_CLIENT_SECRET: optionalText,
      LULU_WEBHOOK_SECRET: optionalText,
      LULU_API_URL: httpUrl().default('https://api.sandbox.lulu.com'),
      // Lulu's product code of an 8.5 x 8.5 in full-colour hardcover (casewrap); see print-provider.ts.
      LULU_POD_PACKAGE_ID: z
        .string()
        .trim()
        .regex(/^[0-9A-Z.]{10,64}$/, 'must be a Lulu pod_package_id')
        .default('0850X0850.FC.PRE.CW.080CW444.GXX'),
      PRINT_MARGIN_PERCENT: z.coerce.number().min(0).max(500).default(30),
    })
    .check(
      requirements((env, need) => {
        if (env.PRINT === 'lulu') {
          need('LULU_CLIENT_KEY', 'PRINT=lulu');
          // Also the key of the webhooks' signatures: unsigned status changes move no order.
          need('LULU_CLIENT_SECRET', 'PRINT=lulu');
        }
      }),
    )
    .transform((env): PrintSettings =>
      env.PRINT === 'lulu'
        ? {
            kind: 'lulu',
            clientKey: env.LULU_CLIENT_KEY ?? '',
            clientSecret: env.LULU_CLIENT_SECRET ?? '',
            // Lulu signs its webhooks with the API secret; LULU_WEBHOOK_SECRET overrides it.
            webhookSecret: env.LULU_WEBHOOK_SECRET ?? env.LULU_CLIENT_SECRET ?? '',
            apiUrl: withoutTrailingSlash(env.LULU_API_URL),
            podPackageId: env.LULU_POD_PACKAGE_ID,
            marginPercent: env.PRINT_MARGIN_PERCENT,
          }
        : { kind: 'off' },
    );
