import { randomBytes } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  formatGiftCode,
  GIFT_CODE_ALPHABET,
  GIFT_CODE_LENGTH,
  giftCodeMessages,
  type CreateGiftOrder,
  type GeneratedGiftCode,
  type GenerateGiftCode,
  type GiftCode,
  type GiftOrder,
} from '@littlestar/shared/gift-codes';
import type { AppContext } from '../../app-context.js';
import type { Database } from '../../db/database.js';
import { giftCodes } from '../../db/gift-codes-schema.js';
import { payments } from '../../db/payments-schema.js';
import { AppError } from '../../errors.js';
import { sendMailJob } from '../../jobs/send-mail-job.js';
import { openPlanOrder } from './checkout.js';
import { giftCodeMail } from './gift-mails.js';
import { giftCodeHash } from './gift-settlement.js';
import type { PaymentContext } from './payment-rows.js';
import { getUserContact } from '../accounts/service.js';

/*
 * A plan bought as a gift (docs/product.md#gift-credits): its order, the buyer's list, and
 * the code, made and shown once when the buyer asks for it, optionally mailed to the
 * recipient. What moves credits is in gift-settlement.ts.
 */

type GiftContext = PaymentContext & Pick<AppContext, 'moderation'>;
type GiftRow = typeof giftCodes.$inferSelect;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Opens a plan's order bought for someone: the payment and its gift's row in one
 * transaction, after the names (which the redeemer's ledger and the mail show) passed the
 * content check. The checkout then goes as for any plan.
 */
export async function createGiftOrder(options: {
  context: GiftContext;
  userId: string;
  input: CreateGiftOrder;
}): Promise<GiftOrder> {
  const { context, userId, input } = options;
  await checkGiftTexts(context, [
    { label: 'from_name', text: input.from_name },
    { label: 'recipient_name', text: input.recipient_name },
  ]);
  let giftId = '';
  const order = await openPlanOrder({
    context,
    userId,
    input: { plan_id: input.plan_id, currency: input.currency },
    purpose: 'gift',
    alongside: async (tx, payment) => {
      const [gift] = await tx
        .insert(giftCodes)
        .values({
          paymentId: payment.id,
          buyerId: userId,
          fromName: input.from_name,
          recipientName: input.recipient_name,
          credits: payment.credits,
        })
        .returning({ id: giftCodes.id });
      giftId = gift?.id ?? '';
    },
  });
  return { ...order, gift_id: giftId };
}

/** The gifts the user bought, newest first (never a code). */
export async function listGiftCodes(options: {
  db: Database;
  userId: string;
  now?: Date;
}): Promise<GiftCode[]> {
  const rows = await options.db
    .select({ gift: giftCodes, orderId: payments.orderId, planName: payments.planName })
    .from(giftCodes)
    .innerJoin(payments, eq(payments.id, giftCodes.paymentId))
    .where(eq(giftCodes.buyerId, options.userId))
    .orderBy(desc(giftCodes.createdAt), desc(giftCodes.id));
  const now = options.now ?? new Date();
  return rows.map((row) => toGiftCode(row, now));
}

/**
 * Makes the gift's code and answers it, once: only its hash is stored, so it can never be
 * shown again. With an address, the code goes to the recipient with the buyer's (checked)
 * message, in the mail's sealed job only: the address is kept nowhere else.
 */
export async function generateGiftCode(options: {
  context: GiftContext;
  userId: string;
  giftId: string;
  input: GenerateGiftCode;
}): Promise<GeneratedGiftCode> {
  const { context, userId, giftId, input } = options;
  const { db } = context.database;
  const found = await findOwnedGift(db, userId, giftId);
  assertCodeCanBeShown(found.gift);
  if (input.recipient_email && input.message) {
    await checkGiftTexts(context, [{ label: 'message', text: input.message }]);
  }
  const code = makeGiftCode();
  return db.transaction(async (tx) => {
    const [gift] = await tx
      .update(giftCodes)
      .set({ codeHash: giftCodeHash(code), shownAt: new Date() })
      .where(
        and(eq(giftCodes.id, giftId), eq(giftCodes.status, 'open'), isNull(giftCodes.codeHash)),
      )
      .returning();
    // Another request showed it meanwhile (or the payment was refunded).
    if (!gift) throw new AppError('gift_code_shown', giftCodeMessages.alreadyShown);
    const isMailed = input.recipient_email !== '';
    if (isMailed) {
      const buyer = await getUserContact(tx, userId);
      await context.queue.enqueue(
        sendMailJob,
        {
          ...giftCodeMail({
            to: input.recipient_email,
            fromName: gift.fromName,
            recipientName: gift.recipientName,
            credits: gift.credits,
            message: input.message,
            code: formatGiftCode(code),
            expiresAt: gift.expiresAt ?? new Date(),
            link: `${context.config.publicUrl}/redeem`,
            language: buyer?.language ?? 'en',
          }),
          dedupeKey: `gift-code:${gift.id}`,
        },
        { tx },
      );
    }
    return {
      ...toGiftCode({ ...found, gift }, new Date()),
      code: formatGiftCode(code),
      is_mailed: isMailed,
    };
  });
}

/**
 * For the buyer's account deletion: the codes stay redeemable (they were paid for and may
 * have been given already), but their names go: the redeemer's ledger then says the gift is
 * from 'a friend'. The payments behind them are kept for bookkeeping, as any payment is.
 */
export async function forgetGiftNamesOfBuyer(options: {
  db: Database;
  userId: string;
}): Promise<void> {
  await options.db
    .update(giftCodes)
    .set({ fromName: '', recipientName: '' })
    .where(eq(giftCodes.buyerId, options.userId));
}

/** 28 characters of Crockford base32 from 140 random bits (each character 5 of them). */
function makeGiftCode(): string {
  const bytes = randomBytes(18);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let code = '';
  for (let index = 0; index < GIFT_CODE_LENGTH; index += 1) {
    code += GIFT_CODE_ALPHABET[Number((bits >> BigInt(index * 5)) & 31n)];
  }
  return code;
}

function assertCodeCanBeShown(gift: GiftRow): void {
  if (gift.codeHash !== null) throw new AppError('gift_code_shown', giftCodeMessages.alreadyShown);
  switch (gift.status) {
    case 'open':
      return;
    case 'unpaid':
      throw new AppError('gift_not_paid', giftCodeMessages.notPaid);
    case 'void':
      throw new AppError('gift_code_void', giftCodeMessages.voided);
    case 'redeemed':
      throw new AppError('gift_code_shown', giftCodeMessages.alreadyShown);
  }
}

async function findOwnedGift(db: Database, userId: string, giftId: string) {
  // A malformed id is answered like another user's gift: not found.
  const [found] = UUID.test(giftId)
    ? await db
        .select({ gift: giftCodes, orderId: payments.orderId, planName: payments.planName })
        .from(giftCodes)
        .innerJoin(payments, eq(payments.id, giftCodes.paymentId))
        .where(and(eq(giftCodes.id, giftId), eq(giftCodes.buyerId, userId)))
    : [];
  if (!found) throw new AppError('not_found', giftCodeMessages.notFound);
  return found;
}

/** The names and the message go to another person: checked as any parent's text is. */
async function checkGiftTexts(
  context: GiftContext,
  items: { label: string; text: string }[],
): Promise<void> {
  let verdict;
  try {
    verdict = await context.moderation.checkStoryIdea(items);
  } catch (error) {
    context.log.warn(
      { error: error instanceof Error ? error.name : 'unknown' },
      'gift text could not be checked',
    );
    throw new AppError('unavailable', giftCodeMessages.checkUnavailable);
  }
  if (verdict.flagged) {
    context.log.info({ fields: verdict.labels }, 'gift text refused by the content check');
    throw new AppError('message_refused', giftCodeMessages.messageRefused);
  }
}

function toGiftCode(
  row: { gift: GiftRow; orderId: string; planName: string },
  now: Date,
): GiftCode {
  const { gift } = row;
  const isExpired = gift.status === 'open' && gift.expiresAt !== null && gift.expiresAt <= now;
  return {
    id: gift.id,
    order_id: row.orderId,
    plan_name: row.planName,
    credits: gift.credits,
    from_name: gift.fromName,
    recipient_name: gift.recipientName,
    status: isExpired ? 'expired' : gift.status,
    code_shown: gift.codeHash !== null,
    expires_at: gift.expiresAt?.toISOString() ?? null,
    redeemed_at: gift.redeemedAt?.toISOString() ?? null,
    created_at: gift.createdAt.toISOString(),
  };
}
