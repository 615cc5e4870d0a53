import type { ThemeGoalKind } from './plots.js';

/**
 * What the theme's or the title's goal says on each page: the call that starts the story, the
 * answer to it, the goal remembered on the way, reached and remembered at the end. One bank a
 * kind of goal (see ThemeGoalKind).
 */

/** Opening lines that introduce the grown-up, so later lines may lean on them. */
export const HOME = [
  '{name} lived with {@grownup}.',
  '{name} lived with {@grownup} in {@home}.',
  '[Every morning|Each morning|Every day], {name} had [breakfast|porridge|toast|pancakes] with {@grownup}.',
  '{@grownup} and {name} [did lots of things together|always had fun together|liked to sing together].',
  '{name} and {@grownup} lived in {@home}, and had porridge together every morning.',
  '{name} lived in {@home} with {@grownup}, who always had time for a story and a hug.',
];

export const CALL: Record<ThemeGoalKind, string[]> = {
  rescue: [
    'Then {name} heard a [cry|squeak|little shout]. It was {@goal}!',
    'Something [went|called] "Help!" It was {@goal}.',
    '{name} [spotted|saw|found] {@goal}, stuck [fast|tight|and scared].',
    'Oh no! {@goal} was stuck [and could not get out|all alone|and calling for help]!',
    '"Help!" cried {@goal}, stuck near {@landmark}.',
    'One day, {name} heard a tiny cry for help, and there, stuck near {@landmark}, was {@goal}.',
    'Near {@landmark}, {name} found {@goal}, stuck and calling for help.',
    'Just then a small voice called for help, and {name} saw {@goal}, stuck near {@landmark}.',
  ],
  find: [
    '{name} [wanted|longed|hoped] to find {@theGoal} [one day|more than anything|today].',
    '{name} [dreamed|thought] of finding {@theGoal} [every day|all day long|one day].',
    'Where, oh where, [was|could be] {@theGoal}?',
    '{@grownup} told {name} a secret: {@theGoal} was near {@landmark}.',
    'One morning, {@grownup} told {name} a secret: {@theGoal} was hidden somewhere near {@landmark}.',
    'More than anything, {name} wanted to find {@theGoal}, and today {they} would try.',
  ],
  reach: [
    'Far [away|off|in the distance] stood {@theGoal}.',
    '{name} [wanted|longed|hoped] to get to {@theGoal} [one day|more than anything|today].',
    'Far away stood {@theGoal}, and {name} wanted to get there more than anything.',
    'Every day {name} looked at {@theGoal} and wondered what it was like up close.',
  ],
  befriend: [
    'A new kid called {@friend} sat all alone.',
    'Near {@landmark} sat a new kid called {@friend}, all alone.',
    'That day a new kid called {@friend} came along, and {name} wanted to say hello.',
  ],
  // The magic theme's own calls (the wand is found at once) are used instead.
  magic: [],
  learn: [
    '{@grownup} wanted to help {name} with {@theGoal}.',
    'That day, {@grownup} said it was time for {name} to try {@theGoal}.',
    '{name} wanted to get good at {@theGoal}, just like the big kids.',
  ],
};

/** Said back when someone speaks, so the dialogue answers what was said. */
export const CALL_ANSWER: Record<ThemeGoalKind, string[]> = {
  rescue: [
    '"I am coming!" [called|shouted|cried] {name}.',
    '"Hold on, I will help[!| you!| now!]" [said|called] {name}.',
    '{name} [ran|hurried|raced] as fast as {they} could.',
    '"Do not worry[!| now!|, I am here!]" called {name}.',
    '"I am on my way!" called {name}. "Thank you!" came a small voice.',
    '"Where are you?" called {name}. "Over here, by the big rock!" came the answer.',
    '"Hold on!" called {name}. "I am coming!"',
    '"Who is there?" called {name}. "Me, down here!" came a small voice.',
    '"Are you stuck?" asked {name}. "Yes, and I cannot get out," came [the|a] [small|tiny|little] reply.',
  ],
  find: [
    '"I will find it[!| today!| for sure!]" said {name}.',
    '"Let\'s [look|go and look|start looking]!" said {name}.',
    '"I will look [everywhere|high and low|all over]," said {name}.',
    '"Will you help me look?" asked {name}. "You can do it," said {@grownup}. "Be home before dark."',
    '"Is it big or small?" asked {name}. "Just the right size," said {@grownup} with a smile.',
    '"Where should I look?" asked {name}. "Start near {@landmark}," said {@grownup}.',
    '"Is it really there?" asked {name}. "Go and see," said {@grownup} with a wink.',
  ],
  reach: [
    '"I will get there[!| one day!| today!]" said {name}.',
    '"I want to go there[| so much| one day]," said {name}.',
    '"Can I go?" asked {name}. "Yes, with care," said {@grownup}.',
    '"How far is it?" asked {name}. "Far, but not too far," said {@grownup}.',
  ],
  befriend: [
    '{name} gave {@friend} a little wave.',
    '"Hello," said {name}. {@friend} smiled.',
    '"Who is that?" asked {name}. "That is {@friend}," said {@grownup}. "{@friend} is new."',
    '"Should I say hello?" asked {name}. "That is a lovely idea," said {@grownup}.',
    '"Hello," said {name} [very quietly|in a tiny voice|softly].',
    '"Do you think {@friend} is lonely?" asked {name}. "Maybe a little," said {@grownup}.',
  ],
  magic: [
    '"[What can it do|Is it really magic|Does it work]?" asked {name}[| softly| with a grin].',
    '{name} gave the wand a [little|gentle|careful] wave.',
    '"What can it do?" asked {name}. The wand only gave a tiny, sleepy fizz.',
    '"Hello, wand," whispered {name}. The wand answered with one small sparkle.',
  ],
  learn: [
    '"I want to [try|have a go|learn]!" said {name}.',
    '"Show me how[|, please| to do it]," said {name}.',
    '"When can we start?" asked {name}. "Right now," said {@grownup}.',
    '"Can I really do it?" asked {name}. "Yes, one step at a time," said {@grownup}.',
    '"Is it hard?" asked {name}. "A little, at first," said {@grownup}.',
    '"Can you show me?" asked {name}. "We will learn it together," said {@grownup}.',
  ],
};

