import { describe, expect, it } from 'vitest';
import { accountMessages, leaveMessages, verificationMessages } from '../accounts.js';
import { castMessages } from '../cast.js';
import { characterSheetMessages, childMessages, likenessCheckMessages } from '../children.js';
import { giftMessages } from '../gifts.js';
import { shareMessages } from '../shares.js';
import { giftCodeMessages } from '../gift-codes.js';
import { pageEditMessages, pageEditTexts } from '../page-edits.js';
import { printOrderMessages } from '../print-orders.js';
import { paidWithText } from '../payment-texts.js';
import { paymentMessages } from '../payments.js';
import { PHOTO_PROBLEMS, photoCheckDetail, photoMessages } from '../photos.js';
import { storyMessages, storyModerationMessages } from '../stories.js';
import { devanagariNameMessages, storyLanguageMessages } from '../languages.js';
import { languageFromAcceptLanguage } from './language.js';
import { en, hi } from './messages.js';
import { englishEntries, inLanguage, recogniseEnglish, translatorFor } from './translate.js';

function leaves(node: object, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  for (const [name, value] of Object.entries(node)) {
    const key = prefix ? `${prefix}.${name}` : name;
    if (typeof value === 'string') found.set(key, value);
    else for (const [inner, text] of leaves(value as object, key)) found.set(inner, text);
  }
  return found;
}

/**
 * The ICU arguments a text uses: `{name}`, `{count, plural, ...}`, `{per, select, ...}`, and
 * those inside the branches of a plural or select (whose branch names are not arguments).
 */
function argumentsOf(text: string): string[] {
  const found = new Set<string>();
  let at = 0;
  const message = (): void => {
    while (at < text.length && text[at] !== '}') {
      if (text[at] === '{') argument();
      else at += 1;
    }
  };
  const argument = (): void => {
    at += 1;
    const head = /^\s*([^,}\s]+)\s*(?:,\s*(\w+)\s*)?/.exec(text.slice(at));
    if (!head) throw new Error(`unreadable argument at ${at} in ${text}`);
    found.add(head[1] ?? '');
    at += head[0].length;
    if (text[at] === ',') {
      // plural / select: `, branch {message} branch {message}`
      at += 1;
      while (at < text.length && text[at] !== '}') {
        if (text[at] === '{') {
          at += 1;
          message();
        }
        at += 1;
      }
    }
    at += 1;
  };
  message();
  return [...found].sort();
}

const sampleValues = (text: string): Record<string, string | number> =>
  Object.fromEntries(
    argumentsOf(text).map((name) => [
      name,
      name === 'per' ? 'user' : name === 'unit' ? 'minute' : 3,
    ]),
  );

