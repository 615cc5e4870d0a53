// What must hold after the soak, read from the database, the store, the mail sink and the
// balancer's records (never through the fault proxies), and through the API for the PDFs.
// A check that cannot even run fails with the reason instead of stopping the others.
import { checkResult } from './check-result.mjs';
import { checkBalances, checkCharges } from './ledger-checks.mjs';
import { checkMail } from './mail-check.mjs';
import { checkStore } from './store-check.mjs';

/** Every story of the soak's parents, with its pages, charges and refunds. */
async function loadStories(db, emailPattern) {
  const { rows } = await db.query(
    `SELECT s.id, s.user_id, s.child_id, s.status, s.generation, s.cover_key,
            (SELECT count(*) FROM story_pages p WHERE p.story_id = s.id)::int AS pages,
            (SELECT array_agg(p.image_key) FROM story_pages p WHERE p.story_id = s.id) AS page_keys,
            (SELECT count(*) FROM credit_entries c
              WHERE c.source = 'story' AND c.source_id LIKE s.id || ':%')::int AS charges,
            (SELECT count(*) FROM credit_entries r JOIN credit_entries c ON r.source_id = c.id::text
              WHERE r.source = 'refund' AND c.source = 'story'
                AND c.source_id = s.id || ':' || s.generation)::int AS refunds
       FROM stories s JOIN "user" u ON u.id = s.user_id
      WHERE u.email LIKE $1`,
    [emailPattern],
  );
  return rows;
}

function checkProcesses({ startCrashes, unexpectedExits }) {
  const why = (exit) => exit.error ?? 'see its log';
  return [
    checkResult(
      'every process came up when all were started at the same instant',
      startCrashes.map((crash) => `${crash.name} exited (${crash.exit}): ${why(crash)}`),
      'all up',
    ),
    checkResult(
      'no process died unless the soak killed it',
      unexpectedExits.map(
        (exit) => `${exit.name} exited (${exit.exit}) at +${exit.atS} s: ${why(exit)}`,
      ),
    ),
  ];
}

/**
 * What the job queue holds for a stuck story: its unfinished jobs by step and state, and for
 * running ones the worker whose lease they are under (`workerNames`: worker id → process name,
 * from the processes' logs) and how long ago it last said it was alive.
 */
async function describeJobs(db, storyId, workerNames) {
  const { rows } = await db.query(
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
  const holder = (row) => {
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

async function checkSettled(db, stories, workerNames) {
  const started = stories.filter((story) => story.generation > 0);
  const count = (status) => started.filter((story) => story.status === status).length;
  const stuck = started.filter((story) => story.status !== 'complete' && story.status !== 'error');
  const problems = [];
  for (const [index, story] of stuck.entries()) {
    // The jobs of the first few say why; the rest are listed.
    const jobs =
      index < 3
        ? `: ${await describeJobs(db, story.id, workerNames).catch((error) => error.message)}`
        : '';
    problems.push(`${story.id} ${story.status}${jobs}`);
  }
  return checkResult(
    'every started story reached complete or error (none stuck)',
    problems,
    `${count('complete')} complete, ${count('error')} error`,
  );
}

function checkNoDuplicateStories({ stories, known }) {
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
async function checkPdfs({ stories, known }) {
  const problems = [];
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

function checkNo5xx({ faultWindows, balancerErrors, graceMs }) {
  const isExcused = (at) =>
    faultWindows.some((window) => at >= window.from - 1000 && at <= window.to + graceMs);
  return checkResult(
    'no 5xx or connection error outside the injected faults',
    balancerErrors
      .filter((error) => !isExcused(error.at))
      .map(
        (error) =>
          `${error.request} → ${error.status || error.error} on serve-${error.upstream + 1}`,
      ),
    `${balancerErrors.length} inside the fault windows`,
  );
}

/** A run whose parents made no stories would pass every other check with nothing checked. */
function checkJourneys(parents, minStories) {
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

export async function runChecks(options) {
  const { db, emailPattern, parents } = options;
  const stories = await loadStories(db, emailPattern);
  const known = new Map(
    parents.flatMap((parent) => [...parent.stories.keys()].map((id) => [id, parent])),
  );
  const guarded = async (name, run) => {
    try {
      return await run();
    } catch (error) {
      return checkResult(name, [`could not be checked: ${error.message}`]);
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
