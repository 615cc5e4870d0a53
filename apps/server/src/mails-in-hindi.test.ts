import { describe, expect, it } from 'vitest';
import type { Language } from '@littlestar/shared/i18n/language';
import {
  accountDeletedMail,
  dataExportMail,
  dataExportTooLargeMail,
  emailVerificationMail,
  passwordResetMail,
} from './modules/accounts/mails.js';
import { trainingFinishedMail } from './modules/children/mails.js';
import { giftCodeMail } from './modules/payments/gift-mails.js';
import { paymentReceiptMail } from './modules/payments/mails.js';
import { bookGiftMail } from './modules/shares/mails.js';
import { storyReadyMail } from './modules/stories/mails.js';
import type { MailMessage } from './providers/mail/mail-provider.js';

const link = 'https://littlestar.example/x?token=abc';
const supportEmail = 'help@littlestar.example';

/** Each e-mail Littlestar writes to a parent, in a language. */
const MAILS: Record<string, (language: Language) => MailMessage> = {
  'password reset': (language) =>
    passwordResetMail({ to: 'a@example.com', name: 'Priya', link, language }),
  verification: (language) =>
    emailVerificationMail({ to: 'a@example.com', name: '', link, language }),
  'account deleted': (language) =>
    accountDeletedMail({ to: 'a@example.com', name: 'Priya', url: link, supportEmail, language }),
  'data export': (language) =>
    dataExportMail({ to: 'a@example.com', name: 'Priya', link, language }),
  'data export too large': (language) =>
    dataExportTooLargeMail({
      to: 'a@example.com',
      name: 'Priya',
      url: link,
      supportEmail,
      language,
    }),
  'story ready': (language) =>
    storyReadyMail({
      to: 'a@example.com',
      childName: 'Aarav',
      title: 'The Moon Kite',
      link,
      language,
    }),
  'training finished': (language) =>
    trainingFinishedMail({
      to: 'a@example.com',
      childName: 'Aarav',
      succeeded: true,
      link,
      language,
    }),
  'training failed': (language) =>
    trainingFinishedMail({
      to: 'a@example.com',
      childName: 'Aarav',
      succeeded: false,
      link,
      language,
    }),
  receipt: (language) =>
    paymentReceiptMail({
      to: 'a@example.com',
      planName: 'Standard',
      credits: 12,
      durationDays: 90,
      amount: 149_900,
      currency: 'INR',
      paymentId: 'pay_123',
      orderId: 'order_456',
      paidAt: new Date('2026-11-30T10:15:00Z'),
      paidWith: 'UPI, through Razorpay',
      link,
      replyTo: supportEmail,
      language,
    }),
  'gift receipt': (language) =>
    paymentReceiptMail({
      to: 'a@example.com',
      planName: 'Starter',
      credits: 1,
      durationDays: 30,
      amount: 49_900,
      currency: 'INR',
      paymentId: 'pay_789',
      orderId: 'order_012',
      paidAt: new Date('2026-11-30T10:15:00Z'),
      paidWith: 'UPI',
      link,
      replyTo: supportEmail,
      isGift: true,
      language,
    }),
  'gift code': (language) =>
    giftCodeMail({
      to: 'b@example.com',
      fromName: 'Meera',
      recipientName: 'Kavya',
      credits: 5,
      message: 'Happy birthday!',
      code: 'ABCD-EFGH-JKMN-PQRS-TVWX-YZ01-2345',
      expiresAt: new Date('2027-11-30T00:00:00Z'),
      link,
      language,
    }),
  'book gift': (language) =>
    bookGiftMail({
      to: 'b@example.com',
      senderName: 'Meera',
      message: 'For bedtime',
      title: 'The Moon Kite',
      link,
      coverUrl: 'https://littlestar.example/cover.png',
      language,
    }),
};

const DEVANAGARI = /[\u0900-\u097F]/;
/** What a mail repeats whatever its language: the sender's own words, the signature. */
const isLanguageFree = (line: string) =>
  line === '' ||
  line === '— Littlestar' ||
  line.startsWith('"Happy birthday!"') ||
  line.startsWith('"For bedtime"');

describe('the e-mails in Hindi', () => {
  it.each(Object.keys(MAILS))(
    'writes the %s mail in Hindi, with no English sentence left',
    (name) => {
      const write = MAILS[name];
      if (!write) throw new Error(name);
      const english = write('en');
      const hindi = write('hi');
      expect(hindi.subject).toMatch(DEVANAGARI);
      expect(hindi.subject).not.toBe(english.subject);
      const hindiLines = hindi.text.split('\n').filter((line) => !isLanguageFree(line));
      expect(hindiLines.length).toBeGreaterThan(1);
      for (const line of hindiLines) expect(line, line).toMatch(DEVANAGARI);
      for (const line of english.text.split('\n').filter((text) => !isLanguageFree(text))) {
        expect(hindi.text).not.toContain(line);
        expect(hindi.html).not.toContain(line.replaceAll('"', '&quot;'));
      }
      // Product names stay in Latin letters; the link is the same.
      expect(hindi.text).toContain(link);
      expect(hindi.html).toContain('Littlestar');
    },
  );

  it('keeps the English mails word for word', () => {
    const verification = MAILS.verification?.('en');
    expect(verification?.subject).toBe('Verify your e-mail address for Littlestar');
    expect(verification?.text).toContain(
      'Open this link within three days to verify it. Then you can make your free story:',
    );
    const receipt = MAILS.receipt?.('en');
    expect(receipt?.subject).toBe('Your Littlestar receipt: Standard plan, ₹1,499');
    expect(receipt?.text).toContain(
      "Thank you! 12 credits are now in your account, ready for a child's profile or a new story.",
    );
    expect(receipt?.text).toContain('Plan: Standard (12 credits, valid for 90 days)');
    expect(MAILS['story ready']?.('en').subject).toBe('Aarav\'s story "The Moon Kite" is ready');
    expect(MAILS['gift receipt']?.('en').text).toContain('Your gift of 1 credit is paid');
  });

  it('puts names, numbers and dates into the Hindi sentences', () => {
    expect(MAILS['story ready']?.('hi').subject).toBe('Aarav की कहानी "The Moon Kite" तैयार है');
    expect(MAILS.receipt?.('hi').text).toContain('प्लान: Standard (12 क्रेडिट, 90 दिन के लिए मान्य)');
    expect(MAILS.receipt?.('hi').text).toContain('भुगतान की गई राशि: ₹1,499');
    expect(MAILS.receipt?.('hi').text).toContain('भुगतान का तरीक़ा: UPI, Razorpay के ज़रिए');
    expect(MAILS['gift code']?.('hi').text).toContain('नमस्ते Kavya,');
    expect(MAILS['gift code']?.('hi').text).toMatch(/30 नवंबर 2027 तक/);
  });
});
