// The `serve` and `work` processes of the production build, each started as an orchestrator
// would: its own log file, restarted when it dies, its memory sampled from /proc while it runs.
import type { ChildProcess } from 'node:child_process';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

const WORKERS_READY = 'job workers are running';
/** What a worker process logs once with the id its job leases name (jobs/leases.ts). */
const WORKER_ID_LOGGED = 'job leases are taken as this worker';

const CLOCK_TICKS_PER_SECOND = 100;

/** What a process's samples gathered: memory in MB, CPU in seconds. */
interface Sampled {
  /** Once set, the first sample after it is the memory "once ready" (a watched process has none). */
  readyAt?: number | null;
  readyRss?: number;
  lastRss?: number;
  peakRss: number;
  peakHwm: number;
  cpuSeconds: number;
  lastSampleAt?: number | null;
}

/** One run of a process of ours: its pid, where its log starts, its figures so far. */
export interface Incarnation extends Sampled {
  pid: number | undefined;
  startedAt: number;
  readyAt: number | null;
  exitedAt: number | null;
  exit: NodeJS.Signals | number | null;
  /** Whether the soak ended it (a fault, the end of the run). */
  expected: boolean;
  logFile: string;
  logOffset: number;
}

export interface ProcessSpec {
  name: string;
  command: 'serve' | 'work';
  /** A `serve` process's port: it is up once its health check answers there. */
  port?: number;
  env: Record<string, string>;
}

/** A process of ours: the current child and every incarnation it has had. */
export interface AppProcess extends ProcessSpec {
  incarnations: Incarnation[];
  child: ChildProcess | null;
  current: Incarnation | null;
}

/** A process that exited without the soak asking it to (a crash). */
export interface UnexpectedExit {
  name: string;
  proc: AppProcess;
  incarnation: Incarnation;
  exit: Incarnation['exit'];
  at: number;
  /** Seconds from the start of the run. */
  atS: number;
  error: string | null;
}

/** A process started elsewhere (the balancer, the soak's own) and sampled all the same. */
interface Watched extends Sampled {
  name: string;
  pid: number;
  startedAt: number;
  cpuBefore: number;
}

/** A line of the usage table: one incarnation, or a watched process. */
export interface ProcessUsage {
  name: string;
  rssMb: number;
  readyRssMb: number | undefined;
  lastRssMb: number | undefined;
  hwmMb: number;
  cpuSeconds: number;
  seconds: number;
}

interface Usage {
  rss: number;
  hwm: number;
  cpu: number;
}

/** VmRSS and VmHWM (MB) and CPU time used (s) of one live process; null once it is gone. */
function ownUsageOf(pid: number | undefined): Usage | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (field: string) =>
      Number(new RegExp(`^${field}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? 0);
    // utime and stime are the 14th and 15th fields, after the command in parentheses; cutime
    // and cstime (16th, 17th) the same of its children that have exited.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = [11, 12, 13, 14].reduce((sum, field) => sum + Number(fields[field]), 0);
    return {
      rss: kb('VmRSS') / 1024,
      hwm: kb('VmHWM') / 1024,
      cpu: ticks / CLOCK_TICKS_PER_SECOND,
    };
  } catch {
    return null;
  }
}

/** The process ids a process started (its face model's processes), from Linux's /proc. */
function childrenOf(pid: number): number[] {
  try {
    return fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

/**
 * A process's usage with its children's while they live: the face model runs in child
 * processes of the server, and their memory is the server's as much as its own. VmHWM is
 * the process's own (a peak of each is not a peak of their sum).
 */
function usageOf(pid: number | undefined): Usage | null {
  const own = ownUsageOf(pid);
  if (!own || pid === undefined) return own;
  for (const child of childrenOf(pid)) {
    const usage = ownUsageOf(child);
    if (!usage) continue;
    own.rss += usage.rss;
    own.cpu += usage.cpu;
  }
  return own;
}

/** Samples the usage of every live process of ours and of the watched ones. */
function sampleAll(processes: Map<string, AppProcess>, others: Map<string, Watched>) {
  const samples: [Sampled, number | undefined][] = [
    ...[...processes.values()].flatMap((proc): [Sampled, number | undefined][] =>
      proc.child && proc.current ? [[proc.current, proc.child.pid]] : [],
    ),
    ...[...others.values()].map((other): [Sampled, number] => [other, other.pid]),
  ];
  for (const [record, pid] of samples) {
    const usage = usageOf(pid);
    if (!usage) continue;
    record.peakRss = Math.max(record.peakRss, usage.rss);
    // Before (once ready: a process of ours sets `readyAt`) and after (its latest sample).
    if (record.readyRss === undefined && record.readyAt !== null) record.readyRss = usage.rss;
    record.lastRss = usage.rss;
    record.peakHwm = Math.max(record.peakHwm, usage.hwm);
    record.cpuSeconds = usage.cpu;
    record.lastSampleAt = Date.now();
  }
}

/** A new incarnation of a process: its pid, where its log starts, its figures so far. */
function newIncarnation(pid: number | undefined, logFile: string, logOffset: number): Incarnation {
  return {
    pid,
    startedAt: Date.now(),
    readyAt: null,
    exitedAt: null,
    exit: null,
    expected: false,
    logFile,
    logOffset,
    peakRss: 0,
    peakHwm: 0,
    cpuSeconds: 0,
    lastSampleAt: null,
  };
}

/** Whether an incarnation is up: a `serve` answers its health check, a `work` logs so. */
async function isReady(proc: AppProcess, incarnation: Incarnation): Promise<boolean> {
  if (proc.port) {
    try {
      const response = await fetch(`http://127.0.0.1:${proc.port}/api/health`, {
        signal: AbortSignal.timeout(2000),
      });
      await response.arrayBuffer();
      return response.ok;
    } catch {
      return false;
    }
  }
  const log = fs.readFileSync(incarnation.logFile);
  return log.subarray(incarnation.logOffset).includes(WORKERS_READY);
}

