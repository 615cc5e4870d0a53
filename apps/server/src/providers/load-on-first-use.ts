/**
 * Loads a provider's implementation (and the vendor's SDK with it) on its first use instead of
 * at start-up, so a server that never calls it never carries it in memory. Calls made while it
 * loads share the one load; a failed load (a missing package, a full disk) is tried again by
 * the next call rather than remembered for the life of the process.
 */
export function loadOnFirstUse<T>(load: () => Promise<T>): () => Promise<T> {
  let loaded: Promise<T> | undefined;
  return () =>
    (loaded ??= load().catch((error: unknown) => {
      loaded = undefined;
      throw error;
    }));
}
