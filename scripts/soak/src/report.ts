// The figures of one soak run, computed from the balancer's records and the database, and
// printed as plain tables.
import os from 'node:os';

export function percentile(values, p) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const fixed = (value, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : '–');

export function table(headers, rows) {
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...rows.map((row) => String(row[column]).length)),
  );
  const line = (cells) =>
    cells
      .map((cell, column) =>
        column === 0 ? String(cell).padEnd(widths[column]) : String(cell).padStart(widths[column]),
      )
      .join('  ');
  return [line(headers), line(widths.map((width) => '-'.repeat(width))), ...rows.map(line)]
    .map((row) => `  ${row}`)
    .join('\n');
}

/** Requests per second and latency per endpoint group, over [from, to]. */
export function requestFigures(requests, { from, to }) {
  const seconds = (to - from) / 1000;
  const groups = new Map();
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

export function printRequestFigures(figures) {
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
export function storyFigures(timings, { steadyFrom, steadyTo, faultFrom }) {
  const complete = timings.filter((story) => story.completedAt);
  const within = (from, to) =>
    complete.filter((story) => story.completedAt >= from && story.completedAt <= to).length;
  // A window shorter than half a minute says nothing about a rate.
  const perMinute = (from, to) =>
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

export function printProcessUsage(usage) {
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
export function printRun(run) {
  const { label, plan, topology, loadStart, parentsDone, generateUntil, faultWindows } = run;
  const { balancer, timings } = run;
  const firstCompletion = Math.min(...timings.map((story) => story.completedAt ?? Infinity));
  const steadyFrom = Number.isFinite(firstCompletion) ? firstCompletion : generateUntil;
  const faultFrom = faultWindows.length
    ? Math.min(...faultWindows.map((window) => window.from))
    : null;
  const stories = storyFigures(timings, { steadyFrom, steadyTo: generateUntil, faultFrom });
  const steadySamples = run.inFlightSamples.filter(
    ([at]) => at >= steadyFrom && at <= generateUntil,
  );
  stories.meanInFlight =
    steadySamples.reduce((sum, [, count]) => sum + count, 0) / (steadySamples.length || 1);

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
  if (run.faultCaught.length) {
    const caught = timings.filter((story) => run.faultCaught.some((one) => one.id === story.id));
    const finished = caught.filter((story) => story.completedAt);
    const last = Math.max(...finished.map((story) => story.completedAt));
    console.log(
      `  stories caught in illustration by the worker kill: ${caught.length}, ${finished.length} ` +
        `complete; the last finished ${fixed((last - run.faultCaught[0].killedAt) / 1000)} s after the kill`,
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

export function printChecks(results) {
  console.log('\nChecks');
  for (const result of results) {
    const detail = result.detail ? ` — ${result.detail}` : '';
    console.log(`  ${result.ok ? 'ok  ' : 'FAIL'} ${result.name}${detail}`);
  }
}

export { fixed };
