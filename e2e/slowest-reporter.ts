import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const SHOWN = 10;

/** Prints the slowest tests after a run, so a test that creeps towards its limit is seen. */
export default class SlowestReporter implements Reporter {
  private readonly durations: { title: string; ms: number }[] = [];

  onTestEnd(test: TestCase, result: TestResult): void {
    const title = `${test.location.file.split('/tests/').pop()}:${test.location.line} › ${test.title}`;
    this.durations.push({ title, ms: result.duration });
  }

  onEnd(result: FullResult): void {
    const slowest = [...this.durations].sort((a, b) => b.ms - a.ms).slice(0, SHOWN);
    if (slowest.length === 0) return;
    const total = this.durations.reduce((sum, entry) => sum + entry.ms, 0);
    console.log(
      `\nSlowest browser tests (${result.status}, ${this.durations.length} tests, ${(total / 1000).toFixed(1)} s of test time):`,
    );
    for (const { title, ms } of slowest) {
      console.log(`  ${(ms / 1000).toFixed(1).padStart(5)} s  ${title}`);
    }
  }
}
