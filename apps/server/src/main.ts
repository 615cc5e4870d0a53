import type { FastifyInstance } from 'fastify';
import type { Runtime } from './bootstrap.js';
import { ConfigError, loadConfig } from './config.js';
import { assertDataDirFree, DataDirInUseError, lockDataDir } from './data-dir-lock.js';
import { createLogger } from './logging/logging.js';
import { compileWebAssemblyWithoutLiftoff } from './webassembly-flags.js';

const COMMANDS = ['start', 'serve', 'work', 'migrate', 'check-data-dir'] as const;
type Command = (typeof COMMANDS)[number];

const USAGE = `Usage: littlestar <command>
  start    API and job workers in one process (the embedded default)
  serve    API only
  work     job workers only
  migrate  apply database migrations and exit
  check-data-dir  exit 1 if another process uses DATA_DIR (npm start asks before building)`;

async function main(argv: string[]): Promise<void> {
  const command = (argv[0] ?? 'start') as Command;
  if (!COMMANDS.includes(command)) {
    console.error(USAGE);
    process.exit(2);
  }
  const config = loadConfig();
  if (command === 'check-data-dir') {
    if (!config.databaseUrl) await assertDataDirFree(config.dataDir);
    return;
  }
  // Before any WebAssembly is compiled (see compileWebAssemblyWithoutLiftoff).
  if (!config.databaseUrl) compileWebAssemblyWithoutLiftoff();
  const log = createLogger({ level: config.logLevel });
  // The embedded database lives in DATA_DIR and must have exactly one process.
  const unlock = config.databaseUrl ? null : await lockDataDir(config.dataDir);

  // The heavy modules load only once the data folder is ours: a refused second start (and
  // `check-data-dir`, which npm start runs before every build) answers in a blink.
  if (command === 'migrate') {
    const { openDatabase } = await import('./db/database.js');
    const { installQueue } = await import('./jobs/queue.js');
    const { queueSettingsOf } = await import('./bootstrap.js');
    const database = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: `${config.dataDir}/db`,
    });
    await database.migrate((sql) => installQueue(sql, queueSettingsOf(config)));
    await database.close();
    await unlock?.();
    log.info('migrations applied');
    return;
  }

  const { createRuntime } = await import('./bootstrap.js');
  const runtime: Runtime = await createRuntime({ config, log, runsJobs: command !== 'serve' });
  // The free trial's shelves, on every start: new demo children or stories of a release are
  // added, and any not yet made is queued (a worker makes it).
  const { seedDemo } = await import('./modules/free-trial/service.js');
  await seedDemo(runtime.context);
  let app: FastifyInstance | null = null;
  if (command === 'start' || command === 'work') await runtime.startWorkers();
  if (command === 'start' || command === 'serve') {
    const { buildApp } = await import('./app.js');
    app = await buildApp(runtime.context);
    await app.listen({ host: config.host, port: config.port });
    log.info(
      { host: config.host, port: config.port },
      `Littlestar is ready at ${config.publicUrl}`,
    );
  } else {
    log.info('job workers are running');
  }

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    // Past the workers' grace period (JOB_STOP_GRACE_SECONDS) and the hand-back, a stop that
    // still hangs is cut short.
    const timer = setTimeout(() => process.exit(1), (config.jobs.stopGraceSeconds + 15) * 1000);
    timer.unref();
    try {
      // Fastify's close waits for open connections, and a client's kept-alive one stays open
      // after its last response: close each as it goes idle, while in-flight requests finish.
      const closeIdle = setInterval(() => app?.server.closeIdleConnections(), 250);
      await app?.close();
      clearInterval(closeIdle);
      await runtime.close();
      await unlock?.();
    } finally {
      clearTimeout(timer);
      process.exit(0);
    }
  };
  process.once('SIGINT', (signal) => void stop(signal));
  process.once('SIGTERM', (signal) => void stop(signal));
}

main(process.argv.slice(2)).catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error('Littlestar could not start:', error);
  }
  process.exit(1);
});
