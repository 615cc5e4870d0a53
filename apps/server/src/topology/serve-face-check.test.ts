// Runs on PostgreSQL too: an API process and a worker share one database, which PGlite cannot.
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoCheckRefusalSchema } from '@littlestar/shared/photos';
import {
  buyCredits,
  call,
  createChild,
  createTrainedChild,
  signUpParent,
  uploadUrlOf,
} from '../test/http-parent.js';
import { faceFreePhoto, soloPhoto } from '../test/face-photos.js';
import { photoZip } from '../test/photos.js';
import { createTopology, tails, type Topology } from '../test/processes.js';

/** The processes a process has started and that still run (every thread's children). */
async function childProcesses(pid: number): Promise<number[]> {
  const tasks = await fs.readdir(`/proc/${pid}/task`);
  const lists = await Promise.all(
    tasks.map((task) => fs.readFile(`/proc/${pid}/task/${task}/children`, 'utf8').catch(() => '')),
  );
  return lists.flatMap((list) => list.split(' ').filter(Boolean).map(Number));
}

async function faceJobRows(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ count: string }>(
      "SELECT count(*) FROM pgboss.job WHERE name = 'faces.find'",
    );
    return Number(rows[0]?.count ?? 0);
  } finally {
    await client.end();
  }
}

/**
 * The face model takes about 260 MB a process: an API process (`serve`) never loads it, and
 * the photo check a parent waits for is done by a worker, with the same answers.
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('the photo check of an API process', () => {
  let topology: Topology | undefined;
  beforeAll(async () => {
    topology = await createTopology();
  }, 180_000);
  afterAll(() => topology?.close(), 60_000);

  it('is done by a worker: the child trains, bad photos are refused each with its reason, and the API process starts no model', async () => {
    if (!topology) throw new Error('no topology');
    const api = await topology.start('serve');
    // The worker keeps its model process for the assertion below.
    const worker = await topology.start('work', { FACE_CHECK_IDLE_SECONDS: '600' });
    await Promise.all([api.ready(), worker.ready()]);
    const processes = [api, worker];

    const parent = await signUpParent(api.baseUrl);
    await buyCredits(api.baseUrl, parent);
    await createTrainedChild(api.baseUrl, parent, { seconds: 120 });

    const refused = await createChild(api.baseUrl, parent);
    const zip = await photoZip([
      await faceFreePhoto(),
      await faceFreePhoto('flat'),
      await soloPhoto({ variant: 1 }),
      await soloPhoto({ variant: 2 }),
      await soloPhoto({ variant: 3 }),
    ]);
    const put = await fetch(await uploadUrlOf(api.baseUrl, parent, refused.id), {
      method: 'PUT',
      headers: { 'content-type': 'application/zip' },
      body: zip,
    });
    expect(put.status).toBe(204);
    const start = await call(api.baseUrl, parent, 'POST', `/api/training/${refused.id}/start`);
    expect(start.status, tails(processes)).toBe(400);
    const body = photoCheckRefusalSchema.parse(await start.json());
    expect(body.photos.map((photo) => photo.problem)).toEqual([
      'no_face',
      'no_face',
      null,
      null,
      null,
    ]);

    expect(await childProcesses(api.child.pid ?? 0)).toEqual([]);
    expect((await childProcesses(worker.child.pid ?? 0)).length).toBeGreaterThan(0);
    // Nothing of the photos or their faces is left behind for the hand-over.
    expect(await faceJobRows(topology.databaseUrl)).toBe(0);
    const waiting = path.join(topology.dataDir, 'files', 'face-checks');
    expect(await fs.readdir(waiting).catch(() => [])).toEqual([]);
  }, 240_000);
});
