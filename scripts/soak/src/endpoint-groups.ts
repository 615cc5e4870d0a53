// The endpoint groups the soak reports latency for: one name per kind of page or API call.
const GROUPS: [string, RegExp][] = [
  ['landing', /^\/$/],
  ['auth', /^\/api\/auth\//],
  ['demo api', /^\/api\/demo\//],
  ['story pdf', /^\/api\/stories\/[^/]+\/pdf$/],
  ['story generate', /^\/api\/stories\/[^/]+\/generate$/],
  ['stories', /^\/api\/(stories\/|children\/[^/]+\/stories)/],
  ['children', /^\/api\/children/],
  ['training', /^\/api\/training\//],
  ['payments', /^\/api\/payments\//],
  ['me', /^\/api\/me\b/],
  ['other api', /^\/api\//],
  ['assets', /^\/assets\//],
];

/** The group of a request by its method and path (the query is ignored). */
export function endpointGroup(method: string | undefined, url: string): string {
  const path = url.split('?', 1)[0] ?? '';
  for (const [name, pattern] of GROUPS) {
    if (pattern.test(path)) {
      if (name === 'stories' && method === 'POST') return 'story create';
      return name;
    }
  }
  return 'web pages';
}
