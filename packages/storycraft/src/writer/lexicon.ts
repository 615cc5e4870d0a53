/**
 * Just enough English morphology to weave a parent's phrase into a past-tense story:
 * the verbs parents use when describing a child's worry, and the feelings that can be
 * "not … anymore" once the story is resolved. Word lists are written as one string each
 * so they stay readable.
 */

const wordSet = (words: string): ReadonlySet<string> => new Set(words.trim().split(/\s+/));

/** "a=b c=d" → a Map (never a plain object: "valueOf" typed by a parent must not match). */
const wordMap = (pairs: string): ReadonlyMap<string, string> =>
  new Map(
    pairs
      .trim()
      .split(/\s+/)
      .map((pair) => pair.split('=') as [string, string]),
  );

/** Present-tense verbs and their past tense; {was}/{wasn't} agree with the subject. */
const PAST_OF = wordMap(`
  is={was} are={was} am={was} was={was} were={was} isn't={wasn't} aren't={wasn't}
  wasn't={wasn't} weren't={wasn't} has=had have=had does=did do=did doesn't=didn't
  don't=didn't can't=couldn't cannot=couldn't can=could won't=wouldn't will=would
  gets=got get=got feels=felt feel=felt goes=went makes=made takes=took thinks=thought
  finds=found loses=lost forgets=forgot keeps=kept says=said runs=ran hides=hid
  fights=fought bites=bit eats=ate sleeps=slept wakes=woke throws=threw breaks=broke
  hits=hit knows=knew sees=saw hears=heard leaves=left falls=fell tells=told gives=gave
  becomes=became understands=understood sits=sat stands=stood wins=won speaks=spoke
  misses=missed wishes=wished worries=worried cries=cried tries=tried hurries=hurried
  panics=panicked hurts=hurt
`);

/** Verbs parents often write in the present that are regular in the past. */
const REGULAR_VERBS = wordSet(`
  want need hate like love fear refuse struggle wet whine complain argue shout yell scream
  push grab snatch tease compare avoid dislike dread wonder learn play share help listen
  stay talk ask suck pick sulk pout stutter stammer wander worry doubt stomp kick interrupt
  ignore hesitate freeze blush squirm fidget boss brag cheat fuss chew look miss wish wait
  hope try cry climb jump dream
`);

/** First words that already are past tense. */
const PAST_VERBS = wordSet(`
  lost broke forgot fell got felt had did ran hid bit ate slept woke threw hit knew saw
  heard left told made took went came said thought found kept fought won gave became could
  couldn't would wouldn't didn't stood sat spoke tore
`);

/** Feelings a story can resolve: "… was not scared of the dark anymore". */
export const FEELINGS = wordSet(`
  scared afraid frightened terrified nervous worried shy anxious sad lonely jealous angry
  grumpy upset cross fearful timid unsure embarrassed frustrated cranky mad homesick
  overwhelmed confused uncertain reluctant hesitant insecure sulky bored uneasy panicky
  unhappy miserable stressed cautious wary envious moody
`);

/** Words that, first in a phrase, describe the child ("Scared of the dark"). */
const DESCRIBING_WORDS = wordSet(`
  too not very really so quite super clumsy messy stuck tired sleepy sick ill unable
  unwilling bad slow small little tiny new different picky fussy bossy stubborn restless
  quiet loud hurt impatient naughty unkind mean rude forgetful careless selfish worse
  scary late alone
`);

export function isDescribingWord(word: string): boolean {
  return FEELINGS.has(word) || DESCRIBING_WORDS.has(word);
}

/** Intensifiers dropped when a feeling is resolved ("very scared" → "not scared anymore"). */
export const INTENSIFIERS =
  /^(?:(?:very|really|super|quite|extremely|a bit|a little bit|a little|kind of|sort of)\s+)+/;

export const ADVERBS = wordSet('always often sometimes usually never still really');

/** Words after which a phrase starting with a "-s" word is a verb phrase ("bites his nails"). */
const OBJECT_STARTERS = wordSet(`
  his her their its the a an to my your him them it everything everyone everybody other
  others new up out when too very so about back off sharing going being people things
  himself herself themselves
`);

const FINITE_WORDS = wordSet(`
  is are am was were isn't aren't wasn't weren't has have had can't cannot won't doesn't
  don't didn't keeps cries died moved left broke ran lost will can does did gets got makes
  made goes went came comes says said takes took
`);

