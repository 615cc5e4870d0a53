// The figures of one soak run, computed from the balancer's records and the database, and
// printed as plain tables.
import os from 'node:os';
import type { BalancerReport, RequestRecord } from './balancer.js';
import type { ProcessUsage } from './app-processes.js';
import type { CheckResult } from './check-result.js';
import type { CaughtStory, FaultWindow } from './faults.js';
import type { SoakPlan } from './plan.js';
import type { StoryTiming } from './story-timings.js';
import type { Topology } from './topology.js';
import type { ReadResults } from './visitors.js';

export interface RequestFigures {
  seconds: number;
  total: number;
  rps: number;
  rows: {
    group: string;
    count: number;
    rps: number;
    p50: number;
    p95: number;
    p99: number;
    clientErrors: number;
    errors: number;
  }[];
}

export interface StoryFigures {
  started: number;
  completed: number;
  steadySeconds: number;
  perMinute: number;
  perMinuteBeforeFaults: number;
  waitP50: number;
  waitP95: number;
  waitMax: number;
  calmWaitP50: number;
  calmWaitP95: number;
  /** Stories generating, on average over the steady window. */
  meanInFlight: number;
}

/** What one run measured, for `printRun`. */
export interface RunFigures {
  label: string;
  plan: SoakPlan;
  topology: Topology;
  loadStart: number;
  parentsDone: number;
  generateUntil: number;
  faultWindows: FaultWindow[];
  faultCaught: CaughtStory[];
  balancer: BalancerReport;
  readResults: ReadResults;
  timings: StoryTiming[];
  /** Every second: when, and how many stories were generating. */
  inFlightSamples: [at: number, generating: number][];
}

type CompleteTiming = StoryTiming & { completedAt: number };

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

export const fixed = (value: number, digits = 0) =>
  Number.isFinite(value) ? value.toFixed(digits) : '–';

export function table(headers: string[], rows: (string | number)[][]): string {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => String(row[column]).length)),
  );
  const line = (cells: (string | number)[]) =>
    cells
      .map((cell, column) =>
        column === 0
          ? String(cell).padEnd(widths[column] ?? 0)
          : String(cell).padStart(widths[column] ?? 0),
      )
      .join('  ');
  return [line(headers), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)]
    .map((row) => `  ${row}`)
    .join('\n');
}

/** Requests per second and latency per endpoint group, over [from, to]. */
export function requestFigures(
  requests: RequestRecord[],
  { from, to }: { from: number; to: number },
): RequestFigures {
  const seconds = (to - from) / 1000;
  const groups = new Map<string, { latencies: number[]; errors: number; clientErrors: number }>();
  for (const [at, group, ms, status] of requests) {
    if (at < from || at > to) continue;
    const entry = groups.get(group) ?? { latencies: [], errors: 0, clientErrors: 0 };
    entry.latencies.push(ms);
    if (status >= 500 || status === 0) entry.errors += 1;
    else if (status >= 400 && status !== 499) entry.clientErrors += 1;
    groups.set(group, entry);
  }
  const rows = [...groups.entries()]
    .sort((a, b) => b[1].latencies.length - a[1].latencies.length)
    .map(([group, entry]) => ({
      group,
      count: entry.latencies.length,
      rps: entry.latencies.length / seconds,
      p50: percentile(entry.latencies, 50),
      p95: percentile(entry.latencies, 95),
      p99: percentile(entry.latencies, 99),
      clientErrors: entry.clientErrors,
      errors: entry.errors,
    }));
  const all = rows.reduce((sum, row) => sum + row.count, 0);
  return { seconds, total: all, rps: all / seconds, rows };
}

export function printRequestFigures(figures: RequestFigures): void {
  console.log(
    `\nRequests through the balancer: ${figures.total} in ${fixed(figures.seconds)} s, ` +
      `${fixed(figures.rps, 1)} per second (latency in ms, measured at the balancer)`,
  );
  console.log(
    table(
      ['endpoint group', 'requests', 'req/s', 'p50', 'p95', 'p99', '4xx', '5xx'],
      figures.rows.map((row) => [
        row.group,
        row.count,
        fixed(row.rps, 1),
        fixed(row.p50),
        fixed(row.p95),
        fixed(row.p99),
        row.clientErrors,
        row.errors,
      ]),
    ),
  );
}

/**
 * Stories a minute over the steady window (from the first completion to the end of new
 * generations) and generate → complete times, from the database's own timestamps.
 */
export function storyFigures(
  timings: StoryTiming[],
  {
    steadyFrom,
    steadyTo,
    faultFrom,
  }: { steadyFrom: number; steadyTo: number; faultFrom: number | null },
): Omit<StoryFigures, 'meanInFlight'> {
  const complete = timings.filter((story): story is CompleteTiming => Boolean(story.completedAt));
  const within = (from: number, to: number) =>
    complete.filter((story) => story.completedAt >= from && story.completedAt <= to).length;
  // A window shorter than half a minute says nothing about a rate.
  const perMinute = (from: number, to: number) =>
    to - from >= 30_000 ? (within(from, to) * 60_000) / (to - from) : NaN;
  const waits = complete.map((story) => (story.completedAt - story.generatedAt) / 1000);
  const calmWaits = complete
    .filter((story) => !faultFrom || story.completedAt < faultFrom)
    .map((story) => (story.completedAt - story.generatedAt) / 1000);
  return {
    started: timings.length,
    completed: complete.length,
    steadySeconds: (steadyTo - steadyFrom) / 1000,
    perMinute: perMinute(steadyFrom, steadyTo),
    perMinuteBeforeFaults: faultFrom ? perMinute(steadyFrom, Math.min(faultFrom, steadyTo)) : NaN,
    waitP50: percentile(waits, 50),
    waitP95: percentile(waits, 95),
    waitMax: percentile(waits, 100),
    calmWaitP50: percentile(calmWaits, 50),
    calmWaitP95: percentile(calmWaits, 95),
  };
}

