import {
  createGiftOrderSchema,
  generateGiftCodeSchema,
  type CreateGiftOrder,
  type GenerateGiftCode,
} from '@littlestar/shared/gift-codes';
import type { z } from 'zod';

/**
 * The Give credits form: the gift's order (plan, currency, the two names) and what goes with
 * its code once paid (the recipient's address and a message, both optional). One schema, the
 * server's two, so the form says the server's words.
 */
export const giftFormSchema = createGiftOrderSchema.extend(generateGiftCodeSchema.shape);
export type GiftForm = z.output<typeof giftFormSchema>;
export type GiftFormValues = z.input<typeof giftFormSchema>;

/** The form's answer split into the order (sent first) and the code's mail (sent once paid). */
export function splitGiftForm(form: GiftForm): { order: CreateGiftOrder; code: GenerateGiftCode } {
  const { recipient_email, message, ...order } = form;
  // A message goes only with a mail: without an address there is nobody to read it.
  return { order, code: { recipient_email, message: recipient_email ? message : '' } };
}
