// Runs named commands one after another, printing when each starts and ends and how long it
// took, and a table of them all at the end, also when one fails (the run stops there).
// With STAGES_FILE set, each stage is also appended to that file as `name<TAB>seconds<TAB>result`,
// so a caller (.ci/run) can print one table for everything it ran.
import { spawn } from 'node:child_process';
import fs from 'node:fs';

const clock = () => new Date().toISOString().slice(11, 19);

/** Runs `[name, command]` pairs in order through the shell; exits with the first failure's code. */
export async function runStages(stages) {
  const done = [];
  let failure = 0;
  for (const [name, command] of stages) {
    const started = Date.now();
    console.log(`\n▶ stage "${name}" started at ${clock()}: ${command}`);
    const code = await new Promise((resolve) => {
      const child = spawn(command, { shell: true, stdio: 'inherit' });
      child.on('exit', (exitCode, signal) => resolve(exitCode ?? (signal ? 1 : 0)));
    });
    const seconds = Math.round((Date.now() - started) / 1000);
    const result = code === 0 ? 'passed' : `failed (exit ${code})`;
    console.log(`■ stage "${name}" ended at ${clock()} after ${seconds} s: ${result}`);
    done.push({ name, seconds, result });
    if (process.env.STAGES_FILE) {
      fs.appendFileSync(process.env.STAGES_FILE, `${name}\t${seconds}\t${result}\n`);
    }
    if (code !== 0) {
      failure = code;
      break;
    }
  }
  printTable(done);
  if (failure !== 0) process.exit(failure);
}

function printTable(rows) {
  const width = Math.max(5, ...rows.map((row) => row.name.length));
  console.log(`\n${'stage'.padEnd(width)}  seconds  result`);
  for (const row of rows) {
    console.log(`${row.name.padEnd(width)}  ${String(row.seconds).padStart(7)}  ${row.result}`);
  }
  const total = rows.reduce((sum, row) => sum + row.seconds, 0);
  console.log(`${'total'.padEnd(width)}  ${String(total).padStart(7)}`);
}
