/**
 * Where to go after logging in (product.md#protected-routes). The guard remembers the
 * protected path and query it refused; sessionStorage keeps it across the Google round trip.
 */
export const RETURN_TO_KEY = 'littlestar-return-to';

/** The query parameter that carries the refused path to / when the dialog is dismissed. */
export const ORIGIN_PARAM = 'from';

/** Only same-app paths: '/x' yes; '//evil.example', '/\evil', 'https://…' no. */
export function isSafeReturnPath(value: string | null | undefined): value is string {
  return (
    typeof value === 'string' &&
    value.startsWith('/') &&
    !value.startsWith('//') &&
    !value.startsWith('/\\')
  );
}

export function rememberReturnTo(path: string): void {
  if (!isSafeReturnPath(path)) return;
  try {
    sessionStorage.setItem(RETURN_TO_KEY, path);
  } catch {
    // Storage can be unavailable (private mode quotas); the guard then falls back to /children.
  }
}

export function readReturnTo(): string | null {
  try {
    const value = sessionStorage.getItem(RETURN_TO_KEY);
    return isSafeReturnPath(value) ? value : null;
  } catch {
    return null;
  }
}

export function clearReturnTo(): void {
  try {
    sessionStorage.removeItem(RETURN_TO_KEY);
  } catch {
    // Nothing stored then.
  }
}

/** '/' carrying the refused path: `/?from=%2Ftransactions`. */
export function homeWithOrigin(origin: string): string {
  return `/?${new URLSearchParams({ [ORIGIN_PARAM]: origin }).toString()}`;
}

/**
 * After a successful log-in: the remembered path, else the origin carried in `?from=`,
 * else `fallback` (/children, product.md#protected-routes).
 */
export function postLoginDestination({
  search,
  fallback,
}: {
  search: string;
  fallback: string;
}): string {
  const remembered = readReturnTo();
  if (remembered) return remembered;
  const origin = new URLSearchParams(search).get(ORIGIN_PARAM);
  return isSafeReturnPath(origin) ? origin : fallback;
}
