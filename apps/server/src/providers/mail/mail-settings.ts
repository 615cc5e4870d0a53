import path from 'node:path';
import { z } from 'zod';
import { requirements, type SettingsSchema } from '../provider-settings.js';

export type MailSettings =
  { kind: 'outbox'; dir: string; from: string } | { kind: 'smtp'; url: string; from: string };

/** MAIL, MAIL_FROM and SMTP_URL: mails written to DATA_DIR/outbox by default, or sent by SMTP. */
export const mailSettingsSchema: SettingsSchema<MailSettings> = (place) =>
  z
    .object({
      MAIL: z.enum(['outbox', 'smtp']).default('outbox'),
      MAIL_FROM: z.string().min(3).default('Littlestar <hello@littlestar.app>'),
      SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    })
    .check(
      requirements((env, need) => {
        if (env.MAIL === 'smtp') need('SMTP_URL', 'MAIL=smtp');
      }),
    )
    .transform((env): MailSettings =>
      env.MAIL === 'smtp'
        ? { kind: 'smtp', url: env.SMTP_URL ?? '', from: env.MAIL_FROM }
        : { kind: 'outbox', dir: path.join(place.dataDir, 'outbox'), from: env.MAIL_FROM },
    );
