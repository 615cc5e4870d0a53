import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  EMAIL_MAX,
  NAME_MAX,
  accountMessages,
  fullNameSchema,
  signUpFormSchema,
  signUpRequestSchema,
  tidyFullName,
} from './accounts.js';

// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

describe('sign-up schema', () => {
  it('never accepts a name or email with control characters, and bounds their lengths', () => {
    const text = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.string({ unit: 'binary', maxLength: 300 }),
      fc.emailAddress(),
      fc
        .tuple(fc.emailAddress(), fc.constantFrom('\n', '\r\n', '\u0000', '\u202e', '\t'))
        .map(([email, bad]) => `${email}${bad}x`),
    );
    fc.assert(
      fc.property(text, text, (name, email) => {
        const result = signUpRequestSchema.safeParse({ name, email, password: 'long enough pw' });
        if (!result.success) return;
        expect(CONTROL.test(result.data.name)).toBe(false);
        expect(CONTROL.test(result.data.email)).toBe(false);
        expect(result.data.name.length).toBeLessThanOrEqual(NAME_MAX);
        expect(result.data.email.length).toBeLessThanOrEqual(EMAIL_MAX);
      }),
      { numRuns: 2000 },
    );
  });

  it('accepts a blank name and names of two or more characters', () => {
    expect(
      signUpRequestSchema.safeParse({ name: '  ', email: 'a@b.co', password: '12345678' }).success,
    ).toBe(true);
    expect(
      signUpRequestSchema.safeParse({ name: 'Jo', email: 'a@b.co', password: '12345678' }).success,
    ).toBe(true);
  });

  it('tidies a name from elsewhere to fit the rules, counting as the schema counts', () => {
    expect(tidyFullName('  Asha\u202e Rao\u0007 ')).toBe('Asha Rao');
    expect(tidyFullName('X')).toBe('');
    const emoji = tidyFullName('🦄'.repeat(80));
    expect(emoji.length).toBeLessThanOrEqual(100);
    expect(fullNameSchema.safeParse(emoji).success).toBe(true);
  });

  it('shows the spec messages on the form', () => {
    const result = signUpFormSchema.safeParse({
      fullName: 'J',
      email: 'not-an-email',
      password: 'short',
      confirmPassword: 'diff',
    });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    expect(messages).toEqual(
      expect.arrayContaining([
        `fullName: ${accountMessages.nameTooShort}`,
        `email: ${accountMessages.invalidEmail}`,
        `password: ${accountMessages.passwordTooShort}`,
        `confirmPassword: ${accountMessages.passwordTooShort}`,
      ]),
    );
    const mismatch = signUpFormSchema.safeParse({
      fullName: '',
      email: 'a@b.co',
      password: '12345678',
      confirmPassword: '12345679',
    });
    expect(mismatch.error?.issues).toEqual([
      expect.objectContaining({ path: ['confirmPassword'], message: 'Passwords do not match' }),
    ]);
  });
});
