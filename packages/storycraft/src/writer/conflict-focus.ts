import { adoptChildPronouns } from './child-pronouns.js';
import { detectEverydayFocus, type EverydayFocus } from './everyday-focus.js';
import { bareWord, DANGLING_WORDS, isGerund } from './lexicon.js';
import { findThings } from './story-things.js';

/**
 * What kind of problem the parent described, so the tries, the low point and the turning
 * point can be about that problem: a child scared of deep water dips a toe in it, a child
 * who cannot ride a bike practises riding it, a shy child tries to say hello.
 *
 * - fear: `object` is what the child fears ("deep water", "being lost"); `isThing` says
 *   whether it is a thing you can walk toward (a noun) or something you do (a gerund).
 * - skill: `object` is the thing to learn, as a gerund phrase ("riding a bike").
 * - social: the other child of the story ({@friend}) is the one to reach out to.
 * - quarrel, habit, loss: see everyday-focus.ts (the other person, the habit, the lost one).
 * Anything else keeps the theme's own tries.
 */
export type ConflictFocus =
  | { kind: 'fear'; object: string; isThing: boolean }
  | { kind: 'skill'; object: string }
  | { kind: 'social' }
  | EverydayFocus;

const SOCIAL =
  /\b(?:shy|lonely|friends?|friendless|left out|alone|new kids?|new school|new class|other (?:kids|children)|meeting (?:new )?people|join in|joining in|play(?:ing)? with others)\b/;

const HEDGES =
  '(?:(?:very|really|so|super|quite|a bit|a little|a little bit|too|always|sometimes|often|still|kind of|a lot)\\s+)*';

const FEAR = new RegExp(
  `^(?:(?:is|was|are|gets|got|feels|felt|becomes|seems)\\s+)?${HEDGES}(?:scared|afraid|frightened|terrified|nervous|worried|fearful|anxious|panicky)\\s+(?:of|about|by|around)\\s+(.+)$`,
  'd',
);
const FEAR_TO = new RegExp(
  `^(?:(?:is|was|are|gets|got|feels|felt)\\s+)?${HEDGES}(?:scared|afraid|frightened|terrified|nervous|too scared|too shy)\\s+to\\s+(.+)$`,
  'd',
);
const FEAR_VERB =
  /^(?:fears|feared|fear of|hates|hated|dreads|dreaded|dislikes|disliked|(?:does not|doesn't|did not|didn't) like|panics (?:about|at|around))\s+(.+)$/d;

