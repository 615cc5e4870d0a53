import { describe, expect, it } from 'vitest';
import { EDITABLE_STATUSES, trainingStatusSchema } from '@littlestar/shared/children';
import { canMoveTraining, statusesBefore, TRAINING_TRANSITIONS } from './training-transitions.js';

describe('training status transitions', () => {
  it('allows exactly these moves', () => {
    const allowed = trainingStatusSchema.options.flatMap((from) =>
      trainingStatusSchema.options
        .filter((to) => canMoveTraining(from, to))
        .map((to) => `${from} → ${to}`),
    );
    expect(allowed.sort()).toEqual(
      [
        'failed → queued',
        'not_started → queued',
        'queued → failed',
        'queued → training',
        'training → completed',
        'training → failed',
      ].sort(),
    );
  });

  it('has a row for every status, and a finished training goes nowhere', () => {
    expect(Object.keys(TRAINING_TRANSITIONS).sort()).toEqual(
      [...trainingStatusSchema.options].sort(),
    );
    expect(TRAINING_TRANSITIONS.completed).toEqual([]);
  });

  it('queues only a child the parent may still edit', () => {
    expect(statusesBefore('queued').sort()).toEqual([...EDITABLE_STATUSES].sort());
  });

  it('finishes only a child whose training is under way', () => {
    expect(statusesBefore('completed')).toEqual(['training']);
    expect(statusesBefore('failed').sort()).toEqual(['queued', 'training']);
  });
});
