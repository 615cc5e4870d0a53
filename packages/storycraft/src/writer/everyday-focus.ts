/**
 * The everyday problems a parent writes that are no fear, skill or shyness: a quarrel with
 * someone (a little brother who touches the toys, a cousin who always goes first), a habit
 * (vegetables, bedtime, bitten nails) and a loss (a pet that died, Grandma far away, a lost
 * teddy). Each is read for the people and things it names, so the story can tell it in its
 * own words ("her little brother", "the toys") and never paste the parent's sentence.
 */

/** How the story names someone: "{their} little brother", "Grandma", "Leo". */
export interface Someone {
  /** The reference, in the child's possessive where it is theirs: "{their} little brother". */
  person: string;
  /** The pronoun their word gives them: brother → he, grandma → she, friend → they. */
  pronoun: 'he' | 'she' | 'they';
}

export type HabitId =
  'vegetables' | 'bedtime' | 'nails' | 'tidying' | 'screens' | 'teeth' | 'whining';

export type LossId = 'pet' | 'faraway' | 'toy';

export type EverydayFocus =
  | ({ kind: 'quarrel'; object: string; over: 'toys' | 'turns' } & Someone)
  | { kind: 'habit'; object: string; habit: HabitId }
  | ({
      kind: 'loss';
      object: string;
      loss: LossId;
      gone: 'died' | 'ran away' | 'lost' | 'moved';
    } & Someone);

const PERSON =
  /\b(?:(little|baby|big|younger|older|twin|small)\s+)?(brother|sister|sibling|cousin|best friend|friend|classmate|sis|bro)s?\b(?:\s+(\p{Lu}\p{Ll}+))?/iu;

const QUARREL_CUE =
  /\b(?:cross|angry|mad|upset|grumpy|furious|cries|screams?|shouts?|yells?|fights?|fighting|fought|argues?|arguing|argue|quarrels?|quarrelling|squabbles?|squabbling|bickers?|bickering|hits?|pushes|snatches|snatching|grabs?|grabbing|touches|touching|takes|taking|breaks|won't share|will not share|doesn't share|does not share|share|shares|sharing|turns?|goes first|go first|going first|jealous|mine)\b/i;

/** Things children squabble over, as the story names them. */
const TOY_WORDS: Array<[RegExp, string]> = [
  [/\blego\b|\bbricks\b/i, 'the Lego bricks'],
  [/\bblocks?\b/i, 'the blocks'],
  [/\bcrayons?\b|\bpens\b|\bpencils\b|\bfelt tips?\b/i, 'the crayons'],
  [/\bdolls?\b/i, 'the dolls'],
  [/\b(?:toy )?cars?\b|\btrains?\b|\btrain set\b/i, 'the toy cars'],
  [/\bswings?\b/i, 'the swing'],
  [/\bslide\b/i, 'the slide'],
  [/\bball\b/i, 'the ball'],
  [/\bbike\b|\bscooter\b/i, 'the scooter'],
  [/\btablet\b|\bipad\b|\bvideo games?\b|\bconsole\b/i, 'the tablet'],
  [/\bteddy\b|\bsoft toys?\b|\bstuffed animals?\b/i, 'the teddies'],
  [/\bbooks?\b/i, 'the books'],
  [/\bpuzzles?\b/i, 'the puzzles'],
  [/\bstickers?\b/i, 'the stickers'],
];

function someoneFrom(match: RegExpExecArray): Someone {
  const [, size = '', word = '', name] = match;
  const lower = word.toLowerCase();
  const base = lower === 'sis' ? 'sister' : lower === 'bro' ? 'brother' : lower;
  const pronoun = /brother/.test(base) ? 'he' : /sister/.test(base) ? 'she' : 'they';
  // Matched without regard to case: only a capital in the parent's own words is a name.
  if (
    name &&
    /^\p{Lu}/u.test(name) &&
    !/^(?:And|But|When|Who|Because|Over|About|With)$/.test(name)
  ) {
    return { person: name, pronoun };
  }
  const sizeWord = /^(?:younger|small)$/i.test(size)
    ? 'little'
    : /^older$/i.test(size)
      ? 'big'
      : size.toLowerCase();
  return { person: ['{their}', sizeWord, base].filter(Boolean).join(' '), pronoun };
}

/** "gets cross when her little brother touches her toys", "fights with his cousin over the swing". */
function quarrelIn(text: string): EverydayFocus | null {
  const person = PERSON.exec(text);
  if (!person || !QUARREL_CUE.test(text)) return null;
  // "finds it hard to make friends" or "misses her best friend" is no quarrel.
  if (/\bmake friends?\b|\bmiss(?:es|ed|ing)?\b|moved|new friends?\b|\bno friends\b/i.test(text))
    return null;
  const toy = TOY_WORDS.find(([pattern]) => pattern.test(text));
  // A swing or a tablet is taken in turns, not hidden under the bed.
  const turns =
    /\bturns?\b|goes first|go first|going first|\bwait(?:s|ing)?\b|\bqueue/i.test(text) ||
    /swing|slide|ball|scooter|tablet/.test(toy?.[1] ?? '');
  return {
    kind: 'quarrel',
    over: turns ? 'turns' : 'toys',
    object: toy ? toy[1] : turns ? 'the game' : '{their} toys',
    ...someoneFrom(person),
  };
}

