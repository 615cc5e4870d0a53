import { APIError } from 'better-auth/api';
import { fullNameSchema, tidyFullName } from '@littlestar/shared/accounts';

/**
 * Our rules for a user's fields, applied wherever better-auth writes a user: sign-up is
 * checked by the route before this, Google profiles are tidied to fit, and a change through
 * better-auth's own update-user endpoint is refused when it breaks them.
 */
export const userRules = {
  create: {
    before: (user: { name: string; image?: string | null | undefined }) =>
      Promise.resolve({
        data: { ...user, name: tidyFullName(user.name), image: safeImage(user.image) },
      }),
  },
  update: {
    before: (changes: Record<string, unknown>) => {
      const data = { ...changes };
      if (changes.name !== undefined) {
        const parsed = fullNameSchema.safeParse(changes.name);
        if (!parsed.success) {
          throw new APIError('BAD_REQUEST', {
            message: parsed.error.issues[0]?.message ?? 'Invalid name',
          });
        }
        data.name = parsed.data;
      }
      if (changes.image != null && changes.image !== safeImage(changes.image)) {
        throw new APIError('BAD_REQUEST', { message: 'Image must be an https address.' });
      }
      return Promise.resolve({ data });
    },
  },
};

/** Only an https picture address of sane length is kept; anything else becomes none. */
function safeImage(image: unknown): string | null {
  if (typeof image !== 'string' || image.length > 2048) return null;
  try {
    return new URL(image).protocol === 'https:' ? image : null;
  } catch {
    return null;
  }
}