/** When the incarnation (or, if it died starting, the one started in its place) was up. */
async function waitReady(
  proc: AppProcess,
  incarnation: Incarnation,
  timeoutMs: number,
): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (incarnation.exitedAt) {
      // It died while starting: the supervisor starts another, which is waited for instead.
      await sleep(1500);
      if (proc.current && proc.current !== incarnation) {
        return waitReady(proc, proc.current, deadline - Date.now());
      }
      continue;
    }
    if (await isReady(proc, incarnation)) {
      incarnation.readyAt = Date.now();
      return incarnation.readyAt;
    }
    await sleep(200);
  }
  throw new Error(`${proc.name} did not come up within ${Math.round(timeoutMs / 1000)} s`);
}

/** Worker id (as `job_leases` names it) → the process, as the usage table names it. */
function workerNamesOf(processes: Map<string, AppProcess>): Map<string, string> {
  const names = new Map<string, string>();
  for (const proc of processes.values()) {
    for (const [index, incarnation] of proc.incarnations.entries()) {
      const label = index === 0 ? proc.name : `${proc.name} (restart ${index})`;
      for (const line of logLinesOf(incarnation)) {
        if (!line.includes(WORKER_ID_LOGGED)) continue;
        try {
          const { workerId } = JSON.parse(line) as { workerId?: string };
          if (workerId) names.set(workerId, label);
        } catch {
          // A line cut short by a kill.
        }
      }
    }
  }
  return names;
}

/**
 * Every process's peak memory and the CPU it used: each incarnation of ours, and the
 * watched ones (their CPU since the watch began).
 */
function usageReport(
  processes: Map<string, AppProcess>,
  others: Map<string, Watched>,
): ProcessUsage[] {
  return [
    ...[...processes.values()].flatMap((proc) =>
      proc.incarnations.map((incarnation, index) => ({
        name: index === 0 ? proc.name : `${proc.name} (restart ${index})`,
        rssMb: incarnation.peakRss,
        readyRssMb: incarnation.readyRss,
        lastRssMb: incarnation.lastRss,
        hwmMb: incarnation.peakHwm,
        cpuSeconds: incarnation.cpuSeconds,
        seconds: ((incarnation.exitedAt ?? Date.now()) - incarnation.startedAt) / 1000,
      })),
    ),
    ...[...others.values()].map((other) => ({
      name: other.name,
      rssMb: other.peakRss,
      readyRssMb: other.readyRss,
      lastRssMb: other.lastRss,
      hwmMb: other.peakHwm,
      cpuSeconds: other.cpuSeconds - other.cpuBefore,
      seconds: (Date.now() - other.startedAt) / 1000,
    })),
  ];
}

export interface ProcessManager {
  processes: Map<string, AppProcess>;
  startAll(specs: ProcessSpec[], timeoutMs: number): Promise<void>;
  killAndRestart(
    name: string,
    options: { signal?: NodeJS.Signals; downMs: number; timeoutMs: number },
  ): Promise<{ killedAt: number | null; readyAt: number }>;
  workerNames(): Map<string, string>;
  watch(name: string, pid: number): void;
  usage(): ProcessUsage[];
  stopAll(graceMs?: number): Promise<void>;
  killAllNow(): void;
}

