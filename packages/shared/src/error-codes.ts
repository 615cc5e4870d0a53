/* Plain data, without zod: the web's API client (in every page's bundle) reads it. */

/**
 * Every `code` an error answer can carry, with its HTTP status. The first group is one code per
 * status, for errors a client handles alike; the rest name what a client branches on where one
 * status means several things (a 409 is a story being made, a child not ready, ...).
 */
export const ERROR_CODE_STATUS = {
  invalid: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  /** A share link that was revoked, expired, or whose book or account is gone. */
  gone: 410,
  too_large: 413,
  rate_limited: 429,
  internal: 500,
  unavailable: 503,

  /** The photos were checked and some refused; the body lists them (`photos`). */
  photos_rejected: 400,
  /** The story idea was refused by moderation. */
  idea_refused: 400,
  /** The book's language cannot be written here (Hindi with the offline writer). */
  language_unavailable: 400,
  /** Wrong e-mail or password (better-auth's answer to both). */
  invalid_credentials: 401,
  /** The balance is below what was asked. */
  not_enough_credits: 402,
  /** The demo needs a verified e-mail address. */
  verification_required: 403,
  /** Deleting the account: the password given is wrong. */
  wrong_password: 403,
  /** Deleting an account without a password needs a sign-in of the last minutes. */
  sign_in_again: 403,
  /** The demo's one free story with this child is made. */
  free_story_used: 409,
  /** The story is being made (text or pictures) right now. */
  already_generating: 409,
  /** The story failed too often to be tried again. */
  failed_too_often: 409,
  /** The story is not complete yet (a book or print files were asked for). */
  story_not_complete: 409,
  /** The story is complete and can no longer be changed. */
  story_complete: 409,
  /** Someone else changed the story meanwhile. */
  changed_meanwhile: 409,
  /** The child's profile is not ready (training unfinished) for what was asked. */
  child_not_ready: 409,
  /** The child cannot be changed while its photos are in training. */
  child_locked: 409,
  /** The character sheet is being drawn right now. */
  already_drawing: 409,
  /** A page's new picture is being drawn or waits for the parent's choice. */
  redraw_open: 409,
  /** There is no new picture of this page to keep or drop. */
  nothing_to_keep: 409,
  /** The note for a redrawn picture was refused by moderation. */
  note_refused: 400,
  /** A page's new words were refused by moderation. */
  text_refused: 400,
  /** The story's cast names a child who cannot join: not the parent's, the hero, or not ready. */
  cast_refused: 400,
  /** A gift's message or sender name was refused by moderation. */
  message_refused: 400,
  /** The account sent its gifts of the last 24 hours (product.md#book-gifts). */
  gift_limit_reached: 429,
  /** A gift code that never was one (product.md#gift-credits). */
  gift_code_unknown: 404,
  /** A gift code whose payment was refunded before anyone redeemed it. */
  gift_code_void: 410,
  /** A gift code past its year. */
  gift_code_expired: 410,
  /** A gift code someone has redeemed already. */
  gift_code_redeemed: 409,
  /** A gift's code was shown to its buyer before: it is shown once. */
  gift_code_shown: 409,
  /** A gift whose payment has not gone through (no code yet). */
  gift_not_paid: 409,
} as const;

export type ErrorCode = keyof typeof ERROR_CODE_STATUS;

export const ERROR_CODES = Object.keys(ERROR_CODE_STATUS) as [ErrorCode, ...ErrorCode[]];

const GENERIC_CODES = ERROR_CODES.slice(0, ERROR_CODES.indexOf('photos_rejected'));

/** The codes an answer with this status can carry. */
export const errorCodesForStatus = (status: number): ErrorCode[] =>
  ERROR_CODES.filter((code) => ERROR_CODE_STATUS[code] === status);

/** The generic code of a status, for errors no code names more precisely. */
export function errorCodeForStatus(status: number): ErrorCode {
  const generic = GENERIC_CODES.find((code) => ERROR_CODE_STATUS[code] === status);
  return generic ?? (status >= 500 ? 'internal' : 'invalid');
}
