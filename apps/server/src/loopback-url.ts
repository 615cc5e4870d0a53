/** Hosts that only this machine reaches: nobody else can use a server that answers there. */
export function isLoopbackUrl(url: string): boolean {
  let hostname: string;
  try {
    hostname = new URL(url).hostname;
  } catch {
    return false;
  }
  return isLoopbackHost(hostname);
}

/** A host name or address (HOST, a URL's hostname) that only this machine reaches. */
export function isLoopbackHost(host: string): boolean {
  const hostname = host.trim().toLowerCase();
  return (
    hostname === 'localhost' ||
    hostname.endsWith('.localhost') ||
    /^127(\.\d{1,3}){3}$/.test(hostname) ||
    hostname === '[::1]' ||
    hostname === '::1'
  );
}
