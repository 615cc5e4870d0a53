import type { WrittenStory } from '@littlestar/shared/story';
import type { PagePlan } from './arc.js';
import { createRandom } from './random.js';
import type { StoryRequest } from './request.js';
import { writeBrief } from './writer/brief.js';
import { castBrief, weaveCast } from './writer/cast-lines.js';
import { composeStory, type ComposedStory } from './writer/compose.js';

export function coverPlan(): PagePlan {
  return { beat: 'resolution', attempt: 0, pose: 'triumphant', time: 'golden', gloom: 0 };
}

/**
 * The written story with what the pictures and the tests need to know about it: each page's
 * plan, the plot and who is in it.
 */
export function write(request: StoryRequest): {
  story: WrittenStory;
  plans: PagePlan[];
  grownUp: string;
  composed: ComposedStory;
} {
  // The theme and setting join the seed, so two requests that differ only in place or
  // theme also differ in every other sentence choice.
  // The cast's lines come from a fork of their own, so a story without one reads as before.
  const composed = weaveCast(
    composeStory(
      request,
      createRandom(request.seed).fork(`writer/${request.theme}/${request.setting}`),
    ),
    request,
    createRandom(request.seed).fork('cast'),
  );
  const brief = (beat: PagePlan['beat'] | 'cover', plan: PagePlan) =>
    writeBrief({
      name: request.name,
      age: request.age,
      pronouns: request.pronouns,
      likeness: request.likeness,
      theme: request.theme,
      setting: request.setting,
      beat,
      pose: plan.pose,
      time: plan.time,
      friend: composed.cast.friend,
      grownUp: composed.cast.grownUp,
      focus: composed.focus,
    });
  return {
    story: {
      title: composed.title,
      // The cover shows the whole cast, as the offline cover does.
      cover: {
        brief:
          brief('cover', coverPlan()) +
          castBrief(request.cast, request.cast.map((companion) => companion.name).join(' ')),
      },
      pages: composed.pages.map((page) => ({
        text: page.text,
        brief: brief(page.plan.beat, page.plan) + castBrief(request.cast, page.text),
      })),
    },
    plans: composed.pages.map((page) => page.plan),
    grownUp: composed.cast.grownUp,
    composed,
  };
}
