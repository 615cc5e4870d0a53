import { describe, expect, it } from 'vitest';
import { createPredictionWaiters } from './prediction-waiters.js';

describe('the predictions a process waits for', () => {
  it('wakes the waiter of a delivered prediction at once, and only that one', async () => {
    const waiters = createPredictionWaiters();
    const woken = waiters.wait('pr_1', 60_000);
    const other = waiters.wait('pr_2', 10);
    expect(waiters.deliver('pr_1')).toBe(true);
    expect(await woken).toBe(true);
    expect(await other).toBe(false);
  });

  it('keeps a delivery that came before its waiter, for that waiter only', async () => {
    const waiters = createPredictionWaiters();
    expect(waiters.deliver('pr_early')).toBe(false);
    expect(await waiters.wait('pr_early', 60_000)).toBe(true);
    // Used up: the next wait for it is an ordinary one.
    expect(await waiters.wait('pr_early', 10)).toBe(false);
  });
});
