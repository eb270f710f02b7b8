import {
  compareVersions,
  type DeviceUpdateAnswer,
  type DeviceUpdateReport,
  inRollout,
  PLAYER_ARCHES,
  PLAYER_RELEASE_MESSAGES,
  PLAYER_UPDATE_EVENTS,
  type PlayerArch,
  type PlayerRelease,
  type PlayerReleaseManifest,
  PlayerReleaseManifestSchema,
  PlayerReleaseSignatureSchema,
} from '@dtm/shared/player-releases';
import { hexOf } from '../devices/secrets';
import { ApiError } from '../lib/errors';

/**
 * Player releases live in R2 only (no table: the frames' health tables are another issue's):
 *
 *   player-releases/<arch>/<version>/manifest.json   the signed manifest's exact text; signature in its metadata
 *   player-releases/<arch>/<version>/artifact        the AppImage
 *   player-releases/<arch>/<version>/reports/<device id>   each frame's last report on it (event in metadata)
 *   player-releases/<arch>/rollout.json              the release frames of this arch are offered, and to what share
 */
const ROOT = 'player-releases';
const releaseKey = (arch: string, version: string) => `${ROOT}/${arch}/${version}`;
const rolloutKey = (arch: string) => `${ROOT}/${arch}/rollout.json`;

type Rollout = { version: string; share: number; updatedAt: string };

/** The manifest text and signature as sent: the manifest must parse, the signature look like one. */
export function parsePublish(manifestText: string, signature: string): PlayerReleaseManifest {
  let json: unknown;
  try {
    json = JSON.parse(manifestText);
  } catch {
    throw new ApiError('BAD_REQUEST', PLAYER_RELEASE_MESSAGES.manifestInvalid);
  }
  const manifest = PlayerReleaseManifestSchema.safeParse(json);
  if (!manifest.success) throw new ApiError('BAD_REQUEST', PLAYER_RELEASE_MESSAGES.manifestInvalid);
  if (!PlayerReleaseSignatureSchema.safeParse(signature).success) {
    throw new ApiError('BAD_REQUEST', PLAYER_RELEASE_MESSAGES.signatureInvalid);
  }
  return manifest.data;
}

/**
 * Stores a release: the artifact streamed into R2 with the manifest's SHA-256 as R2's own checksum
 * (R2 refuses the put when the bytes differ) and hashed on the way as well, so a wrong file leaves
 * nothing behind; then the manifest, then the rollout pointer (the release is offered only now).
 */
export async function publishRelease(
  bucket: R2Bucket,
  manifestText: string,
  signature: string,
  body: ReadableStream<Uint8Array> | null,
  contentLength: number,
  share: number,
  now = new Date(),
): Promise<PlayerRelease> {
  const manifest = parsePublish(manifestText, signature);
  const base = releaseKey(manifest.arch, manifest.version);
  if (await bucket.head(`${base}/manifest.json`)) throw new ApiError('CONFLICT', PLAYER_RELEASE_MESSAGES.exists);
  if (!body || contentLength !== manifest.size) throw new ApiError('BAD_REQUEST', PLAYER_RELEASE_MESSAGES.sizeMismatch);

  const [forR2, forHash] = body.tee();
  const digest = new crypto.DigestStream('SHA-256');
  const hashed = forHash.pipeTo(digest);
  const sized = forR2.pipeThrough(new FixedLengthStream(manifest.size));
  let stored = false;
  try {
    await bucket.put(`${base}/artifact`, sized, {
      sha256: manifest.sha256,
      httpMetadata: { contentType: 'application/octet-stream' },
    });
    stored = true;
    await hashed;
    if (hexOf(await digest.digest) !== manifest.sha256) throw new Error('digest differs');
  } catch {
    // R2 refused the checksum (or the stream was cut): whatever landed goes.
    await hashed.catch(() => undefined);
    if (stored || (await bucket.head(`${base}/artifact`))) await bucket.delete(`${base}/artifact`);
    throw new ApiError('BAD_REQUEST', PLAYER_RELEASE_MESSAGES.hashMismatch);
  }
  const publishedAt = now.toISOString();
  await bucket.put(`${base}/manifest.json`, manifestText, {
    httpMetadata: { contentType: 'application/json' },
    customMetadata: { signature, publishedAt },
  });
  await setRollout(bucket, manifest.arch, manifest.version, share, now);
  return {
    arch: manifest.arch,
    version: manifest.version,
    file: manifest.file,
    size: manifest.size,
    sha256: manifest.sha256,
    publishedAt,
    share,
    reports: emptyCounts(),
  };
}

