import { expect, test } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumArgs, chromiumPath } from '../chromium.js';
import type { Result } from 'lighthouse';
import { calibratedLighthouse } from './calibrated-lighthouse.js';

/** The lowest accessibility score a public page may have (LIGHTHOUSE_MIN_SCORE). */
const minimum = Number(process.env.LIGHTHOUSE_MIN_SCORE ?? 95);
/**
 * The performance goal of every public page (95), printed beside the median. The score is a
 * timing, and on a shared 2-core VM one build of one page scores anywhere from 74 to 98 on
 * consecutive runs, even with the phone's CPU calibrated to the machine
 * (calibrated-lighthouse.ts). A machine's noise only ever lowers a run, so the best of the runs
 * is what the page can do here: the run fails when that is below LIGHTHOUSE_MIN_PERFORMANCE,
 * which CI sets well under the lowest best seen (scripts/ci-passes.mjs says how it was chosen).
 */
const performanceGoal = 95;
const performanceGate = process.env.LIGHTHOUSE_MIN_PERFORMANCE
  ? Number(process.env.LIGHTHOUSE_MIN_PERFORMANCE)
  : undefined;
/**
 * What most of the score's variation comes from is the script a page runs before it answers,
 * and its size is no timing: the same build loads the same bytes on every run and machine. A
 * public page fails the run when the script it fetched (compressed, as it travelled) grows past
 * this, which is what a page pulling a dialog's or a form's code into its first load looks like.
 * On 2026-11-30 the four loaded 152-192 KB (/details least, /demo/children most); on 2026-12-01,
 * the demo shelf without zod, 151-160 KB, and up to 169 KB in a run where the app started before
 * Lighthouse stopped watching (the landing's plans then come too).
 */
const scriptBudgetKb = 200;
/** Runs per page: Lighthouse's advice is the median of several, as one run varies. */
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/**
 * With a gate, a page whose best run is still under it after `runs` is measured again, up to
 * this many runs in all: on a busy machine a good page can have three slow loads in a row, but
 * a page that is slow by its build has five.
 */
const maxRuns = Math.max(runs, 5);
/**
 * The public pages. LIGHTHOUSE_PAGES (paths separated by spaces) measures fewer while one
 * page is being worked on; the gates hold for whichever were measured.
 */
const pages = process.env.LIGHTHOUSE_PAGES?.split(' ').filter(Boolean) ?? [
  '/',
  // The Hindi copy of the landing: its Devanagari font (Baloo 2) is what the English pages lack.
  '/hi',
  '/user-guide',
  '/details',
  '/demo/children',
];
const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

/** What the performance score is made of, printed so a drop can be traced to its cause. */
const metrics = {
  'FCP ms': 'first-contentful-paint',
  'LCP ms': 'largest-contentful-paint',
  'TBT ms': 'total-blocking-time',
  'CLS ×1000': 'cumulative-layout-shift',
  'SI ms': 'speed-index',
} as const;

/** The machine as Lighthouse found it before each load, and the CPU slowdown chosen for it. */
const machine = ['CPU index', 'slowdown ×100'] as const;
/** The JavaScript the page loaded, compressed as it travelled: the same on every run of a build. */
const code = ['script KB'] as const;

type Scores = Record<
  | (typeof categories)[number]
  | keyof typeof metrics
  | (typeof machine)[number]
  | (typeof code)[number],
  number
>;

