import { createHmac, randomBytes } from 'node:crypto';

/** What the service said about one text: flagged or not, and the categories it flagged. */
export interface CachedVerdict {
  flagged: boolean;
  categories: string[];
}

/**
 * The service's verdicts on texts it has seen lately, so a text sent again (a parent fixing
 * one field and pressing Generate again, a retried request) is not paid for twice. Keyed by
 * a keyed hash of the text, never the text: a child's or a pet's name is not kept in memory
 * longer than its request. Bounded in entries and age; the oldest entry goes first.
 */
export function createVerdictCache(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}) {
  const now = options.now ?? Date.now;
  // A key of this process only: the hashes cannot be looked up in a table of common names.
  const secret = randomBytes(32);
  const entries = new Map<string, CachedVerdict & { expiresAt: number }>();
  const keyOf = (text: string) => createHmac('sha256', secret).update(text).digest('base64url');

  return {
    get(text: string): CachedVerdict | undefined {
      const key = keyOf(text);
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return { flagged: entry.flagged, categories: entry.categories };
    },

    set(text: string, verdict: CachedVerdict): void {
      const key = keyOf(text);
      entries.delete(key);
      entries.set(key, { ...verdict, expiresAt: now() + options.ttlMs });
      // A Map iterates in insertion order: the first entries are the oldest.
      for (const oldest of entries.keys()) {
        if (entries.size <= options.maxEntries) break;
        entries.delete(oldest);
      }
    },

    get size(): number {
      return entries.size;
    },
  };
}
