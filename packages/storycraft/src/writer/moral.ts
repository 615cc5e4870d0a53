import { isGerund, IMPERATIVE_STARTERS } from './lexicon.js';
import { lowerFirstWord, trimToPhrase } from './conflict.js';

/**
 * The parent's moral as the story's closing thought. "Be kind to others" becomes
 * "… learned to be kind to others"; "being kind matters" becomes "… learned that being kind
 * matters"; "kindness" becomes "… learned all about kindness". Returns sentence templates,
 * or null when the text cannot be woven in.
 */
export function parseMoral(text: string, name: string): string[] | null {
  let phrase = trimToPhrase(text, name, false)
    .replace(/^(?:the )?(?:moral|lesson)(?: of the story)?(?: is)?\s*:?\s*/i, '')
    .replace(/^(?:that|remember|remember that)\s+/i, '')
    .trim();
  if (!/[a-z]/i.test(phrase)) return null;
  phrase = lowerFirstWord(phrase, (word) => /^[a-z']+$/.test(word) && word !== 'i');
  const words = phrase.split(' ');
  const first = words[0] ?? '';

  // "I can do hard things" stays in the child's own voice rather than becoming "learned that I…".
  if (words.some((word) => /^(?:i|i'm|i'll|i've|me|my|we|we're|us|our)$/i.test(word))) {
    const spoken = phrase.charAt(0).toUpperCase() + phrase.slice(1);
    return [`{name} said it with a big smile: "${spoken}."`];
  }

  if (/^(?:learn|learns|learned|learning)$/.test(first) && words[1] === 'to' && words.length > 2) {
    return toInfinitive(words.slice(2).join(' '));
  }
  if (first === 'to' && words.length > 1) return toInfinitive(words.slice(1).join(' '));
  if (first === "don't" || (first === 'do' && words[1] === 'not')) {
    const rest = words.slice(first === 'do' ? 2 : 1).join(' ');
    return rest
      ? [`{name} learned not to ${rest}.`, `And so {name} learned not to ${rest}.`]
      : null;
  }
  if (first === 'never' && words.length > 1) {
    const rest = words.slice(1).join(' ');
    return [`{name} learned never to ${rest}.`, `And {name} learned never, ever to ${rest}.`];
  }
  if (first === 'always' && IMPERATIVE_STARTERS.has(words[1] ?? '')) {
    return toInfinitive(phrase);
  }
  if (IMPERATIVE_STARTERS.has(first) && !looksLikeClause(words)) return toInfinitive(phrase);
  if (
    looksLikeClause(words) ||
    /^(?:it|that|there|what|everyone|everybody|you|we|who)'(?:s|re)$/.test(first)
  ) {
    return [
      `{name} learned that ${phrase}.`,
      `And that day, {name} learned something important: ${phrase}.`,
      `{name} knew it now: ${phrase}.`,
    ];
  }
  if (isGerund(first)) {
    return [
      `{name} learned how much ${phrase} matters.`,
      `{name} learned that ${phrase} really matters.`,
    ];
  }
  return [`{name} learned all about ${phrase}.`, `And {name} learned something about ${phrase}.`];
}

function toInfinitive(phrase: string): string[] {
  return [`{name} learned to ${phrase}.`, `And so {name} learned to ${phrase}.`];
}
