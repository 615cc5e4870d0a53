// `npm run soak`: the production topology under load and faults, checked and measured.
// `--short` is the CI version (under 2 minutes); the default full run takes under 10 minutes
// and ends with a second run on 1 worker to show how story throughput scales with workers.
// PostgreSQL comes from DATABASE_URL (an admin connection; a fresh database is made and
// dropped). See docs/soak.md.
import os from 'node:os';
import type { SoakPlan } from './plan.js';
import { fixed } from './report.js';
import type { SoakOutcome } from './soak-run.js';
import { runSoak } from './soak-run.js';
import type { TopologyHandle } from './topology.js';

const isShort = process.argv.includes('--short');
// For a post-mortem: the database and the logs stay (drop the database by hand afterwards).
const keepDatabase = process.argv.includes('--keep');
const adminUrl = process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

/** Credits of the plan the parents buy (`standard` in modules/payments/plans.ts). */
const PLAN_CREDITS = 15;

const base = {
  serves: 2,
  workers: 2,
  planCredits: PLAN_CREDITS,
  visitorRate: 30,
  parentPageRate: 10,
  minStoriesPerParent: 1,
};

// Offsets are from the start of the load. Parents keep `storiesInFlight` stories generating
// each, so the 2-worker run keeps about 60 in flight (the 1-worker run half as many: the
// same load per worker). The worker is killed once stories are being illustrated.
const RUNS: { label: string; plan: SoakPlan }[] = isShort
  ? [
      {
        label: 'short',
        plan: {
          ...base,
          faults: true,
          minIllustratingAtKill: 3,
          parents: 6,
          rampMs: 3_000,
          storiesInFlight: 2,
          // Every parent makes both, however late their child is ready on a busy machine.
          minStoriesPerParent: 2,
          maxStoriesPerParent: 2,
          generateForMs: 25_000,
          // A bound, not a wait: the run goes on the moment every story has settled. CI runs
          // it beside the PostgreSQL pass, whose load may slow the stories a good deal.
          settleMs: 200_000,
          faultsAtMs: [15_000, 24_000, 30_000, 42_000],
        },
      },
    ]
  : [
      {
        label: '2 workers',
        plan: {
          ...base,
          faults: true,
          minIllustratingAtKill: 3,
          parents: 30,
          rampMs: 10_000,
          storiesInFlight: 2,
          maxStoriesPerParent: 9,
          generateForMs: 200_000,
          settleMs: 150_000,
          faultsAtMs: [140_000, 155_000, 170_000, 185_000],
        },
      },
      {
        label: '1 worker',
        plan: {
          ...base,
          workers: 1,
          faults: false,
          parents: 15,
          rampMs: 5_000,
          storiesInFlight: 2,
          maxStoriesPerParent: 9,
          generateForMs: 100_000,
          settleMs: 120_000,
        },
      },
    ];

let current: TopologyHandle | null = null;
let aborting = false;
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    if (aborting) return;
    aborting = true;
    console.log(`\n${signal}: stopping every process and dropping the database`);
    const done = current ? current.abort() : Promise.resolve();
    void done.finally(() => process.exit(130));
  });
}

const started = Date.now();
console.log(
  `Soak (${isShort ? 'short' : 'full'}): node ${process.version}, ${os.cpus().length} cores, ` +
    `load average ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
);
const outcomes: { label: string; plan: SoakPlan; outcome: SoakOutcome }[] = [];
let ok = true;
for (const run of RUNS) {
  try {
    const outcome = await runSoak({
      ...run,
      adminUrl,
      keepDatabase,
      register: (topology) => (current = topology),
    });
    outcomes.push({ ...run, outcome });
    ok &&= outcome.ok;
  } catch (error) {
    const why = error instanceof Error ? (error.stack ?? error.message) : String(error);
    console.error(`\n${run.label}: the soak could not run: ${why}`);
    ok = false;
    break;
  } finally {
    current = null;
  }
}

console.log(`\n=== Summary (${fixed((Date.now() - started) / 1000)} s in all) ===`);
const two = outcomes.find((run) => run.plan.workers === 2)?.outcome;
const one = outcomes.find((run) => run.plan.workers === 1)?.outcome;
if (two) {
  const perMinute = Number.isFinite(two.stories.perMinuteBeforeFaults)
    ? two.stories.perMinuteBeforeFaults
    : two.stories.perMinute;
  console.log(
    `  2 workers: ${fixed(perMinute, 1)} stories a minute before the faults (goal ≥ 40), ` +
      `${fixed(two.stories.perMinute, 1)} over the whole steady window; generate → complete p95 ` +
      `${fixed(two.stories.calmWaitP95, 1)} s before the faults (goal < 90 s), ` +
      `${fixed(two.stories.waitP95, 1)} s with them`,
  );
  if (one) {
    console.log(
      `  1 worker: ${fixed(one.stories.perMinute, 1)} stories a minute; generate → complete p95 ` +
        `${fixed(one.stories.waitP95, 1)} s`,
    );
    console.log(
      `  scaling 1 → 2 workers: ${fixed(perMinute / one.stories.perMinute, 2)}× (goal ≥ 1.6×)`,
    );
  }
}
console.log(ok ? '  every check passed' : '  SOME CHECKS FAILED (see above)');
process.exit(ok ? 0 : 1);
