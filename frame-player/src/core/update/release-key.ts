import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { PlayerConfig } from '../config.ts';
import { releasePublicKey } from './release-manifest.ts';

/**
 * The team's release-signing public key (Ed25519, SPKI DER in base64), built into every player:
 * `scripts/build.ts` puts it here from `DTM_RELEASE_PUBLIC_KEY` or the committed
 * `frame-player/release-public-key.txt`, and `npm run package` refuses to build a release without
 * it (README, "Releasing a player update"). The private key never enters the repo. Empty in a
 * development build: such a player (without config `updates.publicKey`) never updates, and says so.
 */
export const RELEASE_PUBLIC_KEY: string = process.env.DTM_RELEASE_PUBLIC_KEY ?? '';

/** What the log and the status view say when a player has no key to check releases with. */
export const UPDATES_OFF_NO_KEY = 'updates are off: no release key';

/** The key this player checks releases with: the config's (a rotated key), else the built-in one; null when none. */
export function releaseKeyText(config: Pick<PlayerConfig, 'updates'>): string | null {
  const text = (config.updates.publicKey ?? RELEASE_PUBLIC_KEY).trim();
  return text === '' ? null : text;
}

/** The committed public-key file the packaging step reads when the environment does not name a key. */
export const RELEASE_KEY_FILE = 'release-public-key.txt';

/** Why a release cannot be packaged: the team's public key is missing or is not one. */
export class MissingReleaseKeyError extends Error {
  constructor(detail: string) {
    super(
      `Refusing to package the player: ${detail}. A frame built without the team's release public key never updates. ` +
        `Set DTM_RELEASE_PUBLIC_KEY or commit frame-player/${RELEASE_KEY_FILE} (the public line that ` +
        '"tsx scripts/release.ts keygen" prints; never the private key).',
    );
    this.name = 'MissingReleaseKeyError';
  }
}

/**
 * The packaging step's check (scripts/package.ts): the key from the environment, else from the
 * committed file in `projectDir`; throws a MissingReleaseKeyError saying what to do when there is
 * none, or when it is not an Ed25519 public key (a private key pasted by mistake is refused too).
 */
export async function requireReleaseKey(env: NodeJS.ProcessEnv, projectDir: string): Promise<string> {
  const fromEnv = env.DTM_RELEASE_PUBLIC_KEY?.trim();
  const fromFile = fromEnv
    ? null
    : await readFile(join(projectDir, RELEASE_KEY_FILE), 'utf8').then(
        (text) => text.trim(),
        () => null,
      );
  const text = fromEnv || fromFile;
  const where = fromEnv ? 'DTM_RELEASE_PUBLIC_KEY' : RELEASE_KEY_FILE;
  if (!text)
    throw new MissingReleaseKeyError(
      `no release public key (DTM_RELEASE_PUBLIC_KEY is unset and there is no ${RELEASE_KEY_FILE})`,
    );
  if (text.includes('PRIVATE KEY')) throw new MissingReleaseKeyError(`${where} holds a private key`);
  try {
    releasePublicKey(text);
  } catch (error) {
    throw new MissingReleaseKeyError(`${where} is not an Ed25519 public key (${(error as Error).message})`);
  }
  return text;
}