describe('the texts in English and Hindi', () => {
  const english = leaves(en);
  const hindi = leaves(hi);

  it('has every key in both languages', () => {
    expect([...hindi.keys()].sort()).toEqual([...english.keys()].sort());
    expect(english.size).toBeGreaterThan(100);
  });

  it('uses the same ICU arguments in both languages', () => {
    for (const [key, text] of english) {
      expect({ key, args: argumentsOf(hindi.get(key) ?? '') }).toEqual({
        key,
        args: argumentsOf(text),
      });
    }
  });

  it('formats every text in both languages without an error', () => {
    const inEnglish = translatorFor('en');
    const inHindi = translatorFor('hi');
    for (const [key, text] of englishEntries()) {
      const values = sampleValues(text);
      expect(inEnglish(key, values)).not.toContain('{');
      const written = inHindi(key, values);
      expect(written, key).toBe(inHindi(key, values));
      // A Hindi text that failed to format would fall back to the English one.
      expect(written, key).not.toBe(inEnglish(key, values));
    }
  });

  it('writes Hindi in Devanagari, with ICU plurals in English', () => {
    const inHindi = translatorFor('hi');
    expect(inHindi('children.photos.tooFew', { minimum: 3 })).toBe('कृपया कम से कम 3 फ़ोटो अपलोड करें');
    expect(translatorFor('en')('common.tooManyTries', { seconds: 1 })).toBe(
      'Too many tries. Try again in 1 second.',
    );
    expect(inHindi('common.tooManyTries', { seconds: 5 })).toMatch(/^बहुत ज़्यादा .*5 सेकंड/);
  });

  it('keeps the shared English messages word for word as the English texts', () => {
    expect(en.accounts.invalidEmail).toBe(accountMessages.invalidEmail);
    expect(en.accounts.passwordTooShort).toBe(accountMessages.passwordTooShort);
    expect(en.accounts.nameTooLong).toBe(accountMessages.nameTooLong);
    expect(en.accounts.verification.required).toBe(verificationMessages.required);
    expect(en.accounts.leave.wrongPassword).toBe(leaveMessages.wrongPassword);
    expect(en.accounts.leave.exportRunning).toBe(leaveMessages.exportRunning);
    expect(en.credits.verificationFailed).toBe(paymentMessages.verificationFailed);
    expect(en.credits.gifts.expired).toBe(giftCodeMessages.expired);
    expect(en.credits.gifts.messageRefused).toBe(giftCodeMessages.messageRefused);
    expect(en.children.detailsLockedWhileTraining).toBe(childMessages.detailsLockedWhileTraining);
    expect(en.children.cannotEdit).toBe(childMessages.cannotEdit);
    expect(en.children.photos.tooMany).toBe(photoMessages.tooMany);
    expect(en.stories.notFound).toBe(storyMessages.notFound);
    expect(en.stories.beingGenerated).toBe(storyMessages.beingGenerated);
    expect(en.stories.ideaCheckUnavailable).toBe(storyModerationMessages.checkUnavailable);
    expect(en.stories.cast.heroInCast).toBe(castMessages.heroInCast);
    expect(en.stories.pages.redrawOpen).toBe(pageEditMessages.redrawOpen);
    expect(en.stories.shares.gone).toBe(shareMessages.gone);
    expect(en.stories.hindiUnavailable).toBe(storyLanguageMessages.hindiUnavailable);
    expect(en.children.devanagariOnly).toBe(devanagariNameMessages.notDevanagari);
    expect(en.credits.paidWith.testCheckout).toBe(
      paidWithText({ provider: 'simulated', method: null, isPaid: true }),
    );
    expect(
      recogniseEnglish(paidWithText({ provider: 'razorpay', method: 'upi', isPaid: true }) ?? ''),
    ).toEqual({ key: 'credits.paidWith.razorpay', values: { method: 'UPI' } });
    expect(en.stories.print.printerDown).toBe(printOrderMessages.printerDown);
    expect(en.stories.pages.textRequired).toBe(pageEditTexts.textRequired);
    expect(en.stories.gifts.verificationRequired).toBe(giftMessages.verificationRequired);
    expect(en.children.characterSheet.oncePerDay).toBe(characterSheetMessages.oncePerDay);
    expect(en.children.likenessCheck.photosGone).toBe(likenessCheckMessages.photosGone);
  });

  it('recognises the shared texts that carry a number', () => {
    expect(recogniseEnglish(pageEditTexts.tooManyWords(40))).toEqual({
      key: 'stories.pages.tooManyWords',
      values: { limit: '40' },
    });
    expect(recogniseEnglish(shareMessages.tooMany)?.key).toBe('stories.shares.tooMany');
    expect(recogniseEnglish(giftMessages.limitReached)?.key).toBe('stories.gifts.limitReached');
    expect(inLanguage('hi', castMessages.childNotReady('Aarav'))).toBe(
      'Aarav अभी तैयार नहीं है: कहानी में शामिल होने से पहले Aarav की फ़ोटो से ट्रेनिंग होनी ज़रूरी है',
    );
    expect(recogniseEnglish(castMessages.nameRefused(2))?.key).toBe('stories.cast.nameRefused');
  });
});

