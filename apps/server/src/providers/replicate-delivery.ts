import { z } from 'zod';
import { isLoopbackUrl } from '../loopback-url.js';

/** Where Replicate serves what its predictions made: its delivery CDN and its subdomains. */
export const DEFAULT_REPLICATE_DELIVERY_HOSTS = ['replicate.delivery'];

const HOSTNAME = /^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*$/;

/**
 * REPLICATE_DELIVERY_HOSTS: the hosts (and their subdomains) a prediction's output may be
 * downloaded from, comma-separated. Replicate's by default; tests name their fake's address.
 */
export const replicateDeliveryHostsField = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((host) => host.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.string().regex(HOSTNAME, 'Use host names such as replicate.delivery')))
  .transform((hosts) => (hosts.length > 0 ? hosts : DEFAULT_REPLICATE_DELIVERY_HOSTS));

/**
 * Whether a URL a prediction answered is one of Replicate's to download. The URL comes from
 * Replicate's answer, so the server never fetches an address anyone else chose (an internal
 * service, cloud metadata). Over https, except on this machine (a test's fake).
 */
export function isReplicateDeliveryUrl(url: string, hosts: readonly string[]): boolean {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return false;
  }
  if (parsed.username || parsed.password) return false;
  const isSecure =
    parsed.protocol === 'https:' || (parsed.protocol === 'http:' && isLoopbackUrl(url));
  if (!isSecure) return false;
  const host = parsed.hostname.toLowerCase();
  return hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`));
}
