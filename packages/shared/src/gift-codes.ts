import { z } from 'zod';
import { accountMessages, emailSchema } from './accounts.js';
import { createOrderRequestSchema, orderResponseSchema } from './payments.js';
import { plainText } from './plain-text.js';

/*
 * Gift credits (product.md#gift-credits): a plan bought for someone else. The buyer pays as for
 * any plan and is shown a code once (stored only as a hash); whoever redeems it first gets the
 * plan's credits, once, within a year.
 */

/** How long a paid code can be redeemed. */
export const GIFT_CODE_VALID_DAYS = 365;
export const GIFT_NAME_MAX_LENGTH = 60;
export const GIFT_CODE_MESSAGE_MAX_LENGTH = 300;
/** Redemptions tried per hour: per account, and per address (many accounts, one address). */
export const GIFT_REDEMPTIONS_PER_HOUR = { account: 10, address: 30 } as const;

/**
 * Crockford's base32: no I, L, O or U, so a code read aloud or typed from paper survives.
 * 28 characters carry 140 random bits, shown in 7 groups of 4.
 */
export const GIFT_CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const GIFT_CODE_LENGTH = 28;
const GIFT_CODE_GROUP = 4;

/**
 * The code as it is compared: upper case, without spaces or dashes, with the letters people
 * mistake for digits read as those digits (O as 0, I and L as 1). Null when it cannot be one.
 */
export function normaliseGiftCode(input: string): string | null {
  const code = input.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  if (code.length !== GIFT_CODE_LENGTH) return null;
  return [...code].every((char) => GIFT_CODE_ALPHABET.includes(char)) ? code : null;
}

/** `ABCD-EFGH-…`: how a code is shown and mailed. */
export function formatGiftCode(code: string): string {
  return (code.match(new RegExp(`.{1,${GIFT_CODE_GROUP}}`, 'g')) ?? []).join('-');
}

export const giftCodeMessages = {
  giveCredits: 'Give credits',
  fromNameRequired: 'Please enter your name.',
  recipientNameRequired: 'Please enter who the gift is for.',
  codeRequired: 'Please enter the gift code.',
  codeMalformed: 'A gift code has 28 letters and digits, like ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345.',
  /** Shown with the code, the one time it is shown. */
  shownOnce: 'Copy this code now: it is shown only once.',
  /** An unknown code, or one whose payment was refunded before anyone redeemed it. */
  unknown: 'This gift code is not valid. Please check it and try again.',
  voided: 'This gift code was cancelled: its payment was refunded.',
  redeemed: 'This gift code has already been redeemed.',
  expired: 'This gift code has expired: codes can be redeemed for a year after they are bought.',
  alreadyShown: 'This gift code was already shown. It is shown only once.',
  notPaid: 'This gift has not been paid yet.',
  notFound: 'Gift not found.',
  messageRefused:
    "Some words in this message can't go with a gift for a children's book. Please change them and try again.",
  checkUnavailable:
    "We couldn't check this message just now. Nothing was sent; please try again in a few minutes.",
  redeemedToast: (credits: number, fromName: string) =>
    `${credits} credit${credits === 1 ? '' : 's'} added to your account: a gift from ${fromName}.`,
  /** The two sides of the ledger. */
  ledgerBought: (recipientName: string) => `Gift code bought for ${recipientName}`,
  ledgerReceived: (fromName: string) => `Gift from ${fromName}`,
  /** What a deleted buyer's names become. */
  someone: 'a friend',
  noGifts: 'No gift codes bought yet',
  fetchFailed: 'Failed to load your gift codes',
} as const;

const name = (field: string, required: string) =>
  plainText(field, { max: GIFT_NAME_MAX_LENGTH, min: { length: 1, message: required } });

/** `POST /api/gift-codes/orders`: a plan's order, bought for someone. */
export const createGiftOrderSchema = createOrderRequestSchema.extend({
  /** Who the gift is from, as the redeemer's ledger and the mail say it. */
  from_name: name('Your name', giftCodeMessages.fromNameRequired),
  /** Who it is for, as the buyer's ledger says it. */
  recipient_name: name("The recipient's name", giftCodeMessages.recipientNameRequired),
});
export type CreateGiftOrder = z.output<typeof createGiftOrderSchema>;
export type CreateGiftOrderValues = z.input<typeof createGiftOrderSchema>;

/** The checkout's order, as for any plan, and the gift it pays for. */
export const giftOrderSchema = orderResponseSchema.extend({ gift_id: z.string() });
export type GiftOrder = z.infer<typeof giftOrderSchema>;

export const GIFT_CODE_STATUSES = ['unpaid', 'open', 'redeemed', 'void', 'expired'] as const;
export const giftCodeStatusSchema = z.enum(GIFT_CODE_STATUSES);
export type GiftCodeStatus = z.infer<typeof giftCodeStatusSchema>;

/** A bought gift as its buyer's list shows it (never its code). */
export const giftCodeSchema = z.object({
  id: z.string(),
  order_id: z.string(),
  plan_name: z.string(),
  credits: z.number().int().min(1),
  from_name: z.string(),
  recipient_name: z.string(),
  status: giftCodeStatusSchema,
  /** Whether the buyer has been shown the code (it is shown once). */
  code_shown: z.boolean(),
  expires_at: z.string().nullable(),
  redeemed_at: z.string().nullable(),
  created_at: z.string(),
});
export type GiftCode = z.infer<typeof giftCodeSchema>;
export const giftCodeListSchema = z.object({ gift_codes: z.array(giftCodeSchema) });
export type GiftCodeList = z.infer<typeof giftCodeListSchema>;

/** `POST /api/gift-codes/{id}/code`: shows the code once, and may mail it to the recipient. */
export const generateGiftCodeSchema = z
  .object({
    /** Optional; blank: the code is not mailed. Kept only in the mail's sealed job. */
    recipient_email: z
      .string()
      .trim()
      .pipe(z.union([z.literal(''), emailSchema], { error: accountMessages.invalidEmail }))
      .optional()
      .default(''),
    message: plainText('The message', { max: GIFT_CODE_MESSAGE_MAX_LENGTH }).optional().default(''),
  })
  .strict();
export type GenerateGiftCode = z.output<typeof generateGiftCodeSchema>;
export type GenerateGiftCodeValues = z.input<typeof generateGiftCodeSchema>;

export const generatedGiftCodeSchema = giftCodeSchema.extend({
  /** `ABCD-EFGH-…`, this once. */
  code: z.string(),
  /** Whether a mail with the code went to the recipient. */
  is_mailed: z.boolean(),
});
export type GeneratedGiftCode = z.infer<typeof generatedGiftCodeSchema>;

/** `POST /api/gift-codes/redeem`. */
export const redeemGiftCodeSchema = z
  .object({
    code: z
      .string({ error: giftCodeMessages.codeRequired })
      .trim()
      .min(1, giftCodeMessages.codeRequired)
      .max(64, giftCodeMessages.codeMalformed)
      .refine((code) => normaliseGiftCode(code) !== null, giftCodeMessages.codeMalformed),
  })
  .strict();
export type RedeemGiftCode = z.output<typeof redeemGiftCodeSchema>;

export const redeemedGiftSchema = z.object({
  credits: z.number().int().min(1),
  from_name: z.string(),
  /** The redeemer's balance after the gift. */
  total_credits: z.number().int().min(0),
});
export type RedeemedGift = z.infer<typeof redeemedGiftSchema>;