async function measure(url: string): Promise<Scores | { failed: string }> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumArgs,
    userDataDir: false,
  });
  try {
    const scores = {} as Scores;
    // Lighthouse's defaults, a mid-range phone on a slow 4G network, simulated; the phone's
    // CPU calibrated to this machine (calibrated-lighthouse.ts).
    const measured = await calibratedLighthouse(url, chrome.port, [...categories]);
    if (!measured) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = measured.result;
    // Lighthouse could not measure this load (the page was fine, the trace was not): there is
    // no figure to count, so the run is made again.
    if (lhr.runtimeError) return { failed: lhr.runtimeError.message };
    for (const category of categories) {
      scores[category] = Math.round((lhr.categories[category]?.score ?? 0) * 100);
    }
    for (const [label, audit] of Object.entries(metrics) as [keyof typeof metrics, string][]) {
      const value = lhr.audits[audit]?.numericValue ?? Number.NaN;
      scores[label] = Math.round(label.startsWith('CLS') ? value * 1000 : value);
    }
    scores['CPU index'] = Math.round(measured.benchmarkIndex);
    scores['slowdown ×100'] = Math.round(measured.slowdown * 100);
    scores['script KB'] = Math.round(scriptBytes(lhr) / 1024);
    return scores;
  } finally {
    chrome.kill();
  }
}

/** The bytes of every script the load fetched, as Lighthouse's network-requests audit lists them. */
function scriptBytes(lhr: Result): number {
  const details = lhr.audits['network-requests']?.details;
  const items = details?.type === 'table' ? details.items : [];
  return items
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);
}

/**
 * One measured load; a load Lighthouse could not measure, or a browser that would not start or
 * answer in time on a busy machine, is measured again, twice at most.
 */
async function measureOnce(url: string): Promise<Scores> {
  for (let attempt = 1; ; attempt += 1) {
    const measured = await measure(url).catch((error: unknown) => ({
      failed: error instanceof Error ? error.message : String(error),
    }));
    if (!('failed' in measured)) return measured;
    console.log(`Lighthouse could not measure ${url} (attempt ${attempt}): ${measured.failed}`);
    if (attempt === 3) throw new Error(`Lighthouse could not measure ${url}: ${measured.failed}`);
  }
}

function median(values: number[]): number {
  // A metric Lighthouse left out of one run is not counted as a figure.
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

test('the public pages are fast and accessible on a phone', async () => {
  const baseUrl = process.env.E2E_BASE_URL ?? '';
  const table: Record<string, Scores> = {};
  const bestOf: Record<string, number> = {};
  for (const path of pages) {
    const measured: Scores[] = [];
    for (let run = 0; run < runs; run += 1) measured.push(await measureOnce(`${baseUrl}${path}`));
    while (
      performanceGate !== undefined &&
      measured.length < maxRuns &&
      Math.max(...measured.map((scores) => scores.performance)) < performanceGate
    ) {
      console.log(`${path}: every run under ${performanceGate} so far, measuring again`);
      measured.push(await measureOnce(`${baseUrl}${path}`));
    }
    const runsSeen = measured.map(
      (scores) =>
        `${scores.performance} (CPU index ${scores['CPU index']}, ${scores['slowdown ×100'] / 100}x)`,
    );
    console.log(`${path}: performance ${runsSeen.join(', ')}`);
    bestOf[path] = Math.max(...measured.map((scores) => scores.performance));
    const columns = [
      ...categories,
      ...(Object.keys(metrics) as (keyof typeof metrics)[]),
      ...machine,
      ...code,
    ];
    table[path] = Object.fromEntries(
      columns.map((column) => [column, median(measured.map((scores) => scores[column]))]),
    ) as Scores;
  }
  console.log(`Lighthouse (mobile, median of each page's ${runs} runs or more):`);
  console.table(table);

  for (const path of pages) {
    const performance = table[path]?.performance ?? 0;
    const best = bestOf[path] ?? 0;
    console.log(
      `Performance of ${path}: ${performance}, best ${best} (goal ${performanceGoal}` +
        `${performanceGate === undefined ? ', not gated' : `, gated at ${performanceGate} on the best`})`,
    );
    if (performanceGate !== undefined) {
      expect(best, `best performance of ${path}`).toBeGreaterThanOrEqual(performanceGate);
    }
    expect(table[path]?.['script KB'], `script of ${path} (KB)`).toBeLessThanOrEqual(
      scriptBudgetKb,
    );
  }
  for (const path of pages) {
    expect(table[path]?.accessibility, `accessibility of ${path}`).toBeGreaterThanOrEqual(minimum);
  }
});
