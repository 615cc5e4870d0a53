// The read load of the soak, driven by autocannon at a fixed rate through the balancer:
// anonymous visitors on the landing page and the demo shelves (what the web app asks for on
// those pages), and signed-in parents opening their pages (who am I, credits, children,
// stories), with the parents' bearer tokens.
import { requireFromServer } from './server-packages.mjs';

const autocannon = requireFromServer('autocannon');

const pick = (items) => items[Math.floor(Math.random() * items.length)];

/** What a visitor's browser asks for on the public pages, found from the running app. */
export async function visitorPaths(baseUrl) {
  const get = async (path) => {
    const response = await fetch(`${baseUrl}${path}`);
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    return path.startsWith('/api/') ? response.json() : response.text();
  };
  const landing = await get('/');
  const assets = [...landing.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)]
    .map((match) => match[1])
    .slice(0, 3);
  const children = await get('/api/demo/children');
  const paths = [
    '/',
    '/',
    '/demo/children',
    '/api/auth/get-session',
    '/api/site-facts',
    '/api/payments/plans',
    '/api/demo/children',
    '/api/demo/children',
    ...assets,
  ];
  for (const child of children) {
    paths.push(`/api/demo/children/${child.id}`, `/api/demo/children/${child.id}/stories`);
    const stories = await get(`/api/demo/children/${child.id}/stories`);
    for (const story of stories) paths.push(`/api/demo/stories/${story.id}`);
  }
  return paths;
}

function run(options) {
  const instance = autocannon({
    duration: 3600,
    timeout: 30,
    headers: { 'accept-encoding': 'br, gzip' },
    ...options,
  });
  // autocannon prints nothing unless asked; its result comes when it is stopped.
  const result = new Promise((resolve, reject) => instance.on('done', resolve).on('error', reject));
  return { stop: () => (instance.stop(), result) };
}

/**
 * Starts both mixes; `parents()` names the signed-in parents at the moment of each request.
 * `stop()` ends them and resolves with autocannon's results.
 */
export function startReadLoad({ baseUrl, paths, parents, visitorRate, parentRate }) {
  const visitors = run({
    url: baseUrl,
    connections: 8,
    overallRate: visitorRate,
    requests: [{ method: 'GET', setupRequest: (request) => ({ ...request, path: pick(paths) }) }],
  });
  const signedIn = run({
    url: baseUrl,
    connections: 4,
    overallRate: parentRate,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => {
          const ready = parents().filter((parent) => parent.childId);
          if (ready.length === 0) return { ...request, path: '/api/payments/plans' };
          const parent = pick(ready);
          const path = pick([
            '/api/me',
            '/api/payments/credits',
            '/api/children',
            `/api/children/${parent.childId}/stories`,
            '/api/auth/get-session',
          ]);
          return {
            ...request,
            path,
            headers: { ...request.headers, authorization: `Bearer ${parent.bearer}` },
          };
        },
      },
    ],
  });
  return {
    async stop() {
      const [visitorResult, parentResult] = await Promise.all([visitors.stop(), signedIn.stop()]);
      return { visitors: visitorResult, parents: parentResult };
    },
  };
}
