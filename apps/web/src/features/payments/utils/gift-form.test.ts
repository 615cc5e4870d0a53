import { describe, expect, it } from 'vitest';
import { giftFormSchema, splitGiftForm } from './gift-form';

const base = {
  plan_id: 'standard',
  currency: 'INR',
  from_name: ' Asha ',
  recipient_name: 'Ravi',
  recipient_email: '',
  message: 'Happy birthday',
};

describe('the Give credits form', () => {
  it('splits into the order and the code’s mail, dropping a message nobody would read', () => {
    const form = giftFormSchema.parse(base);
    expect(splitGiftForm(form)).toEqual({
      order: { plan_id: 'standard', currency: 'INR', from_name: 'Asha', recipient_name: 'Ravi' },
      code: { recipient_email: '', message: '' },
    });
    const mailed = giftFormSchema.parse({ ...base, recipient_email: 'Ravi@Example.com' });
    expect(splitGiftForm(mailed).code).toEqual({
      recipient_email: 'ravi@example.com',
      message: 'Happy birthday',
    });
  });

  it('says what is missing or wrong in the server’s words', () => {
    const result = giftFormSchema.safeParse({ ...base, from_name: '', recipient_email: 'nope' });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((issue) => issue.message) ?? [];
    expect(messages).toContain('Please enter your name.');
    expect(messages).toContain('Please enter a valid email address');
  });
});
