/**
 * Player releases (issue #38, "Updates"): the signed manifest a frame checks before it installs a
 * new player, the device API's answer, the admin's publish and rollout share, and the reports a
 * frame sends back (installed, healthy, rolled back, refused). The worker never signs: the team
 * signs the manifest with its Ed25519 key outside the repo, the frame holds the public key.
 */
import { z } from 'zod';

/** The frames' CPU architectures (electron-builder's names); a release is built and published per arch. */
export const PLAYER_ARCHES = ['arm64', 'x64'] as const;
export const PlayerArchSchema = z.enum(PLAYER_ARCHES);
export type PlayerArch = z.infer<typeof PlayerArchSchema>;

/** Plain semantic versions only (no pre-release tags): the frame compares them to refuse downgrades. */
export const PlayerVersionSchema = z.string().regex(/^\d{1,6}\.\d{1,6}\.\d{1,6}$/, 'a version like 1.4.2');

const Sha256Schema = z.string().regex(/^[0-9a-f]{64}$/, '64 lowercase hex digits');

/** The file name the frame keeps the artifact under: no folders, no leading dot. */
const FileNameSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,127}$/, 'a plain file name');

/** The signed text's content. The signature covers the manifest's exact bytes, never a re-serialisation. */
export const PlayerReleaseManifestSchema = z.strictObject({
  format: z.literal(1),
  version: PlayerVersionSchema,
  arch: PlayerArchSchema,
  /** The AppImage's file name, e.g. `Drawings-to-Magic-Frame-1.4.2-arm64.AppImage`. */
  file: FileNameSchema,
  size: z.number().int().min(1).max(2_000_000_000),
  sha256: Sha256Schema,
  /** When it was built (ISO); informative. */
  builtAt: z.string().max(40).optional(),
});
export type PlayerReleaseManifest = z.infer<typeof PlayerReleaseManifestSchema>;

/** A base64 Ed25519 signature is 64 bytes: 88 characters with padding. */
export const PlayerReleaseSignatureSchema = z.string().regex(/^[A-Za-z0-9+/]{86}==$/, 'a base64 Ed25519 signature');

/** `GET /api/device/update` with 200: what this frame should install (204 when nothing is due for it). */
export const DeviceUpdateAnswerSchema = z.object({
  /** The manifest's exact text as it was signed. */
  manifest: z.string().max(4096),
  signature: z.string().max(200),
  /** Where the artifact is served (device auth, HTTP ranges). */
  url: z.string().max(300),
});
export type DeviceUpdateAnswer = z.infer<typeof DeviceUpdateAnswerSchema>;

export const DeviceUpdateQuerySchema = z.object({
  arch: PlayerArchSchema,
  version: PlayerVersionSchema,
});

export const PLAYER_UPDATE_EVENTS = ['installed', 'healthy', 'rolled-back', 'refused'] as const;
/** What a frame reports about a release: switched to it, started well on it, went back from it, would not install it. */
export const DeviceUpdateReportSchema = z.strictObject({
  version: PlayerVersionSchema,
  arch: PlayerArchSchema,
  event: z.enum(PLAYER_UPDATE_EVENTS),
  detail: z.string().max(500).optional(),
  at: z.string().max(40),
});
export type DeviceUpdateReport = z.infer<typeof DeviceUpdateReportSchema>;

/** The share of frames (percent) that get a release; 0 holds it back, 100 is everyone. */
export const RolloutShareSchema = z.number().min(0).max(100);
export const SetRolloutInputSchema = z.strictObject({ share: RolloutShareSchema });
export type SetRolloutInput = z.infer<typeof SetRolloutInputSchema>;

/** One published release as the admin sees it. */
export const PlayerReleaseSchema = z.object({
  arch: PlayerArchSchema,
  version: PlayerVersionSchema,
  file: z.string(),
  size: z.number(),
  sha256: z.string(),
  publishedAt: z.string(),
  /** Set on the release frames of this arch are offered now; null for older ones. */
  share: z.number().nullable(),
  reports: z.record(z.enum(PLAYER_UPDATE_EVENTS), z.number()),
});
export type PlayerRelease = z.infer<typeof PlayerReleaseSchema>;
export const PlayerReleaseListSchema = z.object({ releases: z.array(PlayerReleaseSchema) });

/** Headers that carry the signed manifest and its signature next to the artifact's raw bytes on publish. */
export const RELEASE_MANIFEST_HEADER = 'x-release-manifest';
export const RELEASE_SIGNATURE_HEADER = 'x-release-signature';

export const PLAYER_RELEASE_MESSAGES = {
  manifestInvalid:
    'The release manifest is not valid: it must be the JSON written by the release script (format, version, arch, file, size, sha256).',
  signatureInvalid:
    'The signature is not a base64 Ed25519 signature (88 characters). Use the .sig file of the release.',
  sizeMismatch: 'The file is not the size the manifest names. Choose the artifact this manifest was made for.',
  hashMismatch:
    'The file does not match the SHA-256 in the manifest. Nothing was published: rebuild or choose the right file.',
  exists: 'This version is already published for this architecture. Build a new version instead of replacing one.',
  notFound: 'There is no such release.',
  shareInvalid: 'The share is a percentage from 0 to 100.',
} as const;

/** -1, 0 or 1 as `a` is older than, the same as or newer than `b` (valid versions only). */
export function compareVersions(a: string, b: string): number {
  const pa = a.split('.').map(Number);
  const pb = b.split('.').map(Number);
  for (let i = 0; i < 3; i++) {
    const d = (pa[i] ?? 0) - (pb[i] ?? 0);
    if (d !== 0) return d < 0 ? -1 : 1;
  }
  return 0;
}

/**
 * Where a frame stands in every rollout, in [0, 100): the first 4 bytes of SHA-256(device id) as a
 * fraction. Stable, so a frame that got a release at 10 % keeps it at 50 %, and spread evenly.
 */
export async function rolloutPoint(deviceId: string): Promise<number> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(deviceId)));
  const word = (((digest[0] ?? 0) << 24) >>> 0) + ((digest[1] ?? 0) << 16) + ((digest[2] ?? 0) << 8) + (digest[3] ?? 0);
  return (word / 2 ** 32) * 100;
}

/** Whether a frame is in a rollout of this share. */
export async function inRollout(deviceId: string, share: number): Promise<boolean> {
  return (await rolloutPoint(deviceId)) < share;
}
