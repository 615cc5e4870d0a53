import { createHash } from 'node:crypto';
import { and, eq, gt } from 'drizzle-orm';
import {
  GIFT_CODE_VALID_DAYS,
  giftCodeMessages,
  normaliseGiftCode,
  type RedeemedGift,
} from '@littlestar/shared/gift-codes';
import type { Database } from '../../db/database.js';
import { giftCodes } from '../../db/gift-codes-schema.js';
import { AppError } from '../../errors.js';
import { grantCredits, spendCredits } from '../credits/service.js';
import type { PaymentRow } from './payment-rows.js';

/*
 * A gift code's credits move here (docs/product.md#gift-credits): from the buyer to the code
 * when its payment completes, from the code to whoever redeems it first, and nowhere when its
 * payment is refunded before that. Every move is a ledger entry with its own key, written in
 * the transaction that moves the code's status, so a credit is never lost or doubled.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/** What a code is looked up by: the SHA-256 of its normalised form. */
export const giftCodeHash = (code: string) => createHash('sha256').update(code).digest('hex');

/**
 * In the transaction completing a gift's payment, after the plan's credits were granted to
 * the buyer: they leave the buyer's balance for the code ("Gift code bought for Ravi"), and
 * the code opens for a year. Idempotent: the ledger key is the gift's, the update conditional.
 */
export async function openGiftOfPayment(options: {
  tx: Database;
  row: PaymentRow;
  paidAt: Date;
}): Promise<void> {
  const { tx, row, paidAt } = options;
  const [gift] = await tx
    .update(giftCodes)
    .set({ status: 'open', expiresAt: new Date(paidAt.getTime() + GIFT_CODE_VALID_DAYS * DAY_MS) })
    .where(and(eq(giftCodes.paymentId, row.id), eq(giftCodes.status, 'unpaid')))
    .returning();
  if (!gift) return;
  await spendCredits({
    db: tx,
    userId: row.userId,
    amount: gift.credits,
    type: 'gift',
    description: giftCodeMessages.ledgerBought(gift.recipientName || giftCodeMessages.someone),
    source: 'gift-purchase',
    sourceId: gift.id,
  });
}

/**
 * In the transaction counting a refund of a gift's payment, with the gift's row locked: a
 * code nobody redeemed is voided, and nothing is taken from the buyer (its credits were in
 * the code, which is gone). Answers whether the code was redeemed, in which case the refund
 * takes back from the buyer as for any plan, and never from the redeemer.
 */
export async function voidGiftOfRefund(options: {
  tx: Database;
  paymentId: string;
}): Promise<{ isRedeemed: boolean }> {
  const { tx, paymentId } = options;
  const [gift] = await tx
    .select()
    .from(giftCodes)
    .where(eq(giftCodes.paymentId, paymentId))
    .for('update');
  if (!gift || gift.status === 'redeemed') return { isRedeemed: gift !== undefined };
  if (gift.status !== 'void') {
    await tx
      .update(giftCodes)
      .set({ status: 'void', voidedAt: new Date() })
      .where(eq(giftCodes.id, gift.id));
  }
  return { isRedeemed: false };
}

/**
 * Adds a code's credits to the redeemer's balance, once: one conditional UPDATE moves the
 * code from open to redeemed, so of any number of concurrent redemptions (by one user or
 * many) exactly one finds it open, and its ledger key ('gift-redemption', the gift) backs
 * that up. The others learn why not: already redeemed, expired, voided, or no such code.
 */
export async function redeemGiftCode(options: {
  db: Database;
  userId: string;
  code: string;
  now?: Date;
}): Promise<RedeemedGift> {
  const normal = normaliseGiftCode(options.code);
  if (!normal) throw new AppError('invalid', giftCodeMessages.codeMalformed);
  const hash = giftCodeHash(normal);
  const now = options.now ?? new Date();
  return options.db.transaction(async (tx) => {
    const [won] = await tx
      .update(giftCodes)
      .set({ status: 'redeemed', redeemedBy: options.userId, redeemedAt: now })
      .where(
        and(
          eq(giftCodes.codeHash, hash),
          eq(giftCodes.status, 'open'),
          gt(giftCodes.expiresAt, now),
        ),
      )
      .returning();
    if (!won) throw await whyNotRedeemable(tx, hash);
    const fromName = won.fromName || giftCodeMessages.someone;
    const entry = await grantCredits({
      db: tx,
      userId: options.userId,
      amount: won.credits,
      type: 'gift',
      description: giftCodeMessages.ledgerReceived(fromName),
      source: 'gift-redemption',
      sourceId: won.id,
    });
    return { credits: won.credits, from_name: fromName, total_credits: entry.balanceAfter };
  });
}

async function whyNotRedeemable(tx: Database, hash: string): Promise<AppError> {
  const [gift] = await tx
    .select({ status: giftCodes.status })
    .from(giftCodes)
    .where(eq(giftCodes.codeHash, hash));
  switch (gift?.status) {
    case 'redeemed':
      return new AppError('gift_code_redeemed', giftCodeMessages.redeemed);
    case 'void':
      return new AppError('gift_code_void', giftCodeMessages.voided);
    case 'open':
      return new AppError('gift_code_expired', giftCodeMessages.expired);
    // A code is made only once its gift is paid: an unpaid gift has none to match.
    case 'unpaid':
    case undefined:
      return new AppError('gift_code_unknown', giftCodeMessages.unknown);
  }
}
