// The read load of the soak, driven by autocannon at a fixed rate through the balancer:
// anonymous visitors on the landing page and the demo shelves (what the web app asks for on
// those pages), and signed-in parents opening their pages (who am I, credits, children,
// stories), with the parents' bearer tokens.
import type autocannon from 'autocannon';
import type { DemoChild, DemoStory } from '@littlestar/shared/demo';
import type { Parent } from './parents.js';
import { loadAutocannon } from './server-packages.js';

const runAutocannon = loadAutocannon();

const pick = <Item>(items: Item[]): Item => items[Math.floor(Math.random() * items.length)]!;

/** What a visitor's browser asks for on the public pages, found from the running app. */
export async function visitorPaths(baseUrl: string): Promise<string[]> {
  const get = async (path: string) => {
    const response = await fetch(`${baseUrl}${path}`);
    if (!response.ok) throw new Error(`GET ${path}: ${response.status}`);
    return response;
  };
  const landing = await (await get('/')).text();
  const assets = [...landing.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)]
    .map((match) => match[1] ?? '')
    .slice(0, 3);
  const children = (await (await get('/api/demo/children')).json()) as DemoChild[];
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
    const stories = (await (
      await get(`/api/demo/children/${child.id}/stories`)
    ).json()) as DemoStory[];
    for (const story of stories) paths.push(`/api/demo/stories/${story.id}`);
  }
  return paths;
}

function run(options: autocannon.Options) {
  // Without a callback autocannon answers its instance, made thenable (its lib/init.js); its
  // types name only the promise. The instance is what can be stopped.
  const instance: autocannon.Instance = runAutocannon({
    duration: 3600,
    timeout: 30,
    headers: { 'accept-encoding': 'br, gzip' },
    ...options,
  }) as Promise<autocannon.Result> & autocannon.Instance;
  // autocannon prints nothing unless asked; its result comes when it is stopped.
  const result = new Promise<autocannon.Result>((resolve, reject) => {
    instance.on('done', resolve).on('error', reject);
  });
  return { stop: () => (instance.stop(), result) };
}

/** autocannon's results of the two mixes. */
export type ReadResults = Record<'visitors' | 'parents', autocannon.Result>;

/**
 * Starts both mixes; `parents()` names the signed-in parents at the moment of each request.
 * `stop()` ends them and resolves with autocannon's results.
 */
export function startReadLoad({
  baseUrl,
  paths,
  parents,
  visitorRate,
  parentRate,
}: {
  baseUrl: string;
  paths: string[];
  parents: () => Parent[];
  visitorRate: number;
  parentRate: number;
}): { stop(): Promise<ReadResults> } {
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
