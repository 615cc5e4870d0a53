import * as navigationRunner from 'lighthouse/core/gather/navigation-runner.js';
import * as runner from 'lighthouse/core/runner.js';
import type { RunnerResult } from 'lighthouse';

// The two steps of Lighthouse's own `navigation()` (lighthouse/core/index.js). Their published
// declarations name types of Lighthouse's global `LH` namespace that do not resolve from here,
// so the little of them used is declared below.
type Settings = { throttling: { cpuSlowdownMultiplier?: number } };
type ResolvedConfig = { settings: Settings };
type Gathered = {
  artifacts: { BenchmarkIndex: number; settings: Settings };
  runnerOptions: { resolvedConfig: ResolvedConfig };
};
const navigationGather = navigationRunner.navigationGather as unknown as (
  page: undefined,
  url: string,
  options: { flags: Record<string, unknown> },
) => Promise<Gathered>;
const auditArtifacts = runner.Runner.audit.bind(runner.Runner) as unknown as (
  artifacts: Gathered['artifacts'],
  options: { resolvedConfig: ResolvedConfig; computedCache: Map<string, unknown> },
) => Promise<RunnerResult | undefined>;

/**
 * The CPU slowdown that makes this machine a mid-tier phone, from the BenchmarkIndex Lighthouse
 * measured just before the load. Lighthouse's fixed 4x assumes a host of about 1533; a host half
 * as fast (this 2-core VM reads 700-1200, and less while the PostgreSQL pass runs beside it)
 * would be slowed to a phone far weaker than the one the score is meant for, and one whose
 * speed changes from run to run. Lighthouse's docs say to calibrate the multiplier
 * (https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md#calibrating-the-cpu-slowdown);
 * these are the figures of the calculator they point to
 * (https://lighthouse-cpu-throttling-calculator.vercel.app/): 150 → 1x, 800 → 2x, 1300 → 3x,
 * 1533 → 4x, 2000 → 6x.
 */
export function phoneSlowdown(benchmarkIndex: number): number {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

export type CalibratedResult = { result: RunnerResult; benchmarkIndex: number; slowdown: number };

/**
 * One Lighthouse load of `url` in the Chromium listening on `port`, scored with the slowdown
 * calibrated for this machine at this moment. Simulated throttling (Lighthouse's default)
 * applies the slowdown only when it audits the recorded trace, so the page is loaded once and
 * the multiplier set between gathering and auditing: the same two steps as Lighthouse's own
 * `navigation()`, which does not let the audit use a figure the gathering measured.
 */
export async function calibratedLighthouse(
  url: string,
  port: number,
  categories: string[],
): Promise<CalibratedResult | undefined> {
  const gathered = await navigationGather(undefined, url, {
    flags: { port, output: 'json', logLevel: 'error', onlyCategories: categories },
  });
  const { artifacts, runnerOptions } = gathered;
  const benchmarkIndex = artifacts.BenchmarkIndex;
  const slowdown = Math.round(phoneSlowdown(benchmarkIndex) * 100) / 100;
  // Runner.audit refuses settings that differ between the gathering and the audit, so both
  // carry the calibrated figure.
  const settings = {
    ...runnerOptions.resolvedConfig.settings,
    throttling: {
      ...runnerOptions.resolvedConfig.settings.throttling,
      cpuSlowdownMultiplier: slowdown,
    },
  };
  artifacts.settings = settings;
  const result = await auditArtifacts(artifacts, {
    resolvedConfig: { ...runnerOptions.resolvedConfig, settings },
    computedCache: new Map(),
  });
  return result && { result, benchmarkIndex, slowdown };
}