/** The goal named again on the way, so it stays in the story and in the pictures. */
export const GOAL_ECHO: Record<ThemeGoalKind, string[]> = {
  rescue: [
    '{@theGoal} was still [waiting|stuck|calling for help].',
    '[Somewhere ahead|Not far away|Out there], {@theGoal} was still waiting for help.',
    '{name} thought of {@theGoal}, still [stuck and waiting|waiting for help|stuck and scared].',
  ],
  find: [
    '{@theGoal} was out there [somewhere|waiting|, hidden away].',
    '[Somewhere out there|Not far away|Somewhere close by], {@theGoal} was waiting to be [found|discovered].',
    '{name} kept [thinking|wondering] about {@theGoal}.',
    'Where [could|might] {@theGoal} be[| hiding]?',
  ],
  reach: [
    '{@theGoal} still looked [far away|very far|so far away].',
    '[Up ahead|In the distance], {@theGoal} still looked [very far away|a long way off|far, far away].',
    '{name} could still see {@theGoal}, [far away|so far off].',
  ],
  befriend: [
    '{@friend} was still sitting all alone.',
    '{name} wondered what games {@friend} liked to play.',
    'Every now and then, {name} looked back at {@friend}, still sitting quietly nearby.',
  ],
  learn: ['{name} still wanted to get good at {@theGoal}.', '{@theGoal} still looked hard.'],
  magic: [
    'The wand felt [cold and quiet|still and sleepy|dull and cold].',
    'The magic wand lay [cold and quiet|still and silent|dull and sleepy], [waiting|not even fizzing|as if it were asleep].',
  ],
};

export const REACHED: Record<ThemeGoalKind, string[]> = {
  rescue: [
    '{name} [helped|lifted|pulled] {@theGoal} out at last.',
    '{name} reached {@theGoal} and helped it out, safe and sound.',
    'At last {name} reached {@theGoal}, and gently helped it to safety.',
    '{name} lifted {@theGoal} free, as gently as {they} could.',
    'With one last careful step, {name} reached {@theGoal} and set it free.',
    '{name} got to {@theGoal} at last, and it snuggled into {their} arms.',
  ],
  find: [
    '{name} found {@theGoal} at last[!|, hooray!|, right there!]',
    'And there it was, near {@landmark}: {@theGoal}!',
    'At last, {name} found {@theGoal}, right where the story said it would be.',
    '{name} looked down, and there was {@theGoal}!',
    'Just where {name} had not thought to look, {@theGoal} was waiting.',
    '{name} spotted {@theGoal} at last, and gave a happy shout.',
  ],
  reach: [
    '{name} made it to {@theGoal}[!| at last!|, hooray!]',
    'Step by step, {name} made it all the way to {@theGoal}.',
    '{name} [got|made it] to {@theGoal} at last.',
    'One more step, and {name} was right there at {@theGoal}.',
  ],
  befriend: [
    '{name} and {@friend} played all day.',
    'Soon {name} and {@friend} were laughing together like old friends.',
  ],
  learn: [
    // What was learned is named: "could do it at last" left the feared doing unsaid.
    '{name} tried {@theGoal} once more, and this time it worked[!|, hooray!]',
    'At last {name} had got the hang of {@theGoal}, and it felt wonderful.',
  ],
  magic: [
    'The magic wand began to [glow|shine|sparkle]!',
    "At last the magic wand glowed bright and warm in {name's} hand.",
    '[Sparkles|Bright sparks|Glitter] burst out of the wand like tiny [stars|bubbles|flowers].',
    'The wand hummed, and a shower of sparkles filled the air.',
  ],
};

/** The ending remembers the goal (the page's bedtime line comes after). */
export const GOAL_ENDING: Record<ThemeGoalKind, string[]> = {
  rescue: [
    '{@theGoal} was safe and sound [now|at last|again].',
    '{@theGoal} was safe and sound now, and {name} had helped.',
    'Far away, {@theGoal} was safe and sound again, thanks to {name}.',
  ],
  find: [
    '{name} held {@theGoal} [close|tight|very gently].',
    '{name} carried {@theGoal} home and held it [close|tight|carefully] all the way.',
    '{@theGoal} was safe with {name} [now|at last].',
    'Back home, {name} showed {@theGoal} to [everyone|{@grownup}|the whole family].',
  ],
  reach: [
    '{name} would [never forget|always remember] {@theGoal}.',
    '{name} looked back at {@theGoal} and smiled a big, proud smile.',
  ],
  befriend: [
    '{name} and {@friend} walked home together.',
    '{name} and {@friend} walked home side by side, already planning tomorrow.',
  ],
  learn: [
    '{@theGoal} was [fun|easy|great fun] now.',
    "Now {@theGoal} was one of {name's} favourite things to do.",
  ],
  magic: [
    'The magic wand glowed [softly|warmly|gently].',
    "The magic wand glowed [softly|gently|brightly] in {name's} hand, [warm as a hug|warm as toast|as if it were smiling].",
  ],
};
