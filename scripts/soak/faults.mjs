// The faults the soak injects while stories are being made. Each returns the window it
// covers (from the moment it began to the moment the topology was whole again), so errors
// inside it are counted as the fault's and not as the app's.
import { setTimeout as sleep } from 'node:timers/promises';

/** Stories of the soak's parents that are being illustrated now. */
async function storiesIllustrating(db, emailPattern) {
  const { rows } = await db.query(
    `SELECT s.id FROM stories s JOIN "user" u ON u.id = s.user_id
      WHERE u.email LIKE $1 AND s.status = 'generating_images'`,
    [emailPattern],
  );
  return rows.map((row) => row.id);
}

/**
 * SIGKILL a worker while stories are in the middle of illustration (waiting, bounded, until
 * at least `minIllustrating` are), then start it again.
 */
export async function killWorkerMidIllustration({
  manager,
  db,
  emailPattern,
  name,
  minIllustrating,
}) {
  const waitUntil = Date.now() + 30_000;
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
export async function killApi({ manager, name }) {
  const from = Date.now();
  const { readyAt } = await manager.killAndRestart(name, { downMs: 2000, timeoutMs: 60_000 });
  return { kind: `SIGKILL ${name}, started again`, from, to: readyAt };
}

/** "Restart PostgreSQL": every connection cut, new ones refused for `ms`. */
export async function restartPostgres({ pgProxy, ms }) {
  const from = Date.now();
  await pgProxy.outage(ms);
  return {
    kind: `PostgreSQL away for ${ms / 1000} s (connections cut, then refused)`,
    from,
    to: Date.now(),
  };
}

/** S3 refuses every connection for `ms` (open ones are cut). */
export async function refuseS3({ s3Proxy, ms }) {
  const from = Date.now();
  await s3Proxy.outage(ms);
  return { kind: `S3 refusing connections for ${ms / 1000} s`, from, to: Date.now() };
}
