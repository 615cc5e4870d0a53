// One soak run: start the topology, drive the parents and the read load for a fixed time
// while the faults land, wait (bounded) for the stories to settle, check, print the figures,
// and take everything down again.
import { setTimeout as sleep } from 'node:timers/promises';
import { requireFromServer } from './server-packages.mjs';
import { makePhotoZip } from '../../apps/server/dist/test/photos.js';
import { lastLoggedError } from './app-processes.mjs';
import { runChecks } from './checks.mjs';
import { killApi, killWorkerMidIllustration, refuseS3, restartPostgres } from './faults.mjs';
import { createParent, makeStories, onboard } from './parents.mjs';
import {
  fixed,
  printMemory,
  printRequestFigures,
  requestFigures,
  storyFigures,
  table,
} from './report.mjs';
import { startTopology } from './topology.mjs';
import { startReadLoad, visitorPaths } from './visitors.mjs';

const pg = requireFromServer('pg');

const TEXT_MS = 15_000;
const PICTURE_MS = 8_000;

/** Runs the faults at their offsets from `start`, one after another; resolves with their windows. */
async function runFaults(schedule, start, windows, say) {
  for (const [offsetMs, inject] of schedule) {
    const wait = start + offsetMs - Date.now();
    if (wait > 0) await sleep(wait);
    try {
      const window = await inject();
      windows.push(window);
      say(
        `fault: ${window.kind}, whole again after ${fixed((window.to - window.from) / 1000, 1)} s`,
      );
    } catch (error) {
      windows.push({
        kind: `a fault that could not be made: ${error.message}`,
        from: Date.now(),
        to: Date.now(),
        failed: true,
      });
      say(`fault could not be made: ${error.message}`);
    }
  }
}

