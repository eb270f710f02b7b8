import { describe, expect, it } from 'vitest';
import { countReport } from './test-summary';

describe('the closing line’s counts', () => {
  it('count one failed test once, however many describe blocks are around it', () => {
    // Vitest's report of one test failing inside a describe block, beside a file that could not load.
    const report = {
      numPassedTests: 1,
      numFailedTests: 1,
      numPendingTests: 2,
      numFailedTestSuites: 3,
      testResults: [
        { status: 'failed', assertionResults: [] },
        { status: 'failed', assertionResults: [{ status: 'failed' }, { status: 'passed' }] },
        { status: 'passed', assertionResults: [{ status: 'passed' }] },
      ],
    };
    expect(countReport(report)).toEqual({ passed: 1, failed: 2, skipped: 2 });
  });

  it('count Playwright’s flaky tests as passed and its unexpected results as failed', () => {
    expect(countReport({ stats: { expected: 40, unexpected: 1, flaky: 2, skipped: 3 } })).toEqual({
      passed: 42,
      failed: 1,
      skipped: 3,
    });
  });
});
