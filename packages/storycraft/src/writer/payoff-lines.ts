import type { PlotId } from './plots.js';

/**
 * The resolution follows from what the child did earlier: the helper they set free leads the
 * way, the grown-up's tool shows it, the trick they learned carries them there. Said on the
 * resolution page, before the goal is reached, for goals out there (to rescue, find or reach).
 */
export const BECAUSE: Record<PlotId, string[]> = {
  kindness: [
    '{@theHelper} that {name} had helped [led the way|showed the way] to {@landmark}, and {name} followed close behind.',
    '{name} had helped {@theHelper}, and now it helped {them} back, leading the way to {@landmark}.',
    'There was {@theHelper} again, [waiting|circling|bobbing] just ahead, and it [took|led] {name} [straight|safely|all the way] to {@landmark}.',
  ],
  quest: [
    '{name} {@toolFollow}, all the way to {@landmark}.',
    'With {@theTool} from {@grownup}, {name} [found|knew] the way to {@landmark}.',
    'Thanks to {@theTool}, {name} [came|got|made it] [safely|at last|step by step] to {@landmark}.',
  ],
  practice: [
    "Remembering {@grownup}'s trick, {name} [kept going|kept on|walked on] all the way to {@landmark}.",
    '{name} used the trick {@grownup} had taught {them}, and [step by step|bit by bit|little by little] {they} reached {@landmark}.',
    'The trick worked again and again, and [soon|before long|at last] {name} was [standing|right there] by {@landmark}.',
  ],
};

/** For the youngest: the payoff and the goal reached in one short line. */
export const BECAUSE_SHORT: Record<PlotId, string[]> = {
  kindness: [
    '{@theHelper} [led|took] {name} [to|right to] {@theGoal}!',
    '{@theHelper} showed {name} the way to {@theGoal}.',
  ],
  quest: [
    '{@theTool} showed {name} the way to {@theGoal}.',
    'With {@theTool}, {name} [found|got to] {@theGoal}!',
  ],
  practice: [
    '[Singing|Humming] the [little|happy] song, {name} [reached|got to] {@theGoal}!',
    '{name} sang the song and [found|got to] {@theGoal}.',
  ],
};

/** What following the quest's tool looks like, after "{name} ". */
export const TOOL_FOLLOW: Record<string, string> = {
  'the little lantern': 'followed the warm glow of the little lantern',
  'the old map': 'followed the red path on the old map',
  'the little blue book': 'did just what the picture in the little blue book showed',
};
