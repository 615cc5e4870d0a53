import { TRAINING_STATUSES } from '@littlestar/shared/children';
import { describe, expect, it } from 'vitest';
import { ageSliderText, ageText, childActions, findNewlyReady } from './child-actions';

describe('childActions', () => {
  it('offers Edit Profile except while training runs, View Stories only when ready', () => {
    const table = Object.fromEntries(
      TRAINING_STATUSES.map((status) => [status, childActions(status)]),
    );
    expect(table).toEqual({
      not_started: { canEdit: true, canViewStories: false, canAdjustLook: false },
      queued: { canEdit: false, canViewStories: false, canAdjustLook: false },
      training: { canEdit: false, canViewStories: false, canAdjustLook: false },
      completed: { canEdit: true, canViewStories: true, canAdjustLook: true },
      failed: { canEdit: true, canViewStories: false, canAdjustLook: false },
    });
  });
});

describe('texts', () => {
  it('writes the age as the card and the slider show it', () => {
    expect(ageText(7)).toBe('7 years old');
    expect(ageSliderText(5)).toBe('5 years');
  });
});

describe('findNewlyReady', () => {
  const child = (id: string, training_status: Parameters<typeof childActions>[0]) => ({
    id,
    name: id,
    training_status,
  });

  it('finds children that moved from queued or training to completed', () => {
    const before = [
      child('a', 'training'),
      child('b', 'queued'),
      child('c', 'completed'),
      child('d', 'training'),
    ];
    const after = [
      child('a', 'completed'),
      child('b', 'completed'),
      child('c', 'completed'),
      child('d', 'failed'),
    ];
    expect(findNewlyReady(before, after).map((c) => c.id)).toEqual(['a', 'b']);
  });

  it('says nothing on the first load', () => {
    expect(findNewlyReady(undefined, [child('a', 'completed')])).toEqual([]);
  });
});