const SKILL_TO =
  /^(?:can't|cannot|can not|couldn't|could not|(?:is|isn't|is not) (?:yet )?able to|(?:doesn't|does not|don't) know how to|(?:is )?learning (?:how )?to|wants to learn (?:how )?to|(?:is )?trying to learn (?:how )?to|never learned to)\s+(.+)$/d;
const SKILL_AT =
  /^(?:finds|found|has trouble|had trouble|has a hard time|struggles with|struggled with|struggles|is bad at|(?:isn't|is not) (?:very )?good at|gets stuck on|gives up on|gives up)\s+(.+?)(?:\s+(?:hard|difficult|tricky|tough|boring|scary))?$/d;

/** "wants to learn the piano", "is learning French": a skill named by its thing, not a verb. */
const SKILL_LEARN =
  /^(?:wants to learn|(?:is )?learning|(?:is )?trying to learn|wants to get (?:better|good) at|(?:is )?practi[sc]ing|practi[sc]es)\s+(?!to\s|how\s)(.+)$/d;
const INSTRUMENT =
  /^(?:the\s+)?(piano|violin|guitar|drums?|recorder|trumpet|flute|cello|ukulele|harp|keyboard|xylophone)$/;
const GAME =
  /^(?:football|soccer|tennis|chess|basketball|cricket|hockey|netball|rugby|baseball|golf)$/;

/** "the piano" → "playing the piano", "chess" → "playing chess", "French" → "learning French". */
function learnedActivity(object: string): string {
  const instrument = INSTRUMENT.exec(object.toLowerCase());
  if (instrument) return `playing the ${instrument[1] ?? ''}`;
  if (GAME.test(object.toLowerCase())) return `playing ${object}`;
  if (isGerund(object.split(' ')[0] ?? '')) return object;
  return `learning ${object}`;
}

/**
 * Cuts the object where a clause or a time phrase takes over: "dogs when they bark" → "dogs";
 * "sharing is scared never" → "sharing" (a second fear the mending could not read).
 */
const OBJECT_ENDS =
  /\s*(?:,|\s(?:(?:is|was|are)\s)?(?:scared|afraid|frightened|terrified)\b|\s(?:when|whenever|if|because|while|since|until|but|and then|at night|at bedtime|anymore|any more|yet|sometimes|at all|so much|very much|a lot)\b).*$/;

/** Base verb → "-ing" form: ride → riding, swim → swimming, tie → tying. */
export function toGerund(verb: string): string {
  if (/ie$/.test(verb)) return `${verb.slice(0, -2)}ying`;
  if (/^(?:be|see|flee|agree|free)$/.test(verb)) return `${verb}ing`;
  if (/[^aeiouy]e$/.test(verb) || /[^e]ue$/.test(verb)) return `${verb.slice(0, -1)}ing`;
  // One short vowel between consonants doubles the last letter: swim → swimming.
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(verb)) return `${verb}${verb.slice(-1)}ing`;
  return `${verb}ing`;
}

function cleanObject(text: string): string {
  const words = text.replace(OBJECT_ENDS, '').trim().split(' ').filter(Boolean);
  while (words.length > 0 && DANGLING_WORDS.has(bareWord(words.at(-1) ?? ''))) words.pop();
  const object = words.join(' ').replace(/[,;:]+$/, '');
  // "my dog" is the child's dog in the story: "{their} dog".
  const adopted = adoptChildPronouns(object.replace(/^my\s/i, 'his '), { secondPerson: false });
  return adopted ?? '';
}

/**
 * "deep water" → "the deep water", so "dipped one toe in the deep water" reads naturally;
 * plurals ("dogs"), names, possessives and phrases with their own article stay as they are.
 */
function withArticle(object: string): string {
  const words = object.split(' ');
  const first = words[0] ?? '';
  const hasDeterminer =
    /^(?:the|a|an|this|that|these|those|some|any|every|all|no|his|her|its|our|their|\{their\})$/i.test(
      first,
    ) || /'s?$/.test(first);
  const isPlural = words.length === 1 ? /[^s]s$/.test(first) : /[^s]s$/.test(words.at(-1) ?? '');
  const isName = /^\p{Lu}/u.test(first);
  return hasDeterminer || isPlural || isName ? object : `the ${object}`;
}

/** "ride a bike" → "riding a bike"; a phrase that already starts "-ing" stays as it is. */
export function asActivity(text: string): string {
  const [first = '', ...rest] = text.split(' ');
  const verb = isGerund(first) ? first : toGerund(first);
  return [verb, ...rest].join(' ');
}

const FEAR_WORD = /^(?:scared|afraid|frightened|terrified)$/i;

/** Words after which a fear word says how the child feels: "is scared", "a little afraid". */
const FEELS =
  /^(?:being|feeling|getting|is|was|are|be|become|becomes|seems|feel|feels|felt|get|gets|got|too|so|very|really|super|quite|extremely|bit|little|always|still|sometimes|often|easily|never|not|and|or)$/i;

/**
 * A fear word that says nothing of how the child feels: "being scared" and "is scared" do,
 * "sharing scared never" or "is of scared" is a phrase that lost its shape. A conflict may
 * open with its fear ("scared of the dark"); a moral may not.
 */
export function hasStrayFearWord(words: readonly string[], { mayLead = false } = {}): boolean {
  return words.some(
    (word, index) =>
      FEAR_WORD.test(bareWord(word)) &&
      !(index === 0 && mayLead) &&
      !FEELS.test(bareWord(words[index - 1] ?? '')),
  );
}

const FEAR_CLAUSE =
  /\b(?:scared|afraid|frightened|terrified|nervous|worried)\s+(?:of|about|by|around|to)\s/gi;
const DETERMINER = /^(?:the|a|an|my|his|her|their|our)$/i;

/**
 * Mends the two ways a hurried parent garbles a fear, so it is read as the fear they meant
 * and never pasted as a noun ("a scared dark"): a fear word without its "of" before a thing
 * ("scared dark" → "scared of the dark", "scared sharing" → "scared of sharing"), and a fear
 * said twice ("scared of sharing is scared of the dark"), where the last, the parent's
 * correction, is the fear. Anything else comes back as it was.
 */
export function mendFearWords(phrase: string): string {
  const words = phrase.split(' ');
  const mended = words.flatMap((word, index) => {
    const next = bareWord(words[index + 1] ?? '').toLowerCase();
    if (!FEAR_WORD.test(bareWord(word)) || !next) return [word];
    if (isGerund(next)) return [word, 'of'];
    const thing = findThings(words.slice(index + 1).join(' '))[0];
    const hasDeterminer = DETERMINER.test(next);
    if (thing?.index !== (hasDeterminer ? next.length + 1 : 0)) return [word];
    // "scared dark" → "scared of the dark"; "scared dogs", "scared heights" and "scared
    // Grandma" take no article.
    const bare = hasDeterminer || thing.kind === 'person' || /[^s]s$/.test(thing.word);
    return bare ? [word, 'of'] : [word, 'of', 'the'];
  });
  const text = mended.join(' ');
  const clauses = [...text.matchAll(FEAR_CLAUSE)];
  return clauses.length > 1 ? text.slice(clauses.at(-1)?.index ?? 0) : text;
}

/** An occasion: "school play", "big piano recital", "sports day". */
const OCCASION =
  '((?:(?:big|school|class|first|swimming|dance|dancing|music|sports|spelling|piano|singing|talent|end-of-year|christmas|diwali)\\s+){0,2}(?:play|concert|show|recital|assembly|race|match|gala|performance|competition|bee|sports day|tournament))';
/** An occasion the parent's problem is about: "singing in the school play", "at her recital". */
const EVENT = new RegExp(
  `\\b(?:in|at|for|on|before)\\s+(the|his|her|their|a|an)\\s+${OCCASION}\\b`,
  'i',
);
/** "The Big School Play", "Mia and the Spelling Bee": the whole title or its last words. */
const TITLED_EVENT = new RegExp(`(?:^|\\b(?:the|a|an)\\s+)${OCCASION}[.!?]?$`, 'i');

/**
 * The occasion a fear or a skill is for, in the story's words ("the school play", "{their}
 * piano recital"), or null: the story then has it happen, so the worry is not just declared
 * gone.
 */
export function eventNamedIn(phrase: string): string | null {
  const match = EVENT.exec(phrase);
  if (!match) return null;
  const [, owner = '', occasion = ''] = match;
  const article = /^(?:his|her|their)$/i.test(owner) ? '{their}' : 'the';
  return `${article} ${occasion.toLowerCase()}`;
}

/** The occasion a title names ("The Big School Play" → "the big school play"), or null. */
export function eventTitledIn(title: string): string | null {
  const occasion = TITLED_EVENT.exec(title.trim())?.[1];
  return occasion ? `the ${occasion.toLowerCase()}` : null;
}

/**
 * The kind of the parent's (already trimmed, subject-free, lower-cased) phrase, or null
 * when it is none of fear, skill or social (the theme's tries are used then).
 */
export function detectConflictFocus(phrase: string): ConflictFocus | null {
  const original = mendFearWords(phrase.trim());
  const text = original.toLowerCase();
  // "Scared of …" is a fear even when it names bedtime or a brother.
  const isFear = FEAR.test(text) || FEAR_TO.test(text);
  const everyday = isFear ? null : detectEverydayFocus(original);
  if (everyday) return everyday;
  if (SOCIAL.test(text)) return { kind: 'social' };
  for (const [pattern, focusOn] of FOCUS_PATTERNS) {
    const object = objectIn(pattern, text, original);
    if (object) return focusOn(object);
  }
  return doingFocus(text, original);
}

/** Matched in lower case, taken from the parent's own words: "Grandpa's dog" keeps its capital. */
function objectIn(pattern: RegExp, text: string, original: string): string {
  const range = pattern.exec(text)?.indices?.[1];
  if (!range) return '';
  return text.length === original.length
    ? original.slice(range[0], range[1])
    : text.slice(range[0], range[1]);
}

function fearedThing(feared: string): ConflictFocus | null {
  const object = cleanObject(feared);
  if (!object) return null;
  const first = object.split(' ')[0] ?? '';
  if (isGerund(first)) return { kind: 'fear', object, isThing: false };
  return { kind: 'fear', object: withArticle(object), isThing: true };
}

/**
 * The phrases that name what the problem is about, in the order they are tried, each with
 * what its object makes of the problem: a thing or a doing feared, a skill to learn.
 */
const FOCUS_PATTERNS: ReadonlyArray<[RegExp, (object: string) => ConflictFocus | null]> = [
  [FEAR, fearedThing],
  [FEAR_VERB, fearedThing],
  [
    FEAR_TO,
    (doing) => {
      const object = cleanObject(asActivity(doing));
      return object ? { kind: 'fear', object, isThing: false } : null;
    },
  ],
  [
    SKILL_TO,
    (skill) => {
      const object = cleanObject(asActivity(skill));
      return object ? { kind: 'skill', object } : null;
    },
  ],
  [
    SKILL_AT,
    (skill) => {
      const object = cleanObject(skill);
      return object ? { kind: 'skill', object } : null;
    },
  ],
  [
    SKILL_LEARN,
    (learned) => {
      const object = cleanObject(learned);
      return object ? { kind: 'skill', object: learnedActivity(object) } : null;
    },
  ],
];

/** "riding a bike" on its own is a thing to learn; "being lost" is a thing to fear. */
function doingFocus(text: string, original: string): ConflictFocus | null {
  const [first = '', second = ''] = text.split(' ');
  if (!isGerund(first)) return null;
  const object = cleanObject(original);
  if (!object) return null;
  return first === 'being' || second === 'alone'
    ? { kind: 'fear', object, isThing: false }
    : { kind: 'skill', object };
}
