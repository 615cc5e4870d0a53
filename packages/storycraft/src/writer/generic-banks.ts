/**
 * Sentences every story can use whatever its theme and setting: introducing the child,
 * keeping going after a failed try, and closing the book.
 */

export const INTRO = [
  '{name} loved to explore.',
  '{They} loved to explore.',
  '{name} hummed as {they} walked.',
  '{name} tied {their} shoes and set off.',
  '{name} was {@ageWords} years old and curious about everything.',
  '{name} had a big smile and an even bigger imagination.',
  'Every day, {name} asked a hundred questions, and every day {they} found a hundred answers.',
  '{name} was {@ageWords}, and {they} could never sit still for long when there was something new to see.',
  '{name} liked to hum while {they} walked.',
];

/** Flat failures: never said after a try that nearly worked. */
export const TRY_FAIL = ['It did not work.', 'That did not work either.'];

/** Said after any try, failed or nearly there. */
export const KEEP_GOING = [
  '{name} sighed, but {they} did not give up.',
  '{name} frowned. This was harder than it looked.',
  'Still, {name} did not give up.',
  '{name} wiped {their} nose, stood up straight and thought about what to try next.',
  'It was not quite right, and {name} knew it.',
];

/** Said on a try page for an older reader, to keep the try from reading as a list. */
export const TRY_RESOLVE = [
  '"One more time," {name} told {themselves}.',
  '{name} thought hard about what to do next.',
  'Giving up would have been easy, but {name} was not ready to stop.',
];

export const RESOLVED_FALLBACK = [
  'The big worry was gone.',
  'And just like that, everything was all right again.',
  'The problem that had felt so big did not feel big at all anymore.',
];

export const VIRTUE = [
  '{name} had been so {@virtue}.',
  '{name} felt warm and proud, right down to {their} toes.',
  'It is wonderful to be {@virtue}, and {name} felt it all the way through.',
];

export const CLOSING = [
  'The end.',
  'And that is the story of {@title}.',
  'And tomorrow would bring a brand new adventure.',
  'Goodnight, {name}.',
  'Sweet dreams, {name}.',
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
