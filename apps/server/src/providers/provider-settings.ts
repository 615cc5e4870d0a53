import { z } from 'zod';

/**
 * What a provider's settings may derive from the server's own: the folder it keeps files in
 * (DATA_DIR, resolved) and the address others reach it at (PUBLIC_URL, without a trailing
 * slash), where a vendor's webhooks are sent.
 */
export interface ServerPlace {
  dataDir: string;
  publicUrl: string;
  /** The interface it listens on, when HOST says (unset, the server picks; see config.ts). */
  host?: string;
}

/**
 * A provider kind's settings schema: reads its own variables from the environment (and the
 * server's place) into the settings its factory takes. `config.ts` composes one per kind.
 */
export type SettingsSchema<Settings> = (place: ServerPlace) => z.ZodType<Settings>;

/** Empty or blank is unset: `S3_BUCKET=` in a .env file means no bucket. */
export const optionalText = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

export const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));

/** An http(s) address: a vendor's API, or a server speaking its protocol. */
export const httpUrl = () => z.url({ protocol: /^https?$/ });

/** SDKs join paths to a base URL: `…/v1/` would become `…/v1//chat`. */
export const withoutTrailingSlash = <T extends string | undefined>(url: T): T =>
  url?.replace(/\/+$/, '') as T;

/**
 * The settings one choice needs from another ("S3_BUCKET: is required when STORAGE=s3"),
 * stated by `check` through `need`. They are checked even when another variable of the kind is
 * bad (zod skips a refinement after a failed field otherwise), so every problem is named at
 * once; the values may then be unparsed, so `check` compares and tests presence only.
 */
export function requirements<T>(
  check: (
    env: T,
    need: (key: keyof T & string, when: string) => void,
    /** For a problem that is not a missing variable: `${path}: ${message}` is shown. */
    problem: (key: keyof T & string, message: string) => void,
  ) => void,
) {
  return z.superRefine<T>(
    (env, ctx) => {
      const problem = (key: string, message: string) =>
        ctx.addIssue({ code: 'custom', path: [key], message });
      check(
        env,
        (key, when) => {
          const value = env[key];
          if (value === undefined || (typeof value === 'string' && value.trim() === '')) {
            problem(key, `is required when ${when}`);
          }
        },
        problem,
      );
    },
    { when: () => true },
  );
}
