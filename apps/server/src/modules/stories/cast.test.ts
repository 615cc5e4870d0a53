import { describe, expect, it } from 'vitest';
import { castMessages, type CastInput } from '@littlestar/shared/cast';
import { storyModerationMessages } from '@littlestar/shared/stories';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../errors.js';
import type {
  ModerationItem,
  ModerationProvider,
} from '../../providers/moderation/moderation-provider.js';
import { createOfflineModeration } from '../../providers/moderation/offline-moderation.js';
import { checkCast } from './cast.js';

/*
 * product.md#cast: the names a parent types for pets and grown-ups go through the story
 * idea's content check before a story with them is saved.
 */

/** checkCast with a moderation provider; a cast of described companions needs no database. */
async function check(moderation: ModerationProvider, cast: CastInput) {
  const logged: { fields: unknown; msg: string }[] = [];
  const log = {
    info: (fields: unknown, msg: string) => logged.push({ fields, msg }),
    warn: (fields: unknown, msg: string) => logged.push({ fields, msg }),
  };
  const context = {
    database: {} as AppContext['database'],
    moderation,
    log: log as unknown as AppContext['log'],
  };
  const outcome = await checkCast({ context, userId: 'u', heroId: 'h', cast }).then(
    () => null,
    (error: unknown) => error,
  );
  return { outcome, logged };
}

/** A provider that answers every check with `flag`'s verdict and keeps what it was asked. */
function answering(flag: (items: ModerationItem[]) => string[] | Error) {
  const asked: ModerationItem[][] = [];
  const provider: ModerationProvider = {
    kind: 'openai',
    checkStoryIdea: <Label extends string>(items: ModerationItem<Label>[]) => {
      asked.push(items);
      const labels = flag(items);
      if (labels instanceof Error) return Promise.reject(labels);
      return Promise.resolve(
        labels.length > 0
          ? { flagged: true as const, labels: labels as Label[], reasons: ['violence'] }
          : { flagged: false as const },
      );
    },
    checkFinishedStory: () => Promise.reject(new Error('not asked here')),
  };
  return { provider, asked };
}

describe("checkCast: companions' names", () => {
  it('lets plain names through, and asks nothing of a cast without described companions', async () => {
    const { provider, asked } = answering(() => []);
    expect(
      (
        await check(provider, [
          { name: 'Biscuit', kind: 'dog' },
          { name: 'Nan', kind: 'grandma' },
        ])
      ).outcome,
    ).toBeNull();
    expect((await check(provider, [])).outcome).toBeNull();
    // Each name on its own, labelled by its place in the cast.
    expect(asked).toEqual([
      [
        { label: '1', text: 'Biscuit' },
        { label: '2', text: 'Nan' },
      ],
    ]);
  });

  it("refuses a name of the word list with cast_refused, naming the companion's place", async () => {
    const { outcome, logged } = await check(createOfflineModeration(), [
      { name: 'Biscuit', kind: 'dog' },
      { name: 'Mr Bullshit', kind: 'friend' },
    ]);
    expect(outcome).toBeInstanceOf(AppError);
    expect(outcome).toMatchObject({ code: 'cast_refused', message: castMessages.nameRefused(2) });
    // The log says which place, never the name.
    expect(logged).toEqual([
      {
        msg: "a companion's name refused by the content check",
        fields: { companions: ['2'], reasons: ['word list'] },
      },
    ]);
    expect(JSON.stringify(logged)).not.toContain('Bullshit');
  });

  it('spots a spaced-out word and names the first refused companion', async () => {
    const { outcome } = await check(createOfflineModeration(), [
      { name: 'S h i t', kind: 'cat' },
      { name: 'Porn', kind: 'dog' },
    ]);
    expect(outcome).toMatchObject({ code: 'cast_refused', message: castMessages.nameRefused(1) });
  });

  it('refuses what the service flags, and saves nothing while it is down (503)', async () => {
    const flagged = answering((items) =>
      items.filter((item) => item.text.includes('Grim')).map((item) => item.label),
    );
    const { outcome } = await check(flagged.provider, [
      { name: 'Biscuit', kind: 'dog' },
      { name: 'Grim', kind: 'grandpa' },
    ]);
    expect(outcome).toMatchObject({ code: 'cast_refused', message: castMessages.nameRefused(2) });

    const down = answering(() => Object.assign(new Error('boom'), { status: 500 }));
    const failed = await check(down.provider, [{ name: 'Biscuit', kind: 'dog' }]);
    expect(failed.outcome).toMatchObject({
      code: 'unavailable',
      message: storyModerationMessages.checkUnavailable,
    });
  });
});
