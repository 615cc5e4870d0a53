/**
 * Sentences every story can use whatever its theme and setting: introducing the child,
 * keeping going after a failed try, and closing the book.
 */

export const INTRO = [
  '{name} loved to explore.',
  '{They} loved to explore.',
  '{name} hummed as {they} walked.',
  // Not "and set off": the opening is at home, and the grown-up may still speak on the next page.
  '{name} tied {their} shoes, ready for anything.',
  '{name} {was} {@ageWords} years old and curious about everything.',
  '{name} had a big [smile|laugh] and an even bigger [imagination|heart].',
  'Every day, {name} asked a [hundred|thousand|million] questions, and every day {they} found a [hundred|few|lot of] answers.',
  '{name} {was} {@ageWords}, and {they} could never sit still for long when there was something new to [see|find|try].',
  '{name} liked to hum while {they} walked.',
  '{name} [liked|loved] to notice things: the shape of clouds, the colour of stones, the songs of birds.',
  '{name} always carried a little [notebook|backpack|pencil], just in case something wonderful happened.',
];

/** Flat failures: never said after a try that nearly worked. */
export const TRY_FAIL = [
  '[It did not work|That did not work|It went wrong].',
  '[That did not work either|It still did not work|That went wrong too].',
];

/** Said after any try, failed or nearly there. */
export const KEEP_GOING = [
  '{name} sighed, but {they} did not give up.',
  '{name} frowned. This was harder than it looked.',
  'Still, {name} did not give up.',
  '{name} wiped {their} nose, stood up straight and thought about what to try next.',
  'It was not quite right[|, not yet], and {name} knew it.',
  '{name} sat for a moment, took a slow breath and decided to try just one more time.',
  'It had not worked this time, but {name} was already [thinking of|dreaming up] something new to try.',
  '{name} brushed {themselves} off, because a [wobbly|muddled|messy] try is still a try.',
  '{name} stamped {their} foot once, then [laughed at {themselves}|took a breath] and got ready to try again.',
  'That try had gone wrong, but {name} had learned something [from it|new], and that counted too.',
  '{name} let out a long, slow breath and shook the wobbles out of {their} arms and legs.',
  'Not yet, {name} told {themselves}, which is [very|so] different from not [ever|at all].',
  '{name} shook {their} hands out, puffed out {their} cheeks and got ready to go again.',
  'A little voice inside {name} whispered that every try counts, even the [wobbly|messy|silly] ones.',
  '{name} rubbed {their} eyes, lifted {their} chin and decided that this was not the end.',
  'It was a muddle, but {name} was the kind of kid who never [stops|gives up] at the first [muddle|try].',
];

/** Said on a try page for an older reader, to keep the try from reading as a list. */
export const TRY_RESOLVE = [
  '"[One more time|Just once more|I will try again]," {name} told {themselves}.',
  '{name} thought hard about what to do next.',
  'Giving up would have been [easy|so easy], but {name} was not ready to [stop|quit|give up yet].',
  '{name} looked at the problem from a new side, the way a real explorer would.',
  'Maybe the next [idea|try|plan] would be the one that worked, {name} thought, and {they} kept [going|trying].',
  '{name} closed {their} eyes for a moment and tried to think of a cleverer way.',
  '{name} counted slowly to ten, the way {they} always did when something felt too hard.',
  'There had to be [another|a better] way, and {name} was going to find it, however long it took.',
  '{name} remembered all the hard things {they} had already learned to do, and felt a little stronger.',
  '{name} scrunched up {their} face and thought and thought until an idea began to grow: a different way to try.',
];

export const RESOLVED_FALLBACK = [
  'The big worry was gone.',
  '{name} had kept on trying, and now everything was all right again.',
  'The problem that had felt so big did not feel big at all anymore.',
  'The worry that had followed {name} all day long was gone, because {name} had not given up.',
];

export const VIRTUE = [
  '{name} had been so {@virtue}.',
  '{name} felt [warm and proud|proud and happy|glowing and proud], right down to {their} [toes|socks|fingertips].',
  'It is wonderful to be {@virtue}, and {name} felt it all the way through.',
  '{name} had been {@virtue} all day long, even when it was hard, and that was something to be proud of.',
  'Being {@virtue} had not been easy, but {name} had done it, one step at a time.',
];

export const CLOSING = [
  'The end.',
  'And that is the story of {@title}.',
  'And tomorrow would bring a brand new adventure.',
  'Goodnight, {name}.',
  'Sweet dreams, {name}.',
  'And tomorrow, who knows what new adventure would be waiting just around the corner?',
  'And that was the end of a very big day for a very brave {name}.',
  'And somewhere out there, the next adventure was already waiting for {name} to wake up.',
  'The day was over, but {name} knew {they} would remember it for a long, long time.',
  'And if you listen very carefully tonight, you might hear {name} [laughing|giggling] in {their} dreams.',
  'Tomorrow would be a brand new day, and {name} could hardly wait to see what it would bring.',
];

export const AGE_WORDS = ['three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten'];

export const FRIEND_NAMES = [
  'Juno',
  'Pip',
  'Kai',
  'Zuri',
  'Ollie',
  'Nell',
  'Sami',
  'Tao',
  'Remy',
  'Ivy',
];

export const GROWN_UPS = ['Grandma', 'Grandpa', 'Mama', 'Papa', 'Auntie May', 'Uncle Ben', 'Nana'];

/** The turning point, felt: something changes inside before anything changes outside. */
export const TURN_FEEL = [
  '{name} felt something warm wake up inside {them}.',
  'Something inside {name} felt lighter now.',
  '{name} stood up a little taller.',
  "{name's} heart gave a hopeful little skip.",
  '{name} took a deep breath and smiled a small smile.',
];
