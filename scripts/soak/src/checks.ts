// What must hold after the soak, read from the database, the store, the mail sink and the
// balancer's records (never through the fault proxies), and through the API for the PDFs.
// A check that cannot even run fails with the reason instead of stopping the others.
import type { LocalS3 } from '@littlestar/fakes/local-s3';
import type { SmtpSink } from '@littlestar/fakes/smtp-sink';
import type pg from 'pg';
import type { UnexpectedExit } from './app-processes.js';
import type { BalancerError } from './balancer.js';
import type { CheckResult } from './check-result.js';
import { checkResult } from './check-result.js';
import type { FaultWindow } from './faults.js';
import { checkBalances, checkCharges } from './ledger-checks.js';
import { checkMail } from './mail-check.js';
import type { Parent } from './parents.js';
import type { StoryRow } from './soak-stories.js';
import { loadStories } from './soak-stories.js';
import { checkStore } from './store-check.js';

export interface CheckInputs {
  db: pg.Client;
  s3: LocalS3;
  smtp: SmtpSink;
  parents: Parent[];
  minStoriesPerParent: number;
  /** Worker id (as `job_leases` names it) → the process, as the usage table names it. */
  workerNames: Map<string, string>;
  emailPattern: string;
  faultWindows: FaultWindow[];
  balancerErrors: BalancerError[];
  startCrashes: UnexpectedExit[];
  unexpectedExits: UnexpectedExit[];
  /** How long after a fault's window its errors are still its own. */
  graceMs: number;
  mailWaitMs: number;
}

/** Each story of the database → the parent who made it (the stories the parents know). */
type KnownStories = Map<string, Parent>;

/** A job queue's unfinished jobs of one step and state, for one story. */
interface JobsRow {
  name: string;
  state: string;
  jobs: number;
  retries: number;
  due_in: number;
  running_for: number;
  holders: string[] | null;
  holder_silent_for: number | null;
}

function checkProcesses({
  startCrashes,
  unexpectedExits,
}: Pick<CheckInputs, 'startCrashes' | 'unexpectedExits'>): CheckResult[] {
  const why = (exit: UnexpectedExit) => exit.error ?? 'see its log';
  return [
    checkResult(
      'every process came up when all were started at the same instant',
      startCrashes.map((crash) => `${crash.name} exited (${String(crash.exit)}): ${why(crash)}`),
      'all up',
    ),
    checkResult(
      'no process died unless the soak killed it',
      unexpectedExits.map(
        (exit) => `${exit.name} exited (${String(exit.exit)}) at +${exit.atS} s: ${why(exit)}`,
      ),
    ),
  ];
}

/**
 * What the job queue holds for a stuck story: its unfinished jobs by step and state, and for
 * running ones the worker whose lease they are under (`workerNames`: worker id → process name,
 * from the processes' logs) and how long ago it last said it was alive.
 */
async function describeJobs(
  db: pg.Client,
  storyId: string,
  workerNames: Map<string, string>,
): Promise<string> {
  const { rows } = await db.query<JobsRow>(
    `SELECT j.name, j.state::text, count(*)::int AS jobs, max(j.retry_count) AS retries,
            round(min(extract(epoch FROM j.start_after - now())))::int AS due_in,
            round(max(extract(epoch FROM now() - j.started_on)))::int AS running_for,
            array_agg(DISTINCT l.worker_id::text) FILTER (WHERE l.worker_id IS NOT NULL) AS holders,
            round(max(extract(epoch FROM now() - w.seen_at)))::int AS holder_silent_for
       FROM pgboss.job j
       LEFT JOIN job_leases l ON l.job_id = j.id
       LEFT JOIN job_workers w ON w.id = l.worker_id
      WHERE j.data->>'storyId' = $1 AND j.state <> 'completed'
      GROUP BY j.name, j.state ORDER BY j.name, j.state`,
    [storyId],
  );
  if (rows.length === 0) return 'no unfinished job';
  const holder = (row: JobsRow) => {
    if (!row.holders?.length) return ', no lease';
    const names = row.holders.map((id) => workerNames.get(id) ?? `worker ${id.slice(0, 8)}`);
    const silence =
      row.holder_silent_for === null ? 'gone' : `last alive ${row.holder_silent_for} s ago`;
    return `, leased by ${names.join(' and ')} (${silence})`;
  };
  return rows
    .map((row) => {
      const timing =
        row.state === 'active'
          ? `, running ${row.running_for} s${holder(row)}`
          : row.due_in > 0
            ? `, due in ${row.due_in} s`
            : '';
      return `${row.jobs} ${row.name} ${row.state} (retries ${row.retries}${timing})`;
    })
    .join(', ');
}

