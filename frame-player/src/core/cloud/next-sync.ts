import { DEVICE_SYNC_FLOOR_SECONDS } from '@dtm/shared/devices';

/**
 * How long a paired frame waits before it looks at the account again: what the API asked for
 * (soon while a preview awaits approval), never sooner than DEVICE_SYNC_FLOOR_SECONDS and never
 * later than the frame's own period; its own period when the API said nothing.
 */
export function nextSyncDelayMs(askedSeconds: number | undefined, syncMinutes: number): number {
  const periodMs = syncMinutes * 60_000;
  if (askedSeconds === undefined || !Number.isFinite(askedSeconds)) return periodMs;
  return Math.min(periodMs, Math.max(DEVICE_SYNC_FLOOR_SECONDS * 1000, askedSeconds * 1000));
}
