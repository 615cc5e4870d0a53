import type { Pronouns } from '@littlestar/shared/catalog';
import { describe, expect, it } from 'vitest';
import { parseConflict } from './conflict.js';
import { parseMoral } from './moral.js';
import { createRenderer } from './voice.js';

function render(
  templates: readonly string[] | null | undefined,
  pronouns: Pronouns = 'she/her',
): string[] {
  return (templates ?? []).map((template) => {
    // Each template as it would read after the child has been named, on a fresh page.
    const renderer = createRenderer({ name: 'Mia', pronouns, slots: {} });
    renderer('{name} smiled.');
    renderer.startPage();
    return renderer(template);
  });
}

describe('weaving the parent’s conflict', () => {
  it.each([
    ['is scared of the dark', 'Mia was scared of the dark.'],
    ['Scared of the dark', 'Mia was scared of the dark.'],
    ['Mia is very shy', 'Mia was very shy.'],
    ["can't swim", "Mia couldn't swim."],
    ["doesn't want to share toys", "Mia didn't want to share toys."],
    ['my son gets angry when he loses', 'Mia got angry when she lost.'],
    ['bites his nails', 'Mia bit her nails.'],
    ['fear of monsters under the bed', 'Mia was afraid of monsters under the bed.'],
  ])('turns "%s" into a past-tense sentence', (text, expected) => {
    const statements = render(parseConflict(text, 'Mia')?.statement);
    expect(
      statements.some((sentence) => sentence.endsWith(expected.replace(/^Mia /, 'Mia '))),
    ).toBe(true);
    expect(statements.join(' ')).toContain(expected.replace(/\.$/, ''));
  });

  it('frames noun phrases, gerunds and whole clauses so they still read as sentences', () => {
    expect(render(parseConflict('the dark', 'Mia')?.statement)).toContain(
      'But Mia had one big worry: the dark.',
    );
    expect(render(parseConflict('sharing toys', 'Mia')?.statement)).toContain(
      'But Mia found sharing toys very hard.',
    );
    expect(render(parseConflict('Grandpa is sick', 'Mia')?.statement)).toContain(
      'But something was wrong: Grandpa was sick.',
    );
  });

  it('resolves feelings and inabilities at the end of the story', () => {
    expect(render(parseConflict('is scared of deep water', 'Mia')?.resolved)).toContain(
      "Mia wasn't scared of deep water anymore.",
    );
    expect(render(parseConflict("can't swim", 'Mia')?.resolved)).toContain(
      'At last, Mia could swim.',
    );
  });

  it('agrees with they/them: "they were", never "they was"', () => {
    const still = render(parseConflict('is scared of the dark', 'Mia')?.still, 'they/them');
    expect(still).toContain('They were still scared of the dark.');
  });

  it('turns things the child is scared of into a worry, not into what the child is', () => {
    expect(render(parseConflict('Loud noises', 'Mia')?.statement)).toContain(
      'But Mia had one big worry: loud noises.',
    );
  });

  it('ends a dislike or an inability in a way the story can keep', () => {
    expect(render(parseConflict("doesn't like vegetables", 'Mia')?.resolved)).toEqual([
      'Mia did not mind vegetables so much anymore.',
    ]);
    expect(render(parseConflict("can't ride a bike yet", 'Mia')?.resolved)).toEqual([
      'At last, Mia could ride a bike.',
    ]);
  });

  it.each([
    ['bites his nails', 'she/her', 'Mia bit her nails.'],
    ['fights with her little brother', 'he/him', 'Mia fought with his little brother.'],
    ['gets angry when he loses', 'they/them', 'Mia got angry when they lost.'],
    ['cries when she is tired', 'they/them', 'Mia cried when they were tired.'],
    ['is cross when mum leaves her', 'he/him', 'Mia was cross when mum left him.'],
    ['hurts himself a lot', 'they/them', 'Mia hurt themselves a lot.'],
  ] as const)('says "%s" in the child’s own pronouns (%s)', (text, pronouns, expected) => {
    expect(render(parseConflict(text, 'Mia')?.statement, pronouns).join(' ')).toContain(
      expected.replace(/\.$/, ''),
    );
  });

  it.each(['Sometimes', 'is', 'very', 'being kind matters', "can't", 'a'.repeat(240)])(
    'refuses "%s", so the theme’s own problem is told instead',
    (text) => {
      expect(parseConflict(text, 'Mia')).toBeNull();
    },
  );

  it('refuses text that cannot be woven in', () => {
    expect(parseConflict('', 'Mia')).toBeNull();
    expect(parseConflict('怖い', 'Mia')).toBeNull();
    expect(parseConflict('!!!', 'Mia')).toBeNull();
    expect(parseConflict(Array.from({ length: 30 }, () => 'word').join(' '), 'Mia')).toBeNull();
  });
});

describe('weaving the parent’s moral', () => {
  it.each([
    ['Be kind to others', 'Mia learned to be kind to others.'],
    ['being kind matters', 'Mia learned that being kind matters.'],
    ['kindness', 'Mia learned all about kindness.'],
    ['Never give up!', 'Mia learned never to give up.'],
    ["Don't be afraid to ask for help", 'Mia learned not to be afraid to ask for help.'],
    ["it's okay to be scared", "Mia learned that it's okay to be scared."],
    ['learning to share', 'Mia learned to share.'],
  ])('turns "%s" into the closing thought', (text, expected) => {
    expect(render(parseMoral(text, 'Mia')).join(' ')).toContain(expected.replace(/^Mia /, 'Mia '));
  });

  it.each([
    ['Brave', 'he/him', 'Mia learned to be brave.'],
    ['Believe in yourself', 'he/him', 'Mia learned to believe in himself.'],
    ['you are loved', 'they/them', 'Mia learned that they are loved.'],
    ['Love your siblings', 'she/her', 'Mia learned to love her siblings.'],
    ['he learns that sharing is fun', 'she/her', 'Mia learned that sharing is fun.'],
    [
      'If you keep trying, you can',
      'she/her',
      'Mia would always remember: if you keep trying, you can.',
    ],
  ] as const)('makes "%s" about the child (%s)', (text, pronouns, expected) => {
    expect(render(parseMoral(text, 'Mia'), pronouns).join(' ')).toContain(expected);
  });

  it.each([
    'is',
    // Found by 4,000 random texts: "learned all about IS".
    'IS',
    'and so',
    'Be',
    'Scared!!!',
    'is scared of the dark',
    'Sometimes',
    'my daughter is afraid of the bath',
  ])('refuses "%s", so the theme’s own moral ends the story', (text) => {
    expect(parseMoral(text, 'Mia')).toBeNull();
  });

  it('keeps a first-person moral in the child’s own voice', () => {
    expect(render(parseMoral('I can do hard things', 'Mia'))).toEqual([
      'Mia said it with a big smile: "I can do hard things."',
    ]);
  });
});