describe('recognising the English sentences code still writes', () => {
  it('finds a plain text and a text with arguments', () => {
    expect(recogniseEnglish(leaveMessages.wrongPassword)).toEqual({
      key: 'accounts.leave.wrongPassword',
    });
    expect(recogniseEnglish(photoMessages.tooFew(4))).toEqual({
      key: 'children.photos.tooFew',
      values: { minimum: '4' },
    });
    expect(recogniseEnglish(accountMessages.wrongAddress('https://littlestar.example'))).toEqual({
      key: 'accounts.wrongAddress',
      values: { url: 'https://littlestar.example' },
    });
  });

  it('leaves a sentence that was not moved in English', () => {
    expect(recogniseEnglish('Something nobody wrote down.')).toBeUndefined();
    expect(inLanguage('hi', 'Something nobody wrote down.')).toBe('Something nobody wrote down.');
    expect(inLanguage('hi', giftCodeMessages.redeemed)).toBe(
      'यह उपहार कोड पहले ही इस्तेमाल हो चुका है।',
    );
    expect(inLanguage('en', giftCodeMessages.redeemed)).toBe(giftCodeMessages.redeemed);
  });
});

describe('the photo check in Hindi', () => {
  it('writes its summary and each refused photo sentence by sentence', () => {
    const detail = photoCheckDetail(
      [
        { index: 1, faces: 1, usable: true, problem: null },
        { index: 2, faces: 0, usable: false, problem: 'no_face' },
        { index: 3, faces: 2, usable: false, problem: 'several_faces' },
      ],
      3,
    );
    expect(detail).toBe(
      '1 of 3 photos can be used: add 2 more. Photo 2: We could not find a face in this photo. ' +
        'Photo 3: Other people are in this photo: choose one where your child is alone.',
    );
    expect(inLanguage('hi', detail)).toBe(
      '3 में से 1 फ़ोटो इस्तेमाल हो सकती हैं: 2 और जोड़ें। फ़ोटो 2: इस फ़ोटो में हमें कोई चेहरा नहीं मिला। ' +
        'फ़ोटो 3: इस फ़ोटो में दूसरे लोग भी हैं: ऐसी फ़ोटो चुनें जिसमें आपका बच्चा अकेला हो।',
    );
  });

  it('keeps each reason word for word as the photo check gives it', () => {
    for (const problem of PHOTO_PROBLEMS) {
      const detail = photoCheckDetail([{ index: 4, faces: 0, usable: false, problem }], 1);
      const [, reason = ''] = detail.split(/(?<=\.) /);
      expect(recogniseEnglish(reason), reason).toBeDefined();
    }
  });
});

describe("a browser's languages", () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['en-US,en;q=0.9', 'en'],
    ['hi-IN,hi;q=0.9,en;q=0.8', 'hi'],
    ['hi', 'hi'],
    ['en-IN,en;q=0.9,hi;q=0.8', 'en'],
    ['en;q=0.5,hi;q=0.7', 'hi'],
    ['hi,en', 'hi'],
    ['en,hi', 'en'],
    ['mr-IN,hi;q=0.8', 'hi'],
    ['fr-FR,fr;q=0.9', 'en'],
    ['hi;q=0,en', 'en'],
    ['HI-in', 'hi'],
  ] as const)('%s means %s', (header, language) => {
    expect(languageFromAcceptLanguage(header)).toBe(language);
  });
});

describe('the rate limit text', () => {
  it('names the window in words, in both languages', () => {
    const values = { max: 5, unit: 'minute', count: 15, per: 'user', seconds: 40 };
    expect(translatorFor('en')('common.rateLimited', values)).toBe(
      'Too many requests: at most 5 every 15 minutes from one account. Please try again in 40 seconds.',
    );
    expect(translatorFor('hi')('common.rateLimited', { ...values, unit: 'hour', count: 1 })).toBe(
      'बहुत ज़्यादा अनुरोध: एक खाते से हर घंटे में ज़्यादा से ज़्यादा 5। कृपया 40 सेकंड बाद फिर से कोशिश करें।',
    );
  });
});
