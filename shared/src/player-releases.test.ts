import { describe, expect, it } from 'vitest';
import {
  compareVersions,
  DeviceUpdateAnswerSchema,
  DeviceUpdateQuerySchema,
  DeviceUpdateReportSchema,
  inRollout,
  PlayerArchSchema,
  PlayerReleaseListSchema,
  PlayerReleaseManifestSchema,
  PlayerReleaseSchema,
  PlayerReleaseSignatureSchema,
  PlayerVersionSchema,
  RolloutShareSchema,
  rolloutPoint,
  SetRolloutInputSchema,
} from './player-releases.ts';
import { accepted, messageAt, NOW } from './testing.ts';

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

describe('PlayerArchSchema and PlayerVersionSchema', () => {
  it("accepts the frames' architectures and plain versions", () => {
    expect(accepted(PlayerArchSchema, 'arm64')).toBe('arm64');
    expect(accepted(PlayerArchSchema, 'x64')).toBe('x64');
    expect(accepted(PlayerVersionSchema, '1.10.2')).toBe('1.10.2');
  });

  it('refuses another architecture and a pre-release version', () => {
    expect(PlayerArchSchema.safeParse('ia32').success).toBe(false);
    expect(messageAt(PlayerVersionSchema, '1.4.2-beta.1')).toBe('a version like 1.4.2');
    expect(messageAt(PlayerVersionSchema, 'v1.4')).toBe('a version like 1.4.2');
  });
});

describe('PlayerReleaseSignatureSchema', () => {
  const signature = `${'A'.repeat(43)}+/${'b'.repeat(41)}==`;

  it('accepts a base64 Ed25519 signature', () => {
    expect(signature).toHaveLength(88);
    expect(accepted(PlayerReleaseSignatureSchema, signature)).toBe(signature);
  });

  it('refuses a signature of the wrong length or alphabet', () => {
    expect(messageAt(PlayerReleaseSignatureSchema, signature.slice(4))).toBe('a base64 Ed25519 signature');
    expect(messageAt(PlayerReleaseSignatureSchema, `${'-'.repeat(86)}==`)).toBe('a base64 Ed25519 signature');
  });
});

describe('DeviceUpdateQuerySchema and DeviceUpdateAnswerSchema', () => {
  it("accepts the frame's question and the answer it gets", () => {
    expect(accepted(DeviceUpdateQuerySchema, { arch: 'arm64', version: '1.4.2' })).toEqual({
      arch: 'arm64',
      version: '1.4.2',
    });
    const answer = { manifest: '{"format":1}', signature: 'c2ln', url: '/api/device/update/arm64/1.5.0' };
    expect(accepted(DeviceUpdateAnswerSchema, answer)).toEqual(answer);
  });

  it('refuses a question without a plain version and an answer without its signature', () => {
    expect(messageAt(DeviceUpdateQuerySchema, { arch: 'arm64', version: 'latest' }, 'version')).toBe(
      'a version like 1.4.2',
    );
    expect(DeviceUpdateAnswerSchema.safeParse({ manifest: '{}', url: '/x' }).success).toBe(false);
  });
});

describe('DeviceUpdateReportSchema', () => {
  const report = { version: '1.5.0', arch: 'x64', event: 'rolled-back', detail: 'did not start', at: NOW };

  it('accepts what a frame reports about a release', () => {
    expect(accepted(DeviceUpdateReportSchema, report)).toEqual(report);
    const { detail: _, ...withoutDetail } = report;
    expect(accepted(DeviceUpdateReportSchema, { ...withoutDetail, event: 'healthy' })).toBeTruthy();
  });

  it('refuses an unknown event and unknown fields', () => {
    expect(DeviceUpdateReportSchema.safeParse({ ...report, event: 'exploded' }).success).toBe(false);
    expect(DeviceUpdateReportSchema.safeParse({ ...report, extra: 1 }).success).toBe(false);
  });
});

describe('RolloutShareSchema and SetRolloutInputSchema', () => {
  it('accepts a percentage from 0 to 100', () => {
    expect(accepted(RolloutShareSchema, 0)).toBe(0);
    expect(accepted(RolloutShareSchema, 12.5)).toBe(12.5);
    expect(accepted(SetRolloutInputSchema, { share: 100 })).toEqual({ share: 100 });
  });

  it('refuses a share out of range or given as text', () => {
    expect(RolloutShareSchema.safeParse(101).success).toBe(false);
    expect(RolloutShareSchema.safeParse(-1).success).toBe(false);
    expect(SetRolloutInputSchema.safeParse({ share: '50' }).success).toBe(false);
  });
});

describe('PlayerReleaseSchema and PlayerReleaseListSchema', () => {
  const release = {
    arch: 'arm64',
    version: '1.5.0',
    file: 'Drawings-to-Magic-Frame-1.5.0-arm64.AppImage',
    size: 120_000_000,
    sha256: 'a'.repeat(64),
    publishedAt: NOW,
    share: 10,
    reports: { installed: 3, healthy: 2, 'rolled-back': 1, refused: 0 },
  };

  it('accepts the releases as the admin sees them', () => {
    expect(accepted(PlayerReleaseSchema, release)).toEqual(release);
    expect(accepted(PlayerReleaseListSchema, { releases: [release, { ...release, share: null }] })).toBeTruthy();
  });

  it('refuses a release with a tagged version', () => {
    expect(messageAt(PlayerReleaseSchema, { ...release, version: '1.5.0-rc1' }, 'version')).toBe(
      'a version like 1.4.2',
    );
    expect(PlayerReleaseListSchema.safeParse({ releases: [{ ...release, share: undefined }] }).success).toBe(false);
  });
});
