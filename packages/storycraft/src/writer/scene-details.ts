/**
 * Ways to pick yourself up after a try that went wrong. (The critters noticed on the way
 * that once filled pages are gone: a sight named once and never again is a loose thread.)
 */

const STEADYING = [
  'wiped {their} nose',
  'took a slow breath',
  'shook out {their} hands',
  'looked up at the sky',
  'stood up straight',
  'puffed out {their} cheeks',
  'rubbed {their} eyes',
  'lifted {their} chin',
  'counted to five',
  'wriggled {their} toes',
];

const READY = [
  'got ready to try again',
  'thought about what to try next',
  'decided this was not the end',
  'felt a tiny bit stronger',
];

/**
 * Ways to pick yourself up after a try that went wrong, put together from parts: "{name}
 * wiped {their} nose, lifted {their} chin and got ready to try again."
 */
export function steadyingLines(): string[] {
  const lines: string[] = [];
  for (const first of STEADYING) {
    for (const second of STEADYING) {
      if (first === second) continue;
      for (const ready of READY) lines.push(`{name} ${first}, ${second} and ${ready}.`);
    }
  }
  return lines;
}
