/** How the player reacts to its playback page crashing: reload quickly, back off, then restart. */
export interface RestartPolicy {
  /** Crashes older than this are forgotten. */
  windowMs: number;
  /** Reloads allowed inside the window before the whole app is relaunched. */
  maxReloads: number;
  firstDelayMs: number;
  maxDelayMs: number;
}

export const DEFAULT_RESTART_POLICY: RestartPolicy = {
  windowMs: 10 * 60_000,
  maxReloads: 5,
  firstDelayMs: 1_000,
  maxDelayMs: 30_000,
};

export type CrashAction = { action: 'reload'; delayMs: number } | { action: 'relaunch' };

/**
 * Decides what to do about a crash at `now`, given earlier crash times; returns the action and
 * the crash history to keep (the caller stores it, this module holds no state).
 */
export function onCrash(
  history: readonly number[],
  now: number,
  policy: RestartPolicy = DEFAULT_RESTART_POLICY,
): { decision: CrashAction; history: number[] } {
  const recent = [...history.filter((at) => now - at < policy.windowMs && at <= now), now];
  if (recent.length > policy.maxReloads) {
    // A relaunch starts a fresh process, so the history starts over with it.
    return { decision: { action: 'relaunch' }, history: [] };
  }
  const delayMs = Math.min(policy.firstDelayMs * 2 ** (recent.length - 1), policy.maxDelayMs);
  return { decision: { action: 'reload', delayMs }, history: recent };
}
