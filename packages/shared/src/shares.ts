import { z } from 'zod';

/*
 * Share links: the owner of a complete story lets anyone with a link read it, with no account.
 * The link's token is shown once, when it is made (it is stored only as a hash); the owner's
 * list names each link by its book, its expiry and how often it was opened.
 */

/** How long a link may live when the owner picks an expiry (none: until revoked). */
export const SHARE_EXPIRY_DAYS = { min: 1, max: 90 } as const;
/** Links one story may have open at once; the owner revokes one to make another. */
export const MAX_OPEN_SHARES_PER_STORY = 10;

export const createShareSchema = z
  .object({
    /** Days until the link stops working; null or absent: until the owner revokes it. */
    expires_in_days: z
      .number({ error: 'Expiry must be a number of days.' })
      .int('Expiry must be a whole number of days.')
      .min(SHARE_EXPIRY_DAYS.min, `Expiry must be at least ${SHARE_EXPIRY_DAYS.min} day.`)
      .max(SHARE_EXPIRY_DAYS.max, `Expiry must be at most ${SHARE_EXPIRY_DAYS.max} days.`)
      .nullable()
      .optional()
      .default(null),
    /** Whether the link's readers may download the book's PDF. */
    allow_pdf: z.boolean({ error: 'allow_pdf must be true or false.' }).optional().default(false),
  })
  .strict();
export type CreateShare = z.output<typeof createShareSchema>;
export type CreateShareValues = z.input<typeof createShareSchema>;

/** A link as its owner sees it in the list (never its token). */
export const shareSchema = z.object({
  id: z.string(),
  story_id: z.string(),
  story_title: z.string(),
  allow_pdf: z.boolean(),
  /** When the link stops working; null: until revoked. */
  expires_at: z.string().nullable(),
  created_at: z.string(),
  /** How many times the book was opened through the link. */
  view_count: z.number().int().min(0),
  /** A link sent as a gift (product.md#book-gifts): the masked address, `a•••@example.com`. */
  gift_to: z.string().nullable(),
});
export type Share = z.infer<typeof shareSchema>;

/** The answer to making a link: the link itself, shown this once. */
export const createdShareSchema = shareSchema.extend({
  /** The whole address to send, `<origin>/b/<token>`. */
  url: z.string(),
});
export type CreatedShare = z.infer<typeof createdShareSchema>;

/** The owner's open links (expired and revoked ones are not listed), newest first. */
export const shareListSchema = z.object({ shares: z.array(shareSchema) });
export type ShareList = z.infer<typeof shareListSchema>;

/**
 * The book a link opens: its title, cover and pages only. Nothing about the child beyond what
 * the book's own words say, nothing of the parent, no other book.
 */
export const sharedBookSchema = z.object({
  title: z.string(),
  /** A signed URL of the cover picture. */
  cover_url: z.string().nullable(),
  pages: z.array(z.object({ id: z.string(), text: z.string(), image_url: z.string().nullable() })),
  /** Whether this link lets its reader download the PDF (`GET /api/shared/{token}/pdf`). */
  allow_pdf: z.boolean(),
});
export type SharedBook = z.infer<typeof sharedBookSchema>;

export const shareMessages = {
  /** A revoked or expired link, a deleted story or account: the public page and the 410. */
  gone: 'This book is no longer shared',
  goneNote: 'The link may have expired, or its owner stopped sharing it.',
  /** The quiet invitation under a shared book. */
  makeYourOwn: 'Make a book for your child',
  notComplete: 'Only a finished book can be shared.',
  /** Revoking a link that is not the parent's (or no longer exists). */
  notFound: 'Share link not found.',
  tooMany: `A book can have at most ${MAX_OPEN_SHARES_PER_STORY} open links. Revoke one to make another.`,
  pdfNotShared: 'This link does not include the PDF.',
  created: 'Link created. Copy it now: it is shown only once.',
  revoked: 'Link revoked. It no longer opens the book.',
} as const;
