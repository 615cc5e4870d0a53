import { expect, test } from '@playwright/test';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, chromiumPath } from '../chromium.js';

/** The lowest performance and accessibility scores / may have (LIGHTHOUSE_MIN_SCORE). */
const minimum = Number(process.env.LIGHTHOUSE_MIN_SCORE ?? 95);
/** Runs per page: Lighthouse's advice is the median of several, as one run varies. */
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const pages = ['/', '/user-guide', '/details', '/demo/children'];
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

async function measure(url: string): Promise<Scores> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumArgs,
    userDataDir: false,
  });
  try {
    // Lighthouse's defaults: a mid-range phone on a slow 4G network, simulated.
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...categories],
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const scores = {} as Scores;
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

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

test('the public pages are fast and accessible on a phone', async () => {
  const baseUrl = process.env.E2E_BASE_URL ?? '';
  const table: Record<string, Scores> = {};
  for (const path of pages) {
    const measured: Scores[] = [];
    for (let run = 0; run < runs; run += 1) measured.push(await measure(`${baseUrl}${path}`));
    const columns = [...categories, ...(Object.keys(metrics) as (keyof typeof metrics)[])];
    table[path] = Object.fromEntries(
      columns.map((column) => [column, median(measured.map((scores) => scores[column]))]),
    ) as Scores;
  }
  console.log(`Lighthouse (mobile, median of ${runs} runs per page):`);
  console.table(table);

  expect(table['/']?.performance, 'performance of /').toBeGreaterThanOrEqual(minimum);
  expect(table['/']?.accessibility, 'accessibility of /').toBeGreaterThanOrEqual(minimum);
});
