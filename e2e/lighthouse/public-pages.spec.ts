import { expect, test } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../chromium.js';

/** The lowest accessibility score a public page may have (LIGHTHOUSE_MIN_SCORE). */
const minimum = Number(process.env.LIGHTHOUSE_MIN_SCORE ?? 95);
/**
 * The performance goal of every public page (95), printed beside its figure. Performance
 * depends on the machine (the same build of / measured 98 one day and 84 another on this
 * 2-core machine, with a newer Chromium and nothing else running), so it fails the run only
 * below LIGHTHOUSE_MIN_PERFORMANCE, which CI sets well under the goal (scripts/ci-passes.mjs
 * says how it was chosen).
 */
const performanceGoal = 95;
const performanceGate = process.env.LIGHTHOUSE_MIN_PERFORMANCE
  ? Number(process.env.LIGHTHOUSE_MIN_PERFORMANCE)
  : undefined;
/** Runs per page: Lighthouse's advice is the median of several, as one run varies. */
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
/**
 * The public pages. LIGHTHOUSE_PAGES (paths separated by spaces) measures fewer while one
 * page is being worked on; the gates hold for whichever were measured.
 */
const pages = process.env.LIGHTHOUSE_PAGES?.split(' ').filter(Boolean) ?? [
  '/',
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

type Scores = Record<(typeof categories)[number] | keyof typeof metrics, number>;

async function measure(url: string): Promise<Scores | { failed: string }> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumArgs,
    userDataDir: false,
  });
  try {
    const scores = {} as Scores;
    // Lighthouse's defaults: a mid-range phone on a slow 4G network, simulated.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    // Lighthouse could not measure this load (the page was fine, the trace was not): there is
    // no figure to count, so the run is made again.
    if (result.lhr.runtimeError) return { failed: result.lhr.runtimeError.message };
    for (const category of categories) {
      scores[category] = Math.round((result.lhr.categories[category]?.score ?? 0) * 100);
    }
    for (const [label, audit] of Object.entries(metrics) as [keyof typeof metrics, string][]) {
      const value = result.lhr.audits[audit]?.numericValue ?? Number.NaN;
      scores[label] = Math.round(label.startsWith('CLS') ? value * 1000 : value);
    }
    return scores;
  } finally {
    chrome.kill();
  }
}

/** One measured load; a load Lighthouse could not measure is measured again, twice at most. */
async function measureOnce(url: string): Promise<Scores> {
  for (let attempt = 1; ; attempt += 1) {
    const measured = await measure(url);
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
  for (const path of pages) {
    const measured: Scores[] = [];
    for (let run = 0; run < runs; run += 1) measured.push(await measureOnce(`${baseUrl}${path}`));
    console.log(`${path}: performance ${measured.map((scores) => scores.performance).join(', ')}`);
    const columns = [...categories, ...(Object.keys(metrics) as (keyof typeof metrics)[])];
    table[path] = Object.fromEntries(
      columns.map((column) => [column, median(measured.map((scores) => scores[column]))]),
    ) as Scores;
  }
  console.log(`Lighthouse (mobile, median of ${runs} runs per page):`);
  console.table(table);

  for (const path of pages) {
    const performance = table[path]?.performance ?? 0;
    console.log(
      `Performance of ${path}: ${performance} (goal ${performanceGoal}` +
        `${performanceGate === undefined ? ', not gated' : `, gated at ${performanceGate}`})`,
    );
    if (performanceGate !== undefined) {
      expect(performance, `performance of ${path}`).toBeGreaterThanOrEqual(performanceGate);
    }
  }
  for (const path of pages) {
    expect(table[path]?.accessibility, `accessibility of ${path}`).toBeGreaterThanOrEqual(minimum);
  }
});
