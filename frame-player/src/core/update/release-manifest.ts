import { createPublicKey, type KeyObject, verify } from 'node:crypto';
import { type PlayerReleaseManifest, PlayerReleaseManifestSchema } from '@dtm/shared/player-releases';

/** A release the frame will not install; `reason` goes to the log, the status file and the shop. */
export class ReleaseRefusedError extends Error {
  constructor(
    readonly version: string | null,
    readonly reason: string,
  ) {
    super(version ? `release ${version} refused: ${reason}` : `release refused: ${reason}`);
    this.name = 'ReleaseRefusedError';
  }
}

/**
 * The team's Ed25519 public key: SPKI as PEM, or its DER in base64 (the one line the release
 * script prints). Built into the player (release-key.ts) or set in config for a rotated key.
 */
export function releasePublicKey(text: string): KeyObject {
  const trimmed = text.trim();
  const key = trimmed.startsWith('-----BEGIN')
    ? createPublicKey(trimmed)
    : createPublicKey({ key: Buffer.from(trimmed, 'base64'), format: 'der', type: 'spki' });
  if (key.asymmetricKeyType !== 'ed25519') throw new Error('the release key is not an Ed25519 public key');
  return key;
}

/**
 * Checks the signature over the manifest's exact bytes first (nothing of an unsigned text is
 * trusted, not even its version), then its shape. Node's own Ed25519: no crypto of our own.
 */
export function verifyManifest(manifestText: string, signatureBase64: string, key: KeyObject): PlayerReleaseManifest {
  const signature = Buffer.from(signatureBase64, 'base64');
  let valid = false;
  try {
    valid = signature.length === 64 && verify(null, Buffer.from(manifestText, 'utf8'), key, signature);
  } catch {
    valid = false;
  }
  if (!valid) throw new ReleaseRefusedError(versionHint(manifestText), 'the signature does not match the manifest');
  let json: unknown;
  try {
    json = JSON.parse(manifestText);
  } catch {
    throw new ReleaseRefusedError(null, 'the manifest is not JSON');
  }
  const parsed = PlayerReleaseManifestSchema.safeParse(json);
  if (!parsed.success) throw new ReleaseRefusedError(versionHint(manifestText), 'the manifest is malformed');
  return parsed.data;
}

/** The version an unverified manifest claims, for the log only. */
function versionHint(text: string): string | null {
  const match = /"version"\s*:\s*"(\d{1,6}\.\d{1,6}\.\d{1,6})"/.exec(text);
  return match?.[1] ?? null;
}
