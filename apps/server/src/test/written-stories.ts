import type { WrittenStory } from '@littlestar/shared/story';

/**
 * A story a language model might write: plain, short sentences (well under every band's
 * reading grade) that name the child and carry the conflict and moral used in tests.
 */
export function createTestWrittenStory(
  overrides: Partial<{ name: string; pageCount: number; hardWords: boolean }> = {},
): WrittenStory {
  const name = overrides.name ?? 'Maya';
  const pageCount = overrides.pageCount ?? 10;
  const pages = Array.from({ length: pageCount }, (_, index) => {
    const step = index + 1;
    let text = `${name} walks on in the dark wood. She looks and looks for the den, step ${step}.`;
    if (index === 0) text = `${name} finds a lost fox cub. The cub cannot find its den.`;
    if (index === pageCount - 1)
      text = `${name} was scared, but she was brave. She helped the cub get home.`;
    if (overrides.hardWords) {
      text =
        `${name} contemplated the extraordinarily complicated circumstances, ` +
        'considering alternative possibilities with unprecedented determination and curiosity.';
    }
    return {
      text,
      brief: `${name} in a moonlit forest, kneeling beside a small fox cub, smiling gently (page ${step}).`,
    };
  });
  return {
    title: `${name} and the Lost Fox Cub`,
    cover: { brief: `${name} standing in a forest clearing at dusk, holding a lantern, beaming.` },
    pages,
  };
}

/**
 * A story a language model might write in Hindi (product.md#story-language), as a native
 * writer would tell it to a six-year-old: short sentences ending in a danda, conjuncts and
 * nasal marks (ढूँढ, पहुँचाया, ध्यान) on every page, the child named as `name` gives them.
 * The picture briefs stay English, as the prompt asks.
 */
export function createTestHindiStory(
  overrides: Partial<{ name: string; pageCount: number; longSentences: boolean }> = {},
): WrittenStory {
  const name = overrides.name ?? 'माया';
  const pageCount = overrides.pageCount ?? 10;
  const pages = Array.from({ length: pageCount }, (_, index) => {
    const step = index + 1;
    let text = `${name} अंधेरे जंगल में आगे चली। वह ध्यान से माँद ढूँढती रही, क़दम ${step}।`;
    if (index === 0)
      text = `${name} को जंगल में लोमड़ी का एक छोटा बच्चा मिला। वह अपना घर नहीं ढूँढ पा रहा था।`;
    if (index === pageCount - 1)
      text = `${name} डरी हुई थी, पर उसने हिम्मत की। उसने बच्चे को उसके घर पहुँचाया।`;
    if (overrides.longSentences) {
      text =
        `${name} ने बहुत देर तक सोचा कि अंधेरे जंगल में खोए हुए उस छोटे से लोमड़ी के बच्चे को ` +
        'उसकी माँ के पास वापस पहुँचाने के लिए कौन सा रास्ता सबसे अच्छा और सबसे सुरक्षित होगा।';
    }
    return {
      text,
      brief: `A girl in a moonlit forest, kneeling beside a small fox cub, smiling gently (page ${step}).`,
    };
  });
  return {
    title: `${name} और लोमड़ी का बच्चा`,
    cover: { brief: 'A girl standing in a forest clearing at dusk, holding a lantern, beaming.' },
    pages,
  };
}

/** The story input that goes with `createTestWrittenStory`. */
export const testStoryInput = {
  title: 'The Lantern in the Woods',
  theme: 'courage',
  setting: 'forest',
  conflict: 'A lost fox cub cannot find its den',
  moral: 'Being brave means helping even when you are scared',
} as const;