async function checkSettled(
  db: pg.Client,
  stories: StoryRow[],
  workerNames: Map<string, string>,
): Promise<CheckResult> {
  const started = stories.filter((story) => story.generation > 0);
  const count = (status: StoryRow['status']) =>
    started.filter((story) => story.status === status).length;
  const stuck = started.filter((story) => story.status !== 'complete' && story.status !== 'error');
  const problems: string[] = [];
  for (const [index, story] of stuck.entries()) {
    // The jobs of the first few say why; the rest are listed.
    const jobs =
      index < 3
        ? `: ${await describeJobs(db, story.id, workerNames).catch((error: Error) => error.message)}`
        : '';
    problems.push(`${story.id} ${story.status}${jobs}`);
  }
  return checkResult(
    'every started story reached complete or error (none stuck)',
    problems,
    `${count('complete')} complete, ${count('error')} error`,
  );
}

function checkNoDuplicateStories({
  stories,
  known,
}: {
  stories: StoryRow[];
  known: KnownStories;
}): CheckResult {
  const inDatabase = new Set(stories.map((story) => story.id));
  return checkResult(
    'no duplicate stories (the database holds exactly the stories the parents made)',
    [
      ...stories
        .filter((story) => !known.has(story.id))
        .map((story) => `unknown story ${story.id} (${story.status})`),
      ...[...known.keys()].filter((id) => !inDatabase.has(id)).map((id) => `lost story ${id}`),
    ],
    `${stories.length} stories`,
  );
}

/** Every completed story's PDF, downloaded once more through the balancer by its parent. */
async function checkPdfs({
  stories,
  known,
}: {
  stories: StoryRow[];
  known: KnownStories;
}): Promise<CheckResult> {
  const problems: string[] = [];
  const complete = stories.filter((story) => story.status === 'complete');
  for (const story of complete) {
    const owner = known.get(story.id);
    if (!owner) continue;
    const pdf = await owner.api.call('GET', `/api/stories/${story.id}/pdf`, { as: 'bytes' });
    if (pdf.status !== 200 || pdf.body.subarray(0, 5).toString('latin1') !== '%PDF-') {
      problems.push(`${story.id}: ${pdf.status}`);
    }
  }
  return checkResult("every completed story's PDF downloads", problems, `${complete.length} PDFs`);
}

function checkNo5xx({
  faultWindows,
  balancerErrors,
  graceMs,
}: Pick<CheckInputs, 'faultWindows' | 'balancerErrors' | 'graceMs'>): CheckResult {
  const isExcused = (at: number) =>
    faultWindows.some((window) => at >= window.from - 1000 && at <= window.to + graceMs);
  return checkResult(
    'no 5xx or connection error outside the injected faults',
    balancerErrors
      .filter((error) => !isExcused(error.at))
      .map(
        (error) =>
          `${error.request} → ${error.status || String(error.error)} on serve-${error.upstream + 1}`,
      ),
    `${balancerErrors.length} inside the fault windows`,
  );
}

/** A run whose parents made no stories would pass every other check with nothing checked. */
function checkJourneys(parents: Parent[], minStories: number): CheckResult {
  const failures = parents.flatMap((parent) => [
    ...parent.failures.map(
      (failure) => `parent ${parent.index}: ${failure.step} ${failure.status}`,
    ),
    ...(parent.storiesCreated < minStories
      ? [`parent ${parent.index}: made ${parent.storiesCreated} of at least ${minStories} stories`]
      : []),
  ]);
  const retried = parents.reduce((sum, parent) => sum + parent.transientFailures, 0);
  return checkResult(
    'every parent got through the journey (sign-up to PDFs) and made its stories',
    failures,
    `${retried} calls tried again after a fault`,
  );
}

export async function runChecks(options: CheckInputs): Promise<CheckResult[]> {
  const { db, emailPattern, parents } = options;
  const stories = await loadStories(db, emailPattern);
  const known: KnownStories = new Map(
    parents.flatMap((parent) => [...parent.stories.keys()].map((id) => [id, parent] as const)),
  );
  const guarded = async (name: string, run: () => Promise<CheckResult>) => {
    try {
      return await run();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return checkResult(name, [`could not be checked: ${message}`]);
    }
  };
  return [
    ...checkProcesses(options),
    await guarded('stories settled', () => checkSettled(db, stories, options.workerNames)),
    checkCharges(stories),
    await guarded('balances', () => checkBalances({ db, emailPattern, parents, stories })),
    checkNoDuplicateStories({ stories, known }),
    await guarded('the store', () => checkStore({ db, s3: options.s3, stories })),
    await guarded('e-mail', () =>
      checkMail({ db, emailPattern, smtp: options.smtp, parents, waitMs: options.mailWaitMs }),
    ),
    await guarded('PDFs', () => checkPdfs({ stories, known })),
    checkNo5xx(options),
    checkJourneys(parents, options.minStoriesPerParent),
  ];
}