export function printProcessUsage(usage: ProcessUsage[]): void {
  console.log(
    '\nMemory (once ready, at its peak, at the end) and CPU per process (from /proc every 0.5 s; CPU as a share of one core over its life)',
  );
  console.log(
    table(
      ['process', 'ready MB', 'peak VmRSS MB', 'at the end MB', 'VmHWM MB', 'CPU s', 'CPU %'],
      usage.map((one) => [
        one.name,
        one.readyRssMb === undefined ? '–' : fixed(one.readyRssMb),
        fixed(one.rssMb),
        one.lastRssMb === undefined ? '–' : fixed(one.lastRssMb),
        fixed(one.hwmMb),
        fixed(one.cpuSeconds, 1),
        fixed((100 * one.cpuSeconds) / Math.max(1, one.seconds)),
      ]),
    ),
  );
}

/** Everything one run measured; answers the story figures (for the summary). */
export function printRun(run: RunFigures): StoryFigures {
  const { label, plan, topology, loadStart, parentsDone, generateUntil, faultWindows } = run;
  const { balancer, timings } = run;
  const firstCompletion = Math.min(...timings.map((story) => story.completedAt ?? Infinity));
  const steadyFrom = Number.isFinite(firstCompletion) ? firstCompletion : generateUntil;
  const faultFrom = faultWindows.length
    ? Math.min(...faultWindows.map((window) => window.from))
    : null;
  const steadySamples = run.inFlightSamples.filter(
    ([at]) => at >= steadyFrom && at <= generateUntil,
  );
  const stories: StoryFigures = {
    ...storyFigures(timings, { steadyFrom, steadyTo: generateUntil, faultFrom }),
    meanInFlight:
      steadySamples.reduce((sum, [, count]) => sum + count, 0) / (steadySamples.length || 1),
  };

  console.log(
    `\n=== ${label}: ${plan.serves} serve + ${plan.workers} work processes, ${plan.parents} parents ===`,
  );
  console.log(
    `Processes up ${fixed((topology.upAt - topology.startedAt) / 1000, 1)} s after they were started together`,
  );
  if (faultWindows.length) {
    console.log('\nFaults (from the start of the load; whole again: every process answered again)');
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
  }
  const firstCaught = run.faultCaught[0];
  if (firstCaught) {
    const caught = timings.filter((story) => run.faultCaught.some((one) => one.id === story.id));
    const finished = caught.filter((story): story is CompleteTiming => Boolean(story.completedAt));
    const last = Math.max(...finished.map((story) => story.completedAt));
    console.log(
      `  stories caught in illustration by the worker kill: ${caught.length}, ${finished.length} ` +
        `complete; the last finished ${fixed((last - firstCaught.killedAt) / 1000)} s after the kill`,
    );
  }
  printRequestFigures(requestFigures(balancer.requests, { from: loadStart, to: parentsDone }));
  for (const [name, result] of Object.entries(run.readResults)) {
    console.log(
      `  autocannon ${name}: ${result.requests.total} requests, ${fixed(result.requests.average, 1)}/s, ` +
        `latency p50 ${result.latency.p50} ms, p97.5 ${result.latency.p97_5} ms, p99 ${result.latency.p99} ms; ` +
        `${result.non2xx} non-2xx, ${result.errors} errors, ${result.timeouts} timeouts`,
    );
  }
  const ai = topology.ai.counts();
  console.log(
    `\nStories: ${stories.started} generated, ${stories.completed} complete; ` +
      `${ai.texts} text and ${ai.pictures} picture calls to the AI servers`,
  );
  // A busy machine may ready the children only after new generations stopped: no steady window.
  console.log(
    stories.steadySeconds > 0
      ? `  stories a minute (completions in the steady window of ${fixed(stories.steadySeconds)} s, ` +
          `${fixed(stories.meanInFlight)} generating on average): ${fixed(stories.perMinute, 1)}` +
          (faultFrom ? `; before the first fault: ${fixed(stories.perMinuteBeforeFaults, 1)}` : '')
      : '  stories a minute: – (the first story was complete only after new generations stopped)',
  );
  console.log(
    `  generate → complete: p50 ${fixed(stories.waitP50, 1)} s, p95 ${fixed(stories.waitP95, 1)} s, ` +
      `max ${fixed(stories.waitMax, 1)} s` +
      (faultFrom
        ? ` (finished before the first fault: p50 ${fixed(stories.calmWaitP50, 1)} s, ` +
          `p95 ${fixed(stories.calmWaitP95, 1)} s)`
        : ''),
  );
  printProcessUsage(topology.manager.usage());
  console.log(
    `\nLoad average at the end: ${os
      .loadavg()
      .map((load) => load.toFixed(2))
      .join(' ')}`,
  );
  return stories;
}

export function printChecks(results: CheckResult[]): void {
  console.log('\nChecks');
  for (const result of results) {
    const detail = result.detail ? ` — ${result.detail}` : '';
    console.log(`  ${result.ok ? 'ok  ' : 'FAIL'} ${result.name}${detail}`);
  }
}