async function readRollout(bucket: R2Bucket, arch: string): Promise<Rollout | null> {
  const object = await bucket.get(rolloutKey(arch));
  return object ? ((await object.json()) as Rollout) : null;
}

/** Offers a published release to `share` percent of the arch's frames (0 holds it back). */
export async function setRollout(bucket: R2Bucket, arch: PlayerArch, version: string, share: number, now = new Date()) {
  if (!(await bucket.head(`${releaseKey(arch, version)}/manifest.json`))) {
    throw new ApiError('NOT_FOUND', PLAYER_RELEASE_MESSAGES.notFound);
  }
  const rollout: Rollout = { version, share, updatedAt: now.toISOString() };
  await bucket.put(rolloutKey(arch), JSON.stringify(rollout), { httpMetadata: { contentType: 'application/json' } });
  return rollout;
}

const emptyCounts = () =>
  Object.fromEntries(PLAYER_UPDATE_EVENTS.map((event) => [event, 0])) as PlayerRelease['reports'];

/** Every published release, newest first, with the current share and how many frames reported what. */
export async function listReleases(bucket: R2Bucket): Promise<PlayerRelease[]> {
  const releases: PlayerRelease[] = [];
  for (const arch of PLAYER_ARCHES) {
    const rollout = await readRollout(bucket, arch);
    const listed = await bucket.list({ prefix: `${ROOT}/${arch}/`, delimiter: '/' });
    for (const prefix of listed.delimitedPrefixes) {
      const version = prefix.slice(`${ROOT}/${arch}/`.length, -1);
      const object = await bucket.get(`${prefix}manifest.json`);
      if (!object) continue;
      const manifest = PlayerReleaseManifestSchema.parse(await object.json());
      const reports = emptyCounts();
      let cursor: string | undefined;
      do {
        const page = await bucket.list({ prefix: `${prefix}reports/`, include: ['customMetadata'], cursor });
        for (const report of page.objects) {
          const event = report.customMetadata?.event as keyof PlayerRelease['reports'] | undefined;
          if (event && event in reports) reports[event] += 1;
        }
        cursor = page.truncated ? page.cursor : undefined;
      } while (cursor);
      releases.push({
        arch,
        version,
        file: manifest.file,
        size: manifest.size,
        sha256: manifest.sha256,
        publishedAt: object.customMetadata?.publishedAt ?? object.uploaded.toISOString(),
        share: rollout?.version === version ? rollout.share : null,
        reports,
      });
    }
  }
  return releases.sort((a, b) => compareVersions(b.version, a.version) || a.arch.localeCompare(b.arch));
}

/**
 * What a frame should install: the arch's rolled-out release when the frame's stable point falls
 * under its share and it runs something else; null (204) otherwise.
 */
export async function releaseFor(
  bucket: R2Bucket,
  deviceId: string,
  arch: PlayerArch,
  runningVersion: string,
): Promise<DeviceUpdateAnswer | null> {
  const rollout = await readRollout(bucket, arch);
  if (!rollout || rollout.version === runningVersion) return null;
  if (compareVersions(rollout.version, runningVersion) < 0) return null;
  if (!(await inRollout(deviceId, rollout.share))) return null;
  const object = await bucket.get(`${releaseKey(arch, rollout.version)}/manifest.json`);
  const signature = object?.customMetadata?.signature;
  if (!object || !signature) return null;
  return {
    manifest: await object.text(),
    signature,
    url: `/api/device/update/${arch}/${rollout.version}/artifact`,
  };
}

/** The artifact's key when that release was published (any published one: a frame may resume after a new rollout). */
export async function artifactKey(bucket: R2Bucket, arch: PlayerArch, version: string): Promise<string> {
  const key = `${releaseKey(arch, version)}/artifact`;
  if (!(await bucket.head(`${releaseKey(arch, version)}/manifest.json`)) || !(await bucket.head(key))) {
    throw new ApiError('NOT_FOUND', PLAYER_RELEASE_MESSAGES.notFound);
  }
  return key;
}

/** Keeps a frame's latest report on a release (installed, healthy, rolled back, refused). */
export async function saveReport(bucket: R2Bucket, deviceId: string, report: DeviceUpdateReport) {
  await bucket.put(`${releaseKey(report.arch, report.version)}/reports/${deviceId}`, JSON.stringify(report), {
    httpMetadata: { contentType: 'application/json' },
    customMetadata: { event: report.event },
  });
}