/** The first finite verb of a clause in the past: is → was (no agreement needed there). */
const CLAUSE_PAST_OF = wordMap(`
  is=was are=were am=was isn't=wasn't aren't=weren't has=had have=had can't=couldn't
  cannot=couldn't won't=wouldn't doesn't=didn't don't=didn't will=would can=could
  keeps=kept cries=cried does=did gets=got makes=made goes=went comes=came says=said
  takes=took
`);

/** Past tense of a present-tense verb, or null when the word is not a verb we recognise. */
export function pastTense(word: string, next: string | undefined): string | null {
  const known = PAST_OF.get(word);
  if (known) return known;
  if (PAST_VERBS.has(word) || /^[a-z]{2,}ed$/.test(word)) return word;
  if (!word.endsWith('s') || word.endsWith('ss')) return null;
  const base = baseOfThirdPerson(word);
  if (!REGULAR_VERBS.has(base) && !(next !== undefined && OBJECT_STARTERS.has(next))) return null;
  return regularPast(base);
}

function baseOfThirdPerson(word: string): string {
  if (/[^aeiou]ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(?:ss|sh|ch|x|zz|o)es$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

function regularPast(base: string): string {
  if (/[^aeiou]y$/.test(base)) return `${base.slice(0, -1)}ied`;
  if (base.endsWith('e')) return `${base}d`;
  // Short consonant–vowel–consonant verbs double the last letter: grab → grabbed.
  if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(base)) return `${base}${base.slice(-1)}ed`;
  return `${base}ed`;
}

/** True when the words hold a finite verb of their own, e.g. "her dog ran away". */
export function hasFiniteVerb(words: readonly string[]): boolean {
  return words.slice(1).some((word) => FINITE_WORDS.has(word.toLowerCase()));
}

/** Turns the first finite verb of a clause into the past: "grandpa is sick" → "grandpa was sick". */
export function clauseToPast(words: readonly string[]): string {
  let changed = false;
  return words
    .map((word, index) => {
      const past = CLAUSE_PAST_OF.get(word.toLowerCase());
      if (changed || index === 0 || !past) return word;
      changed = true;
      return past;
    })
    .join(' ');
}

const NOT_GERUNDS = wordSet(`
  nothing something anything everything thing king ring spring morning evening ceiling
  string wing swing sling sing bring sibling darling duckling pudding building wedding
  lightning
`);

export function isGerund(word: string): boolean {
  return word.length > 4 && word.endsWith('ing') && !NOT_GERUNDS.has(word);
}

/** Base verbs that can start an instruction ("Be kind", "Never give up"). */
export const IMPERATIVE_STARTERS = wordSet(`
  be share help try listen tell believe love keep ask say use trust give take look treat
  stay follow respect work dream practice practise eat clean brush stop think remember care
  include forgive apologize apologise accept wait speak play make hold let put always never
  do don't stand smile laugh count face find learn shine reach hope admit own choose
  protect save spread show open embrace celebrate value cherish appreciate
`);

/** Words that cannot carry a phrase on their own ("is", "the", "and"). */
export const FUNCTION_WORDS = wordSet(`
  a an the is are am was were be been being it its this that these those there here and or
  but so if of to in on at by for with from as than then too very not no yes also just
  about into onto over under up down off out again ever even more most much such what
  which who whom whose when where why how all any some each every both either neither
  i me my we us our you your he him his she her they them their
`);

/** Qualities a story can teach as "learned to be brave". */
export const VIRTUES = wordSet(`
  brave kind patient honest gentle generous helpful polite careful calm curious thankful
  grateful bold strong fair friendly loving caring respectful responsible brave-hearted
  humble forgiving thoughtful considerate cheerful confident truthful tidy hardworking
`);

/** Has a verb of its own after the first word: "sharing is caring", "friends help each other". */
export function looksLikeClause(words: readonly string[]): boolean {
  return words
    .slice(1)
    .some((word) =>
      /^(?:is|are|was|were|can|can't|will|won't|should|must|makes?|means?|matters?|helps?|gives?|brings?|shines?|grows?|comes?|goes?|wins?|takes?|needs?|deserves?|counts?|have|has|do|does|don't|doesn't|need|feel|feels|belong|belongs|stick|sticks|love|loves|care|cares)$/.test(
        word,
      ),
    );
}

/** Words that cannot end a phrase: "monsters under the", "the dark and". ("give up" can.) */
export const DANGLING_WORDS = wordSet(`
  a an the and or but nor of to with for from at by into onto my your his their our
  its is are was were be than as if so because when that very too
`);

/** A word without the punctuation stuck to it ("is," → "is"), for looking it up. */
export const bareWord = (word: string): string => word.replace(/[^\p{L}\p{N}'-]/gu, '');
