import { z } from 'zod';
import { languageSchema } from './i18n/language.js';

/** product.md#validation, product.md#limits: the account rules, used by the web forms and the server alike. */
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const NAME_MIN = 2;
export const NAME_MAX = 100;
export const EMAIL_MAX = 254;

export const accountMessages = {
  invalidEmail: 'Please enter a valid email address',
  passwordTooShort: 'Password must be at least 8 characters',
  passwordTooLong: 'Password must be at most 128 characters',
  nameTooShort: 'Name must be at least 2 characters',
  nameTooLong: 'Name must be at most 100 characters',
  nameInvalid: 'Name must not contain control characters',
  passwordsDoNotMatch: 'Passwords do not match',
  /** Sign-up or log-in sent from a page at another address than the server's own. */
  wrongAddress: (publicUrl: string) =>
    `This page was opened at an address Littlestar does not answer on. Open ${publicUrl} and try again.`,
} as const;

/** The e-mail verification's words (free stories need a verified address). */
export const verificationMessages = {
  /** The 403 of a free story's generate while the address is unverified. */
  required:
    'Please verify your e-mail address to make your free story. We sent you a link; you can send it again.',
  notice: (email: string) =>
    `Verify your e-mail address to make your free story. We sent a link to ${email}.`,
  sendAgain: 'Send again',
  sent: 'We sent you a new link. Please check your e-mail.',
  /** A 429 of Send again (3 mails per 10 minutes): plain words, not the generic limit text. */
  sendLimited:
    'We already sent you a link a moment ago. Please check your inbox (and spam folder), or try again in a few minutes.',
  verified: 'Your e-mail address is verified.',
  linkFailed:
    'This verification link is invalid or has expired. Log in and send yourself a new one from the free story page.',
  /** Google for an address whose password account is not verified yet (never linked). */
  googleNotLinked:
    'An account with this e-mail address already exists. Please log in with your password and verify your e-mail address first; then you can sign in with Google.',
} as const;

// Control characters (C0, DEL, C1) and the invisible bidi/line separators that can disguise text.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/;

export const emailSchema = z
  .string()
  .trim()
  .max(EMAIL_MAX, accountMessages.invalidEmail)
  .pipe(z.email(accountMessages.invalidEmail))
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string()
  .min(PASSWORD_MIN, accountMessages.passwordTooShort)
  .max(PASSWORD_MAX, accountMessages.passwordTooLong);

/**
 * A name from elsewhere (a Google profile) made to fit the rules instead of refusing the
 * sign-in: control and direction characters dropped, trimmed, cut to the longest allowed.
 */
export function tidyFullName(name: string): string {
  const tidy = name.replace(new RegExp(CONTROL_CHARACTERS.source, 'g'), '').trim();
  // Cut whole characters until it fits the schema's count (UTF-16 units: an emoji is two).
  const characters = Array.from(tidy);
  while (characters.join('').length > NAME_MAX) characters.pop();
  const cut = characters.join('').trim();
  return cut.length >= NAME_MIN ? cut : '';
}

/** Optional full name: blank means none; otherwise 2–100 printable characters. */
export const fullNameSchema = z
  .string()
  .trim()
  .max(NAME_MAX, accountMessages.nameTooLong)
  .refine((name) => !CONTROL_CHARACTERS.test(name), accountMessages.nameInvalid)
  .refine((name) => name.length === 0 || name.length >= NAME_MIN, accountMessages.nameTooShort);

export const logInSchema = z.object({
  email: emailSchema,
  password: z
    .string()
    .min(PASSWORD_MIN, accountMessages.passwordTooShort)
    .max(PASSWORD_MAX, accountMessages.passwordTooLong),
});
export type LogIn = z.infer<typeof logInSchema>;

export const signUpFormSchema = z
  .object({
    fullName: fullNameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string().min(PASSWORD_MIN, accountMessages.passwordTooShort),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: accountMessages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });
export type SignUpForm = z.infer<typeof signUpFormSchema>;

/** What the browser sends to /api/auth/sign-up/email (better-auth's shape: `name`). */
export const signUpRequestSchema = z.object({
  name: fullNameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type SignUpRequest = z.infer<typeof signUpRequestSchema>;

export const forgotPasswordSchema = z.object({ email: emailSchema });

export const newPasswordFormSchema = z
  .object({
    password: passwordSchema,
    confirmPassword: z.string().min(PASSWORD_MIN, accountMessages.passwordTooShort),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: accountMessages.passwordsDoNotMatch,
    path: ['confirmPassword'],
  });

/** The signed-in user as the app holds it (product.md#data). */
export const currentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  full_name: z.string().nullable(),
  /** Whether the address is proven (the verification mail's link, or Google): the free story needs it. */
  email_verified: z.boolean(),
  /** The language Littlestar speaks to the account in (product.md#languages). */
  language: languageSchema.default('en'),
});
/** As a client reads it: `language` may be left out by a client's own stand-ins (tests). */
export type CurrentUser = z.input<typeof currentUserSchema>;

/** `PATCH /api/me`: what a parent may change of their account here. */
export const updateAccountRequestSchema = z.strictObject({
  language: languageSchema,
});
export type UpdateAccountRequest = z.infer<typeof updateAccountRequestSchema>;

/** The parent's right to leave: deleting the account and downloading its data. */
export const leaveMessages = {
  passwordRequired: 'Please enter your password to delete your account.',
  wrongPassword: 'The password is not correct.',
  signInAgain:
    'For your safety, please log out, log in again with Google and delete your account within 5 minutes.',
  deleteTitle: 'Delete your account?',
  deleteGoes:
    'Your children, their photos and character sheets, your stories with their pictures and books, and your feedback are deleted at once. You will be logged out everywhere.',
  deleteStays:
    'Only the record of your credits and payments stays, for our bookkeeping, without your name or e-mail address. This cannot be undone.',
  googleNote:
    'You signed in with Google: to confirm it is you, log in again and delete your account within 5 minutes.',
  deleted: 'Your account has been deleted.',
  deleteFailed: 'Failed to delete your account. Please try again.',
  exportTitle: 'Download your data?',
  exportDescription:
    "We'll put your profile, your children, your stories with their books, your credits, payments and feedback into one zip file, and e-mail you a link to it. The link works for 7 days.",
  exportQueued: "We are preparing your data. We'll e-mail you a link when it's ready.",
  exportFailed: 'Failed to request your data. Please try again later.',
  exportRunning:
    "We are still preparing the data you asked for. We'll e-mail you a link when it's ready.",
  exportTooLarge: 'Your data is too large for one download, so we could not prepare the zip file.',
} as const;

/** DELETE /api/me: the password proves it is the owner (none for an account without one). */
export const deleteAccountRequestSchema = z.object({
  password: z.string().max(PASSWORD_MAX, accountMessages.passwordTooLong).optional(),
});
export type DeleteAccountRequest = z.infer<typeof deleteAccountRequestSchema>;

/** POST /api/me/export answers at once; the link comes by e-mail. */
export const dataExportQueuedSchema = z.object({
  status: z.literal('queued'),
  detail: z.string(),
});
export type DataExportQueued = z.infer<typeof dataExportQueuedSchema>;
