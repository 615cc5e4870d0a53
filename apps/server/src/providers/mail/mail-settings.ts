import path from 'node:path';
import { z } from 'zod';
import { requirements, type SettingsSchema } from '../provider-settings.js';

export type MailSettings =
  | { kind: 'outbox'; dir: string; from: string; retentionDays: number }
  | { kind: 'smtp'; url: string; from: string };

/**
 * MAIL, MAIL_FROM, SMTP_URL and OUTBOX_RETENTION_DAYS: mails written to DATA_DIR/outbox by
 * default (kept a few days), or sent by SMTP (the server's own settings then also ask for the
 * support address, config.ts).
 */
export const mailSettingsSchema: SettingsSchema<MailSettings> = (place) =>
  z
    .object({
      MAIL: z.enum(['outbox', 'smtp']).default('outbox'),
      MAIL_FROM: z.string().min(3).default('Littlestar <hello@littlestar.app>'),
      SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
      OUTBOX_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(7),
    })
    .check(
      requirements((env, need) => {
        if (env.MAIL === 'smtp') {
          need('SMTP_URL', 'MAIL=smtp');
        }
      }),
    )
    .transform((env): MailSettings =>
      env.MAIL === 'smtp'
        ? { kind: 'smtp', url: env.SMTP_URL ?? '', from: env.MAIL_FROM }
        : {
            kind: 'outbox',
            dir: path.join(place.dataDir, 'outbox'),
            from: env.MAIL_FROM,
            retentionDays: env.OUTBOX_RETENTION_DAYS,
          },
    );
