import { describe, expect, it } from 'vitest';
import { giftMessages, maskEmail, sendGiftSchema } from './gifts.js';

describe('a gift', () => {
  it('keeps of the address only its first letter and its domain', () => {
    expect(maskEmail('grandma.asha@example.com')).toBe('g•••@example.com');
    expect(maskEmail('a@b.co')).toBe('a•••@b.co');
    expect(maskEmail('no-at-sign')).toBe('•••');
  });

  it('takes a trimmed, lower-cased address, a one-line name and an optional message', () => {
    expect(
      sendGiftSchema.parse({
        recipient_email: '  Grandma@Example.COM ',
        sender_name: ' Granny\n  Asha ',
      }),
    ).toEqual({ recipient_email: 'grandma@example.com', sender_name: 'Granny Asha', message: '' });
    const empty = sendGiftSchema.safeParse({ recipient_email: '', sender_name: '' });
    expect(empty.error?.issues.map((issue) => issue.message)).toEqual([
      giftMessages.recipientRequired,
      giftMessages.senderNameRequired,
    ]);
  });
});
