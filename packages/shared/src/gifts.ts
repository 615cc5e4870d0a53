import { z } from 'zod';
import { emailSchema } from './accounts.js';
import { plainText } from './plain-text.js';

/*
 * Send as a gift (product.md#book-gifts): a parent mails a share link of a complete book to
 * someone, with their name and a short message. The recipient's address goes into the mail's
 * sealed job payload and nowhere else; the parent's list keeps only a masked hint of it.
 */

/** Gifts one account may send in any 24 hours. */
export const GIFTS_PER_DAY = 10;
export const GIFT_SENDER_NAME_MAX_LENGTH = 60;
export const GIFT_MESSAGE_MAX_LENGTH = 300;

export const giftMessages = {
  recipientRequired: "Please enter the recipient's e-mail address.",
  senderNameRequired: 'Please enter your name.',
  /** A 403 while the parent's own address is unverified. */
  verificationRequired:
    'Please verify your e-mail address to send a book as a gift. Open the link we sent you, or send yourself a new one from the free story page.',
  /** The 429 of the eleventh gift in 24 hours. */
  limitReached: `You can send at most ${GIFTS_PER_DAY} gifts a day. Please try again tomorrow.`,
  /** The message or the name was refused by the content check. */
  messageRefused:
    "Some words in this message can't go with a children's book. Please change them and try again.",
  checkUnavailable:
    "We couldn't check this message just now. Nothing was sent; please try again in a few minutes.",
  sent: (hint: string) => `Gift sent to ${hint}.`,
} as const;

export const sendGiftSchema = z
  .object({
    recipient_email: z
      .string({ error: giftMessages.recipientRequired })
      .trim()
      .min(1, giftMessages.recipientRequired)
      .pipe(emailSchema),
    // One line: it goes into the mail's subject.
    sender_name: plainText('Your name', {
      max: GIFT_SENDER_NAME_MAX_LENGTH,
      min: { length: 1, message: giftMessages.senderNameRequired },
    }).transform((name) => name.replace(/\s+/g, ' ')),
    /** Optional; blank is no message. */
    message: plainText('The message', { max: GIFT_MESSAGE_MAX_LENGTH }).optional().default(''),
  })
  .strict();
export type SendGift = z.output<typeof sendGiftSchema>;
export type SendGiftValues = z.input<typeof sendGiftSchema>;

/** The answer to a gift: which link it made, and the masked address it went to. */
export const sentGiftSchema = z.object({
  id: z.string(),
  share_id: z.string(),
  story_id: z.string(),
  /** `a•••@example.com`: all the parent's list ever shows of the address. */
  sent_to: z.string(),
  sent_at: z.string(),
});
export type SentGift = z.infer<typeof sentGiftSchema>;

/**
 * What the sender's list keeps of a recipient's address: its first character and its domain
 * (`a•••@example.com`), enough to tell two gifts apart, too little to write to.
 */
export function maskEmail(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${address.slice(0, 1)}•••${address.slice(at)}`;
}
