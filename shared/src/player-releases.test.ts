import { describe, expect, it } from 'vitest';
import { compareVersions, inRollout, PlayerReleaseManifestSchema, rolloutPoint } from './player-releases.ts';

describe('player releases', () => {
  it('compares versions by number, not as text', () => {
    expect(compareVersions('1.10.0', '1.9.9')).toBe(1);
    expect(compareVersions('1.2.3', '1.2.3')).toBe(0);
    expect(compareVersions('0.9.0', '1.0.0')).toBe(-1);
  });

  it('puts a frame at the same point every time, and in every rollout at least that wide', async () => {
    const point = await rolloutPoint('4c7d1a4e-0000-4000-8000-000000000001');
    expect(point).toBe(await rolloutPoint('4c7d1a4e-0000-4000-8000-000000000001'));
    expect(point).toBeGreaterThanOrEqual(0);
    expect(point).toBeLessThan(100);
    expect(await inRollout('4c7d1a4e-0000-4000-8000-000000000001', 0)).toBe(false);
    expect(await inRollout('4c7d1a4e-0000-4000-8000-000000000001', 100)).toBe(true);
    expect(await inRollout('4c7d1a4e-0000-4000-8000-000000000001', point + 0.001)).toBe(true);
  });

  it('refuses a manifest with a file name that leaves its folder', () => {
    const manifest = { format: 1, version: '1.0.0', arch: 'arm64', size: 1, sha256: 'a'.repeat(64) };
    expect(PlayerReleaseManifestSchema.safeParse({ ...manifest, file: '../../bin/sh' }).success).toBe(false);
    expect(PlayerReleaseManifestSchema.safeParse({ ...manifest, file: 'Frame-1.0.0.AppImage' }).success).toBe(true);
  });
});
