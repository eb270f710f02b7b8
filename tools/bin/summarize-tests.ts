/** Adds up the JSON reports of every suite into one closing line: "N passed, N failed". */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

type VitestReport = {
  numPassedTests: number;
  numFailedTests: number;
  numPendingTests?: number;
  /** A file that could not even load counts as a failure. */
  numFailedTestSuites?: number;
};
type PlaywrightReport = { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };

const dir = process.argv[2] ?? '.tmp/test-results';
let passed = 0;
let failed = 0;
let skipped = 0;
for (const file of readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(join(dir, file), 'utf8')) as VitestReport | PlaywrightReport;
  if ('stats' in report) {
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  } else {
    passed += report.numPassedTests;
    failed += report.numFailedTests + (report.numFailedTestSuites ?? 0);
    skipped += report.numPendingTests ?? 0;
  }
  console.log(`  ${file.replace('.json', '')}: read`);
}
console.log(`\n${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
