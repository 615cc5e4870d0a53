// Runs named commands as timed stages, printing when each starts and ends and how long it took,
// and a table of them all at the end, also when one fails (nothing new starts after a failure).
// A step is either one stage, `[name, command]`, whose output streams as it runs, or a set of
// lanes, `{ lanes: [[stage, …], …] }`, run side by side: the stages of a lane one after another,
// each stage's output kept apart and printed whole when it ends, so two lanes never interleave.
// A stage that fails has the last lines of its output printed again after the table, so the
// end of a long log says why it failed.
// With STAGES_FILE set, each stage is also appended to that file as `name<TAB>seconds<TAB>result`,
// so a caller (.ci/run) can print one table for everything it ran.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const clock = () => new Date().toISOString().slice(11, 19);

/** Runs the steps in order; exits with the first failure's code once its lanes have stopped. */
export async function runStages(steps) {
  const run = { done: [], failure: 0, failedTails: [], started: Date.now() };
  for (const step of steps) {
    if (Array.isArray(step)) await runStage(run, step, false);
    else await Promise.all(step.lanes.map((lane) => runLane(run, lane)));
    if (run.failure !== 0) break;
  }
  printTable(run.done, Math.round((Date.now() - run.started) / 1000));
  for (const { name, tail } of run.failedTails) {
    console.log(`\n── the last lines of "${name}", which failed ──\n${tail}`);
  }
  if (run.failure !== 0) process.exit(run.failure);
}

async function runLane(run, stages) {
  for (const stage of stages) {
    if (run.failure !== 0) return;
    await runStage(run, stage, true);
  }
}

async function runStage(run, [name, command], apart) {
  const started = Date.now();
  console.log(`\n▶ stage "${name}" started at ${clock()}: ${command}`);
  const log = apart ? path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'stage-')), 'out') : null;
  const code = await new Promise((resolve) => {
    const output = log ? fs.openSync(log, 'w') : 'inherit';
    const child = spawn(command, { shell: true, stdio: ['ignore', output, output] });
    child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
    if (log) fs.closeSync(output);
  });
  const seconds = Math.round((Date.now() - started) / 1000);
  const result = code === 0 ? 'passed' : `failed (exit ${code})`;
  if (log) {
    const output = fs.readFileSync(log);
    console.log(`\n── output of "${name}" ──`);
    process.stdout.write(output);
    fs.rmSync(path.dirname(log), { recursive: true, force: true });
    if (code !== 0) run.failedTails.push({ name, tail: lastLines(output.toString(), 40) });
  }
  console.log(`■ stage "${name}" ended at ${clock()} after ${seconds} s: ${result}`);
  run.done.push({ name, seconds, result });
  if (process.env.STAGES_FILE) {
    fs.appendFileSync(process.env.STAGES_FILE, `${name}\t${seconds}\t${result}\n`);
  }
  if (code !== 0 && run.failure === 0) run.failure = code;
}

function lastLines(text, count) {
  return text.trimEnd().split('\n').slice(-count).join('\n');
}

function printTable(rows, wall) {
  const width = Math.max(26, ...rows.map((row) => row.name.length));
  console.log(`\n${'stage'.padEnd(width)}  seconds  result`);
  for (const row of rows) {
    console.log(`${row.name.padEnd(width)}  ${String(row.seconds).padStart(7)}  ${row.result}`);
  }
  console.log(`${'wall clock (lanes overlap)'.padEnd(width)}  ${String(wall).padStart(7)}`);
}