export async function runSoak({ label, plan, adminUrl, register }) {
  const runStart = Date.now();
  const say = (text) =>
    console.log(`[${label} +${Math.round((Date.now() - runStart) / 1000)} s] ${text}`);
  const startCrashes = [];
  const unexpectedExits = [];
  let starting = true;
  say(
    `starting ${plan.serves} serve and ${plan.workers} work processes at the same instant on a fresh database`,
  );
  const topology = await startTopology({
    adminUrl,
    serves: plan.serves,
    workers: plan.workers,
    textMs: TEXT_MS,
    pictureMs: PICTURE_MS,
    startTimeoutMs: 90_000,
    register,
    onUnexpectedExit: (proc, incarnation) => {
      const record = {
        name: proc.name,
        proc,
        incarnation,
        exit: incarnation.exit,
        at: incarnation.exitedAt,
        atS: Math.round((incarnation.exitedAt - runStart) / 1000),
        error: lastLoggedError(incarnation.logFile, incarnation.logOffset),
      };
      (starting ? startCrashes : unexpectedExits).push(record);
      say(
        `${proc.name} exited unexpectedly (${record.exit}): ${record.error ?? 'no error logged'}; starting it again`,
      );
    },
  });
  starting = false;
  say(
    `all processes up after ${fixed((topology.upAt - topology.startedAt) / 1000, 1)} s` +
      (startCrashes.length
        ? ` (${startCrashes.length} crashed at start and were started again)`
        : ''),
  );

  const db = new pg.Client({ connectionString: topology.directDatabaseUrl });
  await db.connect();
  const emailPattern = `soak.${topology.runId}.%`;
  let failed = true;
  try {
    const photoZip = await makePhotoZip(5);
    const paths = await visitorPaths(topology.publicUrl);
    const parents = Array.from({ length: plan.parents }, (_, index) =>
      createParent({ index, runId: topology.runId, baseUrl: topology.publicUrl }),
    );
    const loadStart = Date.now();
    const generateUntil = loadStart + plan.generateForMs;
    const settleBy = generateUntil + plan.settleMs;
    const reads = startReadLoad({
      baseUrl: topology.publicUrl,
      paths,
      parents: () => parents,
      visitorRate: plan.visitorRate,
      parentRate: plan.parentPageRate,
    });
    say(
      `load: ${plan.parents} parents arriving over ${plan.rampMs / 1000} s, ${plan.storiesInFlight} stories in flight each, ` +
        `new generations for ${plan.generateForMs / 1000} s; ${plan.visitorRate} visitor and ${plan.parentPageRate} parent page requests/s`,
    );

    const inFlightSamples = [];
    const progress = setInterval(() => {
      const all = parents.flatMap((parent) => [...parent.stories.values()]);
      const generating = all.filter(
        (story) => story.generatedAt && story.status !== 'complete' && story.status !== 'error',
      ).length;
      inFlightSamples.push([Date.now(), generating]);
      if (inFlightSamples.length % 15 === 0) {
        say(
          `${parents.filter((parent) => parent.onboardedAt).length}/${plan.parents} parents ready, ` +
            `${generating} stories generating, ${all.filter((story) => story.status === 'complete').length} complete, ` +
            `${all.filter((story) => story.status === 'error').length} error`,
        );
      }
    }, 1000);

    const faultWindows = [];
    const faultCaught = [];
    const faults = plan.faults
      ? runFaults(
          [
            [
              plan.faultsAtMs[0],
              async () => {
                const window = await killWorkerMidIllustration({
                  manager: topology.manager,
                  db,
                  emailPattern,
                  name: 'work-1',
                  minIllustrating: plan.minIllustratingAtKill,
                });
                faultCaught.push(
                  ...window.storiesCaught.map((id) => ({ id, killedAt: window.from })),
                );
                return window;
              },
            ],
            [plan.faultsAtMs[1], () => killApi({ manager: topology.manager, name: 'serve-2' })],
            [plan.faultsAtMs[2], () => restartPostgres({ pgProxy: topology.pgProxy, ms: 5000 })],
            [plan.faultsAtMs[3], () => refuseS3({ s3Proxy: topology.s3Proxy, ms: 4000 })],
          ],
          loadStart,
          faultWindows,
          say,
        )
      : Promise.resolve();

    const journeys = parents.map(async (parent, index) => {
      await sleep((plan.rampMs * index) / plan.parents);
      try {
        await onboard(parent, { photoZip, trainingTimeoutMs: 120_000 });
        parent.creditsBought = plan.planCredits;
        await makeStories(parent, {
          inFlight: plan.storiesInFlight,
          maxStories: plan.maxStoriesPerParent,
          generateUntil,
          settleBy,
          pollMs: 2000,
        });
      } catch (error) {
        parent.failures.push({ step: 'journey', status: error.message });
      }
    });
    await Promise.all(journeys);
    const parentsDone = Date.now();
    await faults;
    const readResults = await reads.stop();
    clearInterval(progress);
    say('load stopped; checking');

    // A crash's window lasts until the process it took down was up again.
    for (const exit of unexpectedExits) {
      const next = exit.proc.incarnations[exit.proc.incarnations.indexOf(exit.incarnation) + 1];
      faultWindows.push({
        kind: `${exit.name} died (unexpected)`,
        from: exit.at,
        to: next?.readyAt ?? Date.now(),
        unexpected: true,
      });
    }
    const balancer = await topology.balancer.report();
    const { results } = await runChecks({
      db,
      s3: topology.s3,
      smtp: topology.smtp,
      parents,
      emailPattern,
      faultWindows,
      balancerErrors: balancer.errors,
      startCrashes,
      unexpectedExits,
      graceMs: 10_000,
      mailWaitMs: 20_000,
    });
    const journeyFailures = parents.flatMap((parent) =>
      parent.failures.map((failure) => `parent ${parent.index}: ${failure.step} ${failure.status}`),
    );
    results.push({
      name: 'every parent finished the journey (sign-up to PDFs)',
      ok: journeyFailures.length === 0,
      detail:
        journeyFailures.length === 0
          ? `${parents.reduce((sum, parent) => sum + parent.transientFailures, 0)} calls tried again after a fault`
          : journeyFailures.slice(0, 8).join('; '),
    });

    // Figures.
    const { rows: timingRows } = await db.query(
      `SELECT s.id, c.created_at AS generated_at, s.completed_at
         FROM stories s JOIN "user" u ON u.id = s.user_id
         JOIN credit_entries c ON c.source = 'story' AND c.source_id = s.id || ':' || s.generation
        WHERE u.email LIKE $1`,
      [emailPattern],
    );
    const timings = timingRows.map((row) => ({
      id: row.id,
      generatedAt: row.generated_at.getTime(),
      completedAt: row.completed_at?.getTime() ?? null,
    }));
    const firstCompletion = Math.min(...timings.map((story) => story.completedAt ?? Infinity));
    const steadyFrom = Number.isFinite(firstCompletion) ? firstCompletion : generateUntil;
    const faultFrom = faultWindows.length
      ? Math.min(...faultWindows.map((window) => window.from))
      : null;
    const stories = storyFigures(timings, { steadyFrom, steadyTo: generateUntil, faultFrom });
    const steadySamples = inFlightSamples.filter(([at]) => at >= steadyFrom && at <= generateUntil);
    const meanInFlight =
      steadySamples.reduce((sum, [, count]) => sum + count, 0) / (steadySamples.length || 1);

    console.log(
      `\n=== ${label}: ${plan.serves} serve + ${plan.workers} work processes, ${plan.parents} parents ===`,
    );
    console.log(
      `Processes up ${fixed((topology.upAt - topology.startedAt) / 1000, 1)} s after they were started together`,
    );
    if (faultWindows.length) {
      console.log(
        '\nFaults (time from the start of the load; "whole again" = the topology answered again)',
      );
      console.log(
        table(
          ['fault', 'at', 'whole again after', '5xx/conn. errors meanwhile'],
          faultWindows.map((window) => [
            window.kind,
            `+${fixed((window.from - loadStart) / 1000)} s`,
            `${fixed((window.to - window.from) / 1000, 1)} s`,
            balancer.errors.filter(
              (error) => error.at >= window.from - 1000 && error.at <= window.to + 10_000,
            ).length,
          ]),
        ),
      );
      if (faultCaught.length) {
        const caught = timings.filter((story) => faultCaught.some((one) => one.id === story.id));
        const killedAt = faultCaught[0].killedAt;
        const finished = caught.filter((story) => story.completedAt);
        console.log(
          `  stories caught in illustration by the worker kill: ${caught.length}, ` +
            `${finished.length} complete; the last finished ${fixed((Math.max(...finished.map((story) => story.completedAt)) - killedAt) / 1000)} s after the kill`,
        );
      }
    }
    printRequestFigures(requestFigures(balancer.requests, { from: loadStart, to: parentsDone }));
    for (const [name, result] of Object.entries(readResults)) {
      console.log(
        `  autocannon ${name}: ${result.requests.total} requests, ${fixed(result.requests.average, 1)}/s, ` +
          `latency p50 ${result.latency.p50} ms p97.5 ${result.latency.p97_5} ms p99 ${result.latency.p99} ms, ` +
          `${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
      );
    }
    const ai = topology.ai.counts();
    console.log(
      `\nStories: ${stories.started} generated, ${stories.completed} complete; ${ai.texts} text and ${ai.pictures} picture calls to the AI servers`,
    );
    console.log(
      `  stories a minute (completions in the steady window of ${fixed(stories.steadySeconds)} s, ` +
        `${fixed(meanInFlight)} generating on average): ${fixed(stories.perMinute, 1)}` +
        (faultFrom ? `; before the first fault: ${fixed(stories.perMinuteBeforeFaults, 1)}` : ''),
    );
    console.log(
      `  generate → complete: p50 ${fixed(stories.waitP50, 1)} s, p95 ${fixed(stories.waitP95, 1)} s, max ${fixed(stories.waitMax, 1)} s` +
        (faultFrom
          ? ` (finished before the first fault: p50 ${fixed(stories.calmWaitP50, 1)} s, p95 ${fixed(stories.calmWaitP95, 1)} s)`
          : ''),
    );
    printMemory(topology.manager.peaks());

    console.log('\nChecks');
    for (const result of results)
      console.log(
        `  ${result.ok ? 'ok  ' : 'FAIL'} ${result.name}${result.detail ? ` — ${result.detail}` : ''}`,
      );
    failed = results.some((result) => !result.ok);
    return { ok: !failed, stories, meanInFlight, results, logDir: topology.logDir };
  } finally {
    await db.end().catch(() => {});
    say('stopping the processes (SIGTERM) and dropping the database');
    await topology.stop({ keepLogs: failed });
    if (failed) say(`logs kept in ${topology.logDir}`);
  }
}