export function createProcessManager({
  entry,
  nodeArgs = [],
  env,
  logDir,
  onUnexpectedExit,
}: {
  entry: string;
  nodeArgs?: string[];
  env: Record<string, string>;
  logDir: string;
  onUnexpectedExit?: (proc: AppProcess, incarnation: Incarnation) => void;
}): ProcessManager {
  const processes = new Map<string, AppProcess>();
  /** Processes that are not ours to start (the balancer, this one), sampled all the same. */
  const others = new Map<string, Watched>();
  let stopping = false;

  const sample = () => sampleAll(processes, others);
  const sampler = setInterval(sample, 500);

  function launch(proc: AppProcess): Incarnation {
    const logFile = path.join(logDir, `${proc.name}.log`);
    const offset = fs.existsSync(logFile) ? fs.statSync(logFile).size : 0;
    const fd = fs.openSync(logFile, 'a');
    const child = spawn(process.execPath, [...nodeArgs, entry, proc.command], {
      // As `npm run serve` and `npm run work` start them (docs/operations.md, "Memory").
      env: {
        MALLOC_ARENA_MAX: '2',
        MALLOC_MMAP_THRESHOLD_: '131072',
        MALLOC_TRIM_THRESHOLD_: '131072',
        ...process.env,
        ...env,
        ...proc.env,
      },
      stdio: ['ignore', fd, fd],
    });
    fs.closeSync(fd);
    const incarnation = newIncarnation(child.pid, logFile, offset);
    proc.child = child;
    proc.current = incarnation;
    proc.incarnations.push(incarnation);
    child.on('exit', (code, signal) => {
      sample();
      incarnation.exitedAt = Date.now();
      incarnation.exit = signal ?? code;
      if (proc.child === child) {
        proc.child = null;
        proc.current = null;
      }
      if (incarnation.expected || stopping) return;
      onUnexpectedExit?.(proc, incarnation);
      // An orchestrator starts a process that died again.
      setTimeout(() => {
        if (stopping || proc.child) return;
        const next = launch(proc);
        waitReady(proc, next, 120_000).catch(() => {});
      }, 1000).unref();
    });
    return incarnation;
  }

  return {
    processes,
    /** Starts processes at once; resolves when every one answers (or names the first that never did). */
    async startAll(specs, timeoutMs) {
      const started = specs.map((spec): [AppProcess, Incarnation] => {
        const proc: AppProcess = { ...spec, incarnations: [], child: null, current: null };
        processes.set(spec.name, proc);
        return [proc, launch(proc)];
      });
      await Promise.all(started.map(([proc, first]) => waitReady(proc, first, timeoutMs)));
    },
    /** Kills a process with `signal`, starts it again after `downMs` and waits until it is up. */
    async killAndRestart(name, { signal = 'SIGKILL', downMs, timeoutMs }) {
      const proc = processes.get(name);
      const child = proc?.child;
      const killed = proc?.current;
      if (!proc || !child || !killed) throw new Error(`${name} is not running`);
      killed.expected = true;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill(signal);
      await exited;
      await sleep(downMs);
      const incarnation = launch(proc);
      const readyAt = await waitReady(proc, incarnation, timeoutMs);
      return { killedAt: killed.exitedAt, readyAt };
    },
    /** Worker id (as `job_leases` names it) → the process, as the usage table names it. */
    workerNames() {
      return workerNamesOf(processes);
    },
    /** Also samples the memory of a process started elsewhere. */
    watch(name, pid) {
      const startedAt = Date.now();
      // CPU is counted from now: the soak's own process has run other things before.
      const cpuBefore = usageOf(pid)?.cpu ?? 0;
      others.set(name, { name, pid, startedAt, cpuBefore, peakRss: 0, peakHwm: 0, cpuSeconds: 0 });
    },
    /**
     * Every process's peak memory and the CPU it used: each incarnation of ours, and the
     * watched ones (their CPU since the watch began).
     */
    usage() {
      sample();
      return usageReport(processes, others);
    },
    /** Stops every process: SIGTERM, then SIGKILL for any still alive after `graceMs`. */
    async stopAll(graceMs = 15_000) {
      stopping = true;
      clearInterval(sampler);
      const alive = [...processes.values()].filter((proc) => proc.child);
      await Promise.all(
        alive.map(async (proc) => {
          const child = proc.child;
          if (!child) return;
          if (proc.current) proc.current.expected = true;
          const exited = new Promise((resolve) => child.once('exit', resolve));
          child.kill('SIGTERM');
          const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
          await exited;
          clearTimeout(timer);
        }),
      );
    },
    /** Kills whatever is left at once (Ctrl-C, a failure). */
    killAllNow() {
      stopping = true;
      clearInterval(sampler);
      for (const proc of processes.values()) proc.child?.kill('SIGKILL');
    },
  };
}

/** The lines one incarnation wrote (its log file holds every incarnation of its process). */
function logLinesOf(incarnation: Incarnation): string[] {
  try {
    const log = fs.readFileSync(incarnation.logFile).subarray(incarnation.logOffset);
    return log.toString('utf8').split('\n');
  } catch {
    return [];
  }
}

/**
 * Why a process died, from its log after `offset`: what Node printed for an uncaught error
 * (its first line), else the last error the app logged (message only, never data).
 */
export function lastLoggedError(logFile: string, offset = 0): string | null {
  let lines: string[];
  try {
    lines = fs.readFileSync(logFile).subarray(offset).toString('utf8').split('\n');
  } catch {
    return null;
  }
  const printed = lines.find((line) => /^(Littlestar could not start:|\w*Error: )/.test(line));
  if (printed) return printed.trim().slice(0, 300);
  for (const line of lines.reverse()) {
    if (!line.startsWith('{')) continue;
    try {
      const entry = JSON.parse(line) as {
        level?: number;
        msg?: string;
        err?: { message?: string };
      };
      if ((entry.level ?? 0) >= 50) return `${entry.msg ?? ''} ${entry.err?.message ?? ''}`.trim();
    } catch {
      // A line cut short by the kill.
    }
  }
  return null;
}
