import { describe, expect, it } from 'vitest';
import { nextSyncDelayMs } from './next-sync.ts';

describe('nextSyncDelayMs', () => {
  it('waits as long as the shop asks, between a 10 s floor and the frame’s own period', () => {
    expect(nextSyncDelayMs(20, 15)).toBe(20_000);
    expect(nextSyncDelayMs(1, 15)).toBe(10_000);
    expect(nextSyncDelayMs(86_400, 15)).toBe(15 * 60_000);
    expect(nextSyncDelayMs(900, 5)).toBe(5 * 60_000);
  });

  it('keeps the frame’s own period when the shop says nothing', () => {
    expect(nextSyncDelayMs(undefined, 15)).toBe(15 * 60_000);
    expect(nextSyncDelayMs(Number.NaN, 15)).toBe(15 * 60_000);
  });
});
