import { z } from 'zod';

/**
 * Control characters (C0 except tab and newlines, DEL, C1) and the invisible bidi and line
 * separators that can disguise text.
 */
const CONTROL_CHARACTERS =
  // eslint-disable-next-line no-control-regex
  /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;
const MARKUP = /<[a-z!/?]/i;

/**
 * Free text a person typed (a story's title, a conflict, a feedback message): trimmed,
 * bounded, and refused when it hides control characters or is markup. `min` comes with the
 * message the form shows under the field.
 */
export const plainText = (
  field: string,
  options: { max: number; min?: { length: number; message: string } },
) =>
  z
    .string()
    .trim()
    .min(options.min?.length ?? 0, options.min?.message)
    .max(options.max, `${field} must be at most ${options.max} characters`)
    .refine(
      (value) => !CONTROL_CHARACTERS.test(value),
      `${field} must not contain control characters`,
    )
    .refine((value) => !MARKUP.test(value), `${field} must be plain text, not markup`);
