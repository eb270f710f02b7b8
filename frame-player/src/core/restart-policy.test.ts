import { describe, expect, it } from 'vitest';
import { DEFAULT_RESTART_POLICY, onCrash, type RestartPolicy } from './restart-policy.ts';

const minute = 60_000;

/** Feeds crash times through onCrash as the main process would, returning every decision. */
function crashesAt(times: number[], policy: RestartPolicy = DEFAULT_RESTART_POLICY) {
  let history: number[] = [];
  return times.map((now) => {
    const next = onCrash(history, now, policy);
    history = next.history;
    return next.decision;
  });
}

describe('onCrash', () => {
  it('reloads with a doubling delay while crashes keep coming', () => {
    expect(crashesAt([0, 1_000, 2_000, 3_000])).toEqual([
      { action: 'reload', delayMs: 1_000 },
      { action: 'reload', delayMs: 2_000 },
      { action: 'reload', delayMs: 4_000 },
      { action: 'reload', delayMs: 8_000 },
    ]);
  });

  it('relaunches the app after too many crashes in the window, then starts counting again', () => {
    const decisions = crashesAt([0, 1, 2, 3, 4, 5, 6]);
    expect(decisions.slice(0, 5).every((d) => d.action === 'reload')).toBe(true);
    expect(decisions[5]).toEqual({ action: 'relaunch' });
    expect(decisions[6]).toEqual({ action: 'reload', delayMs: 1_000 });
  });

  it('forgets crashes older than the window', () => {
    expect(crashesAt([0, 11 * minute, 22 * minute, 33 * minute, 44 * minute, 55 * minute, 66 * minute])).toEqual(
      Array.from({ length: 7 }, () => ({ action: 'reload', delayMs: 1_000 })),
    );
  });

  it('caps the delay', () => {
    const policy = { windowMs: minute, maxReloads: 10, firstDelayMs: 500, maxDelayMs: 3_000 };
    expect(crashesAt([0, 1, 2, 3, 4], policy).map((d) => (d.action === 'reload' ? d.delayMs : -1))).toEqual([
      500, 1_000, 2_000, 3_000, 3_000,
    ]);
  });

  it('ignores history from the future (a clock set back)', () => {
    expect(onCrash([5 * minute, 6 * minute], minute).decision).toEqual({ action: 'reload', delayMs: 1_000 });
  });
});
