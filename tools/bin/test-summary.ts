/** What one suite's JSON report counts towards the closing line (summarize-tests.ts). */

/** Vitest's JSON report, the fields read here: one result per test file. */
export type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests?: number;
  testResults: Array<{ status: string; assertionResults: Array<{ status: string }> }>;
};
/** Playwright's JSON report, the fields read here. */
export type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };

export type Counts = { passed: number; failed: number; skipped: number };

export function countReport(report: VitestReport | PlaywrightReport): Counts {
  if ('stats' in report) {
    const { expected, unexpected, flaky, skipped } = report.stats;
    return { passed: expected + flaky, failed: unexpected, skipped };
  }
  // A file that failed with no failed test could not even load: it counts as one failure. (Vitest's
  // numFailedTestSuites is no count of those: it adds every file and describe block around a failed test.)
  const unloaded = report.testResults.filter(
    (file) => file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed'),
  ).length;
  return {
    passed: report.numPassedTests,
    failed: report.numFailedTests + unloaded,
    skipped: report.numPendingTests ?? 0,
  };
}
