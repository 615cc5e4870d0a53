import { describe, expect, it } from 'vitest';
import { createTestChild } from '@/test-utils/test-child';
import { en } from '@/i18n/messages/en';
import { type NextStepKey, nextStepFor as nextStepIn } from './next-step';

// The English texts, as the page reads them from payments.json.
const nextStepFor = (children: Parameters<typeof nextStepIn>[0]) =>
  nextStepIn(children, (key: NextStepKey, { name }) =>
    en.payments.nextStep[key].replaceAll('{name}', name),
  );

const child = (id: string, name: string, status: Parameters<typeof createTestChild>[0]) =>
  createTestChild({ id, name, ...status });

describe('nextStepFor', () => {
  it('asks for a child first', () => {
    expect(nextStepFor([])).toMatchObject({
      title: 'Add your child',
      action: { label: 'Add a Child', to: '/create-child' },
    });
  });

  it('offers a story for the one ready child, even beside one in training', () => {
    const step = nextStepFor([
      child('c2', 'Ivy', { training_status: 'training' }),
      child('c1', 'Aarav', { training_status: 'completed' }),
    ]);
    expect(step).toMatchObject({
      title: 'Create a story for Aarav',
      action: { label: 'Create a Story for Aarav', to: '/child/c1/create-story' },
    });
  });

  it('lets the parent choose among several ready children', () => {
    const step = nextStepFor([
      child('c1', 'Aarav', { training_status: 'completed' }),
      child('c2', 'Ivy', { training_status: 'completed' }),
    ]);
    expect(step.action).toEqual({ label: 'Choose a Child', to: '/children' });
  });

  it('says a training child is on its way, and sends an unfinished one to its photos', () => {
    expect(nextStepFor([child('c2', 'Ivy', { training_status: 'queued' })]).title).toBe(
      'Ivy’s profile is getting ready',
    );
    expect(nextStepFor([child('c3', 'Leo', { training_status: 'not_started' })]).action).toEqual({
      label: 'Add Photos of Leo',
      to: '/child/c3/edit?step=photos',
    });
  });
});
