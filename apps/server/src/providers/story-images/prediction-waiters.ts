/** How long a delivery that came before its waiter is kept for it. */
const REMEMBER_MS = 120_000;
/** Deliveries kept at most: most of them are other processes' predictions, never asked for. */
const MAX_REMEMBERED = 1000;

/**
 * The predictions this process is waiting for, so that a webhook delivery wakes its waiter at
 * once instead of at its next read. Each prediction has one waiter: the call that created it.
 *
 * A delivery may come before its waiter: Replicate can call back while the answer of the
 * create call is still on its way here. It is kept for a while, and the waiter that comes for
 * it goes on at once. A delivery nobody here waits for (another process's picture: the webhook
 * goes to any process behind PUBLIC_URL) is kept the same way and forgotten: that process's
 * own reads see the prediction finished.
 */
export function createPredictionWaiters() {
  const waiting = new Map<string, () => void>();
  const early = new Map<string, number>();

  return {
    /** Waits up to `ms` for the prediction's delivery: true when it came (now or before). */
    wait(id: string, ms: number): Promise<boolean> {
      if (early.delete(id)) return Promise.resolve(true);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(id);
          resolve(false);
        }, ms);
        waiting.set(id, () => {
          clearTimeout(timer);
          waiting.delete(id);
          resolve(true);
        });
      });
    },

    /** A delivery for the prediction: wakes its waiter. False when nobody here waits for it. */
    deliver(id: string): boolean {
      const wake = waiting.get(id);
      if (wake) {
        wake();
        return true;
      }
      const now = Date.now();
      // Oldest first (a Map keeps insertion order): drop the stale and the surplus.
      for (const [oldId, at] of early) {
        if (now - at < REMEMBER_MS && early.size < MAX_REMEMBERED) break;
        early.delete(oldId);
      }
      early.delete(id);
      early.set(id, now);
      return false;
    },
  };
}

export type PredictionWaiters = ReturnType<typeof createPredictionWaiters>;
