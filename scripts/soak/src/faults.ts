// The faults the soak injects while stories are being made. Each returns the window it
// covers (from the moment it began to the moment the topology was whole again), so errors
// inside it are counted as the fault's and not as the app's.
import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import type { ProcessManager } from './app-processes.js';
import type { FaultProxy } from './fault-proxy.js';
import type { SoakPlan } from './plan.js';

/** A fault (or a crash) and the time it took: its errors are its own, not the app's. */
export interface FaultWindow {
  kind: string;
  from: number;
  to: number;
  unexpected?: boolean;
}

/** A story the worker kill caught in illustration, and when. */
export interface CaughtStory {
  id: string;
  killedAt: number;
}

/** Stories of the soak's parents that are being illustrated now. */
async function storiesIllustrating(db: pg.Client, emailPattern: string): Promise<string[]> {
  const { rows } = await db.query<{ id: string }>(
    `SELECT s.id FROM stories s JOIN "user" u ON u.id = s.user_id
      WHERE u.email LIKE $1 AND s.status = 'generating_images'`,
    [emailPattern],
  );
  return rows.map((row) => row.id);
}

/**
 * SIGKILL a worker while stories are in the middle of illustration (waiting, bounded, until
 * at least `minIllustrating` are), then start it again. The bound is long: on a busy machine
 * the parents' children are ready late, and a kill before any story is running tests little.
 */
export async function killWorkerMidIllustration({
  manager,
  db,
  emailPattern,
  name,
  minIllustrating,
}: {
  manager: ProcessManager;
  db: pg.Client;
  emailPattern: string;
  name: string;
  minIllustrating: number;
}): Promise<FaultWindow & { storiesCaught: string[] }> {
  const waitUntil = Date.now() + 120_000;
  let illustrating = await storiesIllustrating(db, emailPattern);
  while (illustrating.length < minIllustrating && Date.now() < waitUntil) {
    await sleep(500);
    illustrating = await storiesIllustrating(db, emailPattern);
  }
  const from = Date.now();
  const { readyAt } = await manager.killAndRestart(name, { downMs: 2000, timeoutMs: 60_000 });
  return {
    kind: `SIGKILL ${name} (${illustrating.length} stories in illustration), started again`,
    from,
    to: readyAt,
    storiesCaught: illustrating,
  };
}

/** SIGKILL an API process and start it again; the balancer keeps sending it its share. */
export async function killApi({
  manager,
  name,
}: {
  manager: ProcessManager;
  name: string;
}): Promise<FaultWindow> {
  const from = Date.now();
  const { readyAt } = await manager.killAndRestart(name, { downMs: 2000, timeoutMs: 60_000 });
  return { kind: `SIGKILL ${name}, started again`, from, to: readyAt };
}

/** "Restart PostgreSQL": every connection cut, new ones refused for `ms`. */
export async function restartPostgres({
  pgProxy,
  ms,
}: {
  pgProxy: FaultProxy;
  ms: number;
}): Promise<FaultWindow> {
  const from = Date.now();
  await pgProxy.outage(ms);
  return {
    kind: `PostgreSQL away for ${ms / 1000} s (connections cut, then refused)`,
    from,
    to: Date.now(),
  };
}

/** S3 refuses every connection for `ms` (open ones are cut). */
export async function refuseS3({
  s3Proxy,
  ms,
}: {
  s3Proxy: FaultProxy;
  ms: number;
}): Promise<FaultWindow> {
  const from = Date.now();
  await s3Proxy.outage(ms);
  return { kind: `S3 refusing connections for ${ms / 1000} s`, from, to: Date.now() };
}

/**
 * The soak's four faults at `plan.faultsAtMs` from the start of the load, one after another
 * (each no earlier than its time): a worker killed mid-illustration, S3 refusing, an API
 * process killed, PostgreSQL restarted.
 * `windows` fills as they land; `caught` lists the stories the worker kill caught.
 */
export function injectFaults({
  plan,
  topology,
  db,
  emailPattern,
  loadStart,
  say,
}: {
  plan: SoakPlan & { faults: true };
  topology: { manager: ProcessManager; s3Proxy: FaultProxy; pgProxy: FaultProxy };
  db: pg.Client;
  emailPattern: string;
  loadStart: number;
  say: (text: string) => void;
}): { done: Promise<void>; windows: FaultWindow[]; caught: CaughtStory[] } {
  const windows: FaultWindow[] = [];
  const caught: CaughtStory[] = [];
  // PostgreSQL last, once the killed worker's jobs are handed back: after a restart every
  // worker waits a lapse before taking another for dead, which would add to the kill's.
  const schedule: (() => Promise<FaultWindow>)[] = [
    async () => {
      const window = await killWorkerMidIllustration({
        manager: topology.manager,
        db,
        emailPattern,
        name: 'work-1',
        minIllustrating: plan.minIllustratingAtKill,
      });
      caught.push(...window.storiesCaught.map((id) => ({ id, killedAt: window.from })));
      return window;
    },
    () => refuseS3({ s3Proxy: topology.s3Proxy, ms: 4000 }),
    () => killApi({ manager: topology.manager, name: 'serve-2' }),
    () => restartPostgres({ pgProxy: topology.pgProxy, ms: 5000 }),
  ];
  const done = (async () => {
    for (const [index, inject] of schedule.entries()) {
      const wait = loadStart + (plan.faultsAtMs[index] ?? 0) - Date.now();
      if (wait > 0) await sleep(wait);
      try {
        const window = await inject();
        windows.push(window);
        say(
          `fault: ${window.kind}; whole again after ${((window.to - window.from) / 1000).toFixed(1)} s`,
        );
      } catch (error) {
        const at = Date.now();
        const message = error instanceof Error ? error.message : String(error);
        windows.push({ kind: `a fault that could not be made: ${message}`, from: at, to: at });
        say(`a fault could not be made: ${message}`);
      }
    }
  })();
  return { done, windows, caught };
}
