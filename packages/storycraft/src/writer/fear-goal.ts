import { becauseLines, HOME_DAY, type MendLines } from './everyday-goal.js';

/**
 * A fear that lives at home (the cupboard under the stairs, the bath): the story is about
 * it, not a creature to rescue far away. The fear's own tries, low point and turning point
 * come from conflict-beats; these lines stand where the theme's goal would.
 */
export const HOME_FEAR_MEND: MendLines = {
  call: [
    '{name} never, ever went near {@worry}.',
    '{name} loved {their} home, all except {@worry}, which {they} never went near.',
  ],
  callAnswer: [
    '"There is nothing in there to be scared of," said {@grownup}. {name} was not so sure.',
    '"One day we can look at it together," said {@grownup}. {name} shook {their} head.',
  ],
  echo: [
    '{name} kept well away from {@worry}.',
    'Every time {name} passed {@worry}, {they} walked a little faster.',
  ],
  day: HOME_DAY,
  ...becauseLines('scared'),
  celebration: [
    '{@grownup} gave {name} a big high five.',
    '{name} did a happy little dance, right there and then.',
    '{name} felt as tall as a house, and twice as brave.',
  ],
  virtue: [
    'Being brave had not been easy, but {name} had done it.',
    '{name} felt warm and proud, right down to {their} toes.',
  ],
  moral: [
    'Being brave means trying, even when you are scared.',
    'Even a brave heart feels scared sometimes, and keeps on going anyway.',
    'Brave hearts go one small step at a time.',
    'Scared and brave can go together.',
    'Little steps make a big, brave heart.',
  ],
  ending: [
    'Now {name} could go past {@worry} any time {they} liked.',
    '{name} smiled at {@worry} on the way to bed.',
  ],
};

export const HOME_FEAR_TITLE = 'Brave {name}';

/**
 * A fear met out of doors (the dark, the deep water, dogs) with no title of its own: the fear
 * is the story, as the cupboard is at home. The theme's treasure, present or creature to
 * rescue gives way to it; the theme and the place give the world the child is brave in.
 */
export const FEAR_OUT_MEND: MendLines = {
  call: [
    '{name} was brave about lots of things, but not about {@worry}.',
    'There was just one thing that made {name} feel small: {@worry}.',
    '{name} was [scared|afraid] of {@worry}.',
    '{@worry} made {name} [feel small|go quiet].',
    '{name} could climb and run and jump, but {@worry} made {them} want to hide.',
  ],
  callAnswer: [
    '"One day we can face it together," said {@grownup}. {name} was not so sure.',
    '"Lots of people feel that way," said {@grownup}. {name} shook {their} head.',
    '"I know," said {@grownup}[| softly| gently].',
    '{@grownup} gave {name} a [hug|squeeze].',
    '"I was scared of things too, when I was little," said {@grownup}. "Really?" asked {name}.',
  ],
  echo: [
    '{name} tried not to think about {@worry}.',
    'Every so often, {name} thought about {@worry}, and {their} tummy went wobbly.',
    '{name} [thought of|remembered] {@worry}.',
    "All day long, {@worry} sat in the back of {name's} mind like a small grey cloud.",
  ],
  // Said on the call's page as well as on the way: nothing here has set off yet.
  day: [
    '{name} and {@grownup} spent the morning exploring together.',
    '{@grownup} hummed a happy tune.',
    '{name} asked {@grownup} a hundred questions, and {@grownup} answered every one.',
    "{name} held {@grownup}'s hand.",
    '{name} and {@grownup} had a picnic of apples and bread.',
  ],
  ...becauseLines('scared'),
  celebration: HOME_FEAR_MEND.celebration,
  virtue: HOME_FEAR_MEND.virtue,
  moral: HOME_FEAR_MEND.moral,
  ending: [
    '{@worry} did not feel so big any more.',
    'Now {name} knew {they} could be brave about {@worry}.',
    '{name} was not so scared now.',
    'Next time, {name} would remember how brave {they} had been.',
  ],
};