const REFUSES =
  /\b(?:won't|will not|wont|doesn't|does not|refuses to|refuses|never|hates|hate|dislikes|fights|fusses|fuss|forgets to|forgets|can't|cannot|not)\b/i;

const HABITS: Array<[HabitId, RegExp, string]> = [
  [
    'vegetables',
    /\b(?:vegetables|veggies|veg|greens|broccoli|peas|carrots|sprouts|spinach|beans|salad)\b|\b(?:picky|fussy) eater\b/i,
    'the vegetables',
  ],
  [
    'bedtime',
    /\b(?:go(?:ing)? to (?:bed|sleep)|stay(?:ing)? in (?:bed|(?:his|her|their) (?:own )?bed)|bedtime|bed time|fall(?:ing)? asleep|settle down at night|sleep)\b|\bstays up\b/i,
    'bedtime',
  ],
  [
    'nails',
    /\bbit(?:es|ing|e)?\s+(?:(?:his|her|their|my)\s+)?(?:finger)?nails\b|\bnail[- ]biting\b/i,
    '{their} nails',
  ],
  [
    'tidying',
    /\b(?:tidy|tidies|tidied|tidying|clean(?:ing)? up|clean (?:his|her|their) room|(?:put|puts|putting) (?:(?:his|her|their) )?(?:toys|things) away|messy)\b/i,
    'the mess',
  ],
  [
    'screens',
    /\b(?:screens?|screen time|tablet|ipad|tv|television|telly|video games?|phone|cartoons|youtube)\b/i,
    'the tablet',
  ],
  [
    'teeth',
    /\bbrush(?:ing)?\s+(?:(?:his|her|their|my)\s+)?teeth\b|\btoothbrush\b/i,
    'the toothbrush',
  ],
  [
    'whining',
    /\bwhin(?:es|ing|e|y)\b|\bmoan(?:s|ing)?\b|\btantrums?\b|\bsulks?\b|\bsulking\b/i,
    'whining',
  ],
];

/** Habits that are a doing on their own ("bites her nails", "whines"); the rest need a refusal. */
const HABIT_WITHOUT_REFUSAL: ReadonlySet<HabitId> = new Set(['nails', 'whining']);
/** Screens and bedtime are a habit when it is too much or too late, not only a "won't". */
const TOO_MUCH =
  /\btoo much\b|\ball day\b|\balways\b|\bglued\b|\bhooked\b|\baddicted\b|\bstays up\b|\btoo late\b|\bmessy\b|\bpicky\b|\bfussy\b/i;

function habitIn(text: string): EverydayFocus | null {
  // "is learning to brush her teeth" is a skill; "scared of going to bed" a fear; but
  // "bites her nails when she is worried" is still the nails.
  const isOther = /\b(?:learn|learning|scared|afraid|frightened|nervous|worried)\b/i.test(text);
  for (const [habit, pattern, object] of HABITS) {
    if (!pattern.test(text)) continue;
    if (HABIT_WITHOUT_REFUSAL.has(habit)) return { kind: 'habit', habit, object };
    if (isOther) continue;
    if (REFUSES.test(text) || TOO_MUCH.test(text)) {
      return { kind: 'habit', habit, object };
    }
  }
  return null;
}

// "Her toy rabbit" or "his stuffed dog" is a toy to look for, not a pet.
const PET =
  /\b(?:(his|her|their|my|our|the)\s+)?(?<!\b(?:toy|stuffed|soft|cuddly|plush|knitted)\s+)(?:(?:old|pet|little|big|family)\s+)?(dog|puppy|cat|kitten|hamster|goldfish|fish|rabbit|bunny|guinea pig|budgie|bird|tortoise|pony|horse|gerbil|mouse)\b(?:\s+(\p{Lu}\p{Ll}+))?/iu;
const DIED =
  /\b(?:died|dies|dead|death|passed away|passed on|was put down|put to sleep|gone to heaven|lost)\b/i;
const RAN_AWAY =
  /\b(?:ran away|run away|runs away|went missing|is missing|got lost|gone missing|disappeared)\b/i;
const FARAWAY_PEOPLE =
  /\b(grandma|granny|gran|nana|grandpa|grandad|granddad|grandmother|grandfather|auntie|aunt|uncle|best friend|friend|cousin|dad|daddy|papa|mum|mummy|mom|mommy|mama)\b/i;
const FARAWAY =
  /\bmoved\b|\bfar away\b|\bwent away\b|\blives? (?:far|abroad|in another)\b|\bmiss(?:es|ed|ing)?\b|\bleft\b/i;
const LOST_TOY =
  /\b(?:lost|losing|can't find|cannot find|missing)\b.*?\b((?:toy|stuffed|soft|cuddly|plush|knitted) \p{Ll}+|teddy|teddy bear|bear|blanket|blankie|toy|bunny|doll|dummy|comforter|lovey)\b|\b(teddy|teddy bear|blanket|blankie|toy|bunny|doll|comforter)\b.*?\b(?:lost|got lost|is missing|went missing)\b/iu;

const NAMED_PEOPLE: Record<string, { person: string; pronoun: 'he' | 'she' | 'they' }> = {
  grandma: { person: 'Grandma', pronoun: 'she' },
  granny: { person: 'Granny', pronoun: 'she' },
  gran: { person: 'Gran', pronoun: 'she' },
  nana: { person: 'Nana', pronoun: 'she' },
  grandmother: { person: 'Grandma', pronoun: 'she' },
  grandpa: { person: 'Grandpa', pronoun: 'he' },
  grandad: { person: 'Grandad', pronoun: 'he' },
  granddad: { person: 'Grandad', pronoun: 'he' },
  grandfather: { person: 'Grandpa', pronoun: 'he' },
  auntie: { person: '{their} auntie', pronoun: 'she' },
  aunt: { person: '{their} aunt', pronoun: 'she' },
  uncle: { person: '{their} uncle', pronoun: 'he' },
  'best friend': { person: '{their} best friend', pronoun: 'they' },
  friend: { person: '{their} best friend', pronoun: 'they' },
  cousin: { person: '{their} cousin', pronoun: 'they' },
  dad: { person: 'Daddy', pronoun: 'he' },
  daddy: { person: 'Daddy', pronoun: 'he' },
  papa: { person: 'Papa', pronoun: 'he' },
  mum: { person: 'Mummy', pronoun: 'she' },
  mummy: { person: 'Mummy', pronoun: 'she' },
  mom: { person: 'Mommy', pronoun: 'she' },
  mommy: { person: 'Mommy', pronoun: 'she' },
  mama: { person: 'Mama', pronoun: 'she' },
};

const TOY_NAMES: Record<string, string> = {
  teddy: '{their} teddy',
  'teddy bear': '{their} teddy',
  bear: '{their} teddy',
  blanket: '{their} blanket',
  blankie: '{their} blanket',
  toy: '{their} favourite toy',
  bunny: '{their} toy bunny',
  doll: '{their} doll',
  dummy: '{their} blanket',
  comforter: '{their} blanket',
  lovey: '{their} blanket',
};

function lossIn(text: string): EverydayFocus | null {
  const pet = PET.exec(text);
  if (pet && (DIED.test(text) || RAN_AWAY.test(text) || /\bmiss(?:es|ed|ing)?\b/i.test(text))) {
    // "is scared of the neighbour's dog" is no loss; "lost" alone is a death only for a pet.
    const [, , animal = '', name] = pet;
    const person = name && /^\p{Lu}/u.test(name) ? name : `{their} ${animal.toLowerCase()}`;
    const gone = RAN_AWAY.test(text) ? 'ran away' : 'died';
    return { kind: 'loss', loss: 'pet', gone, person, object: person, pronoun: 'they' };
  }
  const toy = LOST_TOY.exec(text);
  if (toy) {
    const word = (toy[1] ?? toy[2] ?? 'toy').toLowerCase();
    const person =
      TOY_NAMES[word] ??
      (/^(?:toy|stuffed|soft|cuddly|plush|knitted) /.test(word)
        ? `{their} ${word.replace(/^\S+/, 'toy')}`
        : '{their} favourite toy');
    return { kind: 'loss', loss: 'toy', gone: 'lost', person, object: person, pronoun: 'they' };
  }
  const someone = FARAWAY_PEOPLE.exec(text);
  if (someone && FARAWAY.test(text)) {
    const named = NAMED_PEOPLE[(someone[1] ?? '').toLowerCase()];
    if (!named) return null;
    return { kind: 'loss', loss: 'faraway', gone: 'moved', object: named.person, ...named };
  }
  return null;
}

/**
 * A quarrel, a habit or a loss in the parent's (trimmed, subject-free) phrase, or null.
 * A loss comes first ("misses her friend" is no quarrel), then a quarrel (someone and a
 * cross word), then a habit.
 */
export function detectEverydayFocus(phrase: string): EverydayFocus | null {
  const text = phrase.trim();
  if (!text) return null;
  return lossIn(text) ?? quarrelIn(text) ?? habitIn(text);
}
