import type {
  ModerationItem,
  ModerationProvider,
  ModerationVerdict,
} from './moderation-provider.js';

/*
 * Words a children's book never prints: profanity, sexual words, slurs and hard drugs. A
 * short, conservative list on purpose: fairy tales have wolves that eat grandmothers, so
 * "kill", "die" or "scary" are allowed; the model's own rules and the service (when
 * MODERATION=openai) judge the rest. Matched as whole words, any case, with common endings.
 */
const NEVER_PRINTED = [
  'fuck',
  'fucking',
  'fucker',
  'motherfucker',
  'shit',
  'bullshit',
  'bitch',
  'bastard',
  'asshole',
  'arsehole',
  'cunt',
  'pussy',
  'twat',
  'wanker',
  'slut',
  'whore',
  'porn',
  'porno',
  'pornography',
  'sex',
  'sexy',
  'sexual',
  'nude',
  'rape',
  'rapist',
  'orgasm',
  'masturbate',
  'penis',
  'vagina',
  'boobs',
  'nigger',
  'nigga',
  'faggot',
  'retard',
  'cocaine',
  'heroin',
  'meth',
  'suicide',
  'nazi',
  'hitler',
];

const pattern = new RegExp(`\\b(?:${NEVER_PRINTED.join('|')})(?:s|es|ed|ing)?\\b`, 'iu');

/** Whether a text carries a word from the list (whole words; letters split by spaces count). */
export function hasNeverPrintedWord(text: string): boolean {
  const normal = text.normalize('NFKC');
  // "f u c k" and "f.u.c.k" as well as "fuck".
  const squeezed = normal.replace(/\b(\p{L})[\s.*_-](?=\p{L}\b)/gu, '$1');
  return pattern.test(normal) || pattern.test(squeezed);
}

/** The word list over some items: the labels of those that carry a listed word. */
export function checkWordList<Label extends string>(
  items: ModerationItem<Label>[],
): ModerationVerdict<Label> {
  const labels = items.filter((item) => hasNeverPrintedWord(item.text)).map((item) => item.label);
  if (labels.length === 0) return { flagged: false };
  return { flagged: true, labels: [...new Set(labels)], reasons: ['word list'] };
}

/**
 * MODERATION=off (the default): no service, only the word list over the parent's fields. The
 * offline engine's own text is its own; a real model's finished text still goes through the
 * word list, which costs nothing.
 */
export function createOfflineModeration(): ModerationProvider {
  return {
    kind: 'off',
    checkStoryIdea: (items) => Promise.resolve(checkWordList(items)),
    checkFinishedStory: (items) => Promise.resolve(checkWordList(items)),
  };
}
