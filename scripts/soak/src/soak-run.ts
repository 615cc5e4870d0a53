// One soak run: start the topology, drive the parents and the read load for a fixed time
// while the faults land, wait (bounded) for the stories to settle, check, print the figures,
// and take everything down again.
import { setTimeout as sleep } from 'node:timers/promises';
// The server's own test helper, from its build (the soak runs after `npm run build`).
import { makePhotoZip } from '../../../apps/server/dist/test/photos.js';
import type { UnexpectedExit } from './app-processes.js';
import { lastLoggedError } from './app-processes.js';
import type { CheckResult } from './check-result.js';
import { runChecks } from './checks.js';
import type { CaughtStory, FaultWindow } from './faults.js';
import { injectFaults } from './faults.js';
import type { Parent } from './parents.js';
import { createParent, makeStories, onboard } from './parents.js';
import { printJobFigures } from './job-figures.js';
import type { SoakPlan } from './plan.js';
import type { StoryFigures } from './report.js';
import { fixed, printChecks, printRun } from './report.js';
import { loadPg } from './server-packages.js';
import { loadStoryTimings } from './story-timings.js';
import type { Topology, TopologyHandle } from './topology.js';
import { startTopology } from './topology.js';
import { startReadLoad, visitorPaths } from './visitors.js';

const pg = loadPg();

type Say = (text: string) => void;

export interface SoakOutcome {
  ok: boolean;
  stories: StoryFigures;
  results: CheckResult[];
}

const TEXT_MS = 15_000;
const PICTURE_MS = 8_000;

/**
 * Starts the topology; a process that dies meanwhile counts as a start crash, one that dies
 * later as an unexpected exit (both are started again by the process manager).
 */
async function startUp({
  plan,
  adminUrl,
  register,
  runStart,
  say,
}: {
  plan: SoakPlan;
  adminUrl: string;
  register: (topology: TopologyHandle) => void;
  runStart: number;
  say: Say;
}): Promise<{
  topology: Topology;
  startCrashes: UnexpectedExit[];
  unexpectedExits: UnexpectedExit[];
}> {
  const startCrashes: UnexpectedExit[] = [];
  const unexpectedExits: UnexpectedExit[] = [];
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
      const at = incarnation.exitedAt ?? Date.now();
      const record: UnexpectedExit = {
        name: proc.name,
        proc,
        incarnation,
        exit: incarnation.exit,
        at,
        atS: Math.round((at - runStart) / 1000),
        error: lastLoggedError(incarnation.logFile, incarnation.logOffset),
      };
      (starting ? startCrashes : unexpectedExits).push(record);
      say(
        `${proc.name} exited unexpectedly (${String(record.exit)}): ${record.error ?? 'no error logged'}; starting it again`,
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
  return { topology, startCrashes, unexpectedExits };
}

/** Every second, how many stories are generating; a progress line every 15 s. */
function watchProgress({ parents, plan, say }: { parents: Parent[]; plan: SoakPlan; say: Say }) {
  const inFlightSamples: [at: number, generating: number][] = [];
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
  return { inFlightSamples, stop: () => clearInterval(progress) };
}

/** The parents arrive spread over the ramp; each onboards, then makes stories until the end. */
async function runJourneys({
  parents,
  plan,
  photoZip,
  generateUntil,
  settleBy,
}: {
  parents: Parent[];
  plan: SoakPlan;
  photoZip: Buffer;
  generateUntil: number;
  settleBy: number;
}) {
  const journeys = parents.map(async (parent, index) => {
    await sleep((plan.rampMs * index) / plan.parents);
    try {
      await onboard(parent, {
        photoZip,
        planCredits: plan.planCredits,
        trainingTimeoutMs: 120_000,
      });
      await makeStories(parent, {
        inFlight: plan.storiesInFlight,
        minStories: plan.minStoriesPerParent,
        maxStories: plan.maxStoriesPerParent,
        generateUntil,
        settleBy,
        pollMs: 2000,
      });
    } catch (error) {
      parent.failures.push({
        step: 'journey',
        status: error instanceof Error ? error.message : String(error),
      });
    }
  });
  await Promise.all(journeys);
}

/** A crash's window lasts until the process it took down was up again. */
function crashWindows(unexpectedExits: UnexpectedExit[]): FaultWindow[] {
  return unexpectedExits.map((exit) => {
    const later = exit.proc.incarnations.slice(
      exit.proc.incarnations.indexOf(exit.incarnation) + 1,
    );
    const next = later.find((incarnation) => incarnation.readyAt);
    return {
      kind: `${exit.name} died (unexpected)`,
      from: exit.at,
      to: next?.readyAt ?? Date.now(),
      unexpected: true,
    };
  });
}

export async function runSoak({
  label,
  plan,
  adminUrl,
  register,
  keepDatabase = false,
}: {
  label: string;
  plan: SoakPlan;
  adminUrl: string;
  register: (topology: TopologyHandle) => void;
  keepDatabase?: boolean;
}): Promise<SoakOutcome> {
  const runStart = Date.now();
  const say: Say = (text) =>
    console.log(`[${label} +${Math.round((Date.now() - runStart) / 1000)} s] ${text}`);
  const { topology, startCrashes, unexpectedExits } = await startUp({
    plan,
    adminUrl,
    register,
    runStart,
    say,
  });

  const db = new pg.Client({ connectionString: topology.directDatabaseUrl });
  // Dropping the database (at the end, or on Ctrl-C) ends this connection: not an error.
  db.on('error', () => {});
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

    const { inFlightSamples, stop: stopProgress } = watchProgress({ parents, plan, say });

    const faults = plan.faults
      ? injectFaults({ plan, topology, db, emailPattern, loadStart, say })
      : { done: Promise.resolve(), windows: [] as FaultWindow[], caught: [] as CaughtStory[] };
    const faultWindows = faults.windows;

    await runJourneys({ parents, plan, photoZip, generateUntil, settleBy });
    const parentsDone = Date.now();
    await faults.done;
    const readResults = await reads.stop();
    stopProgress();
    say('load stopped; checking');

    faultWindows.push(...crashWindows(unexpectedExits));
    const balancer = await topology.balancer.report();
    const results = await runChecks({
      db,
      s3: topology.s3,
      smtp: topology.smtp,
      parents,
      minStoriesPerParent: plan.minStoriesPerParent,
      workerNames: topology.manager.workerNames(),
      emailPattern,
      faultWindows,
      balancerErrors: balancer.errors,
      startCrashes,
      unexpectedExits,
      graceMs: 10_000,
      mailWaitMs: 20_000,
    });
    const timings = await loadStoryTimings(db, emailPattern);
    const stories = printRun({
      label,
      plan,
      topology,
      loadStart,
      parentsDone,
      generateUntil,
      faultWindows,
      faultCaught: faults.caught,
      balancer,
      readResults,
      timings,
      inFlightSamples,
    });
    await printJobFigures(db).catch((error: Error) =>
      console.log(`  (no job figures: ${error.message})`),
    );

    printChecks(results);
    failed = results.some((result) => !result.ok);
    return { ok: !failed, stories, results };
  } finally {
    await db.end().catch(() => {});
    say(`stopping the processes (SIGTERM)${keepDatabase ? '' : ' and dropping the database'}`);
    await topology.stop({ keepLogs: failed || keepDatabase, keepDatabase });
    if (failed || keepDatabase) say(`logs kept in ${topology.logDir}`);
    if (keepDatabase) say(`database kept: ${topology.directDatabaseUrl}`);
  }
}
