import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { PlayerConfigSchema } from '../config.ts';
import { MissingReleaseKeyError, RELEASE_KEY_FILE, releaseKeyText, requireReleaseKey } from './release-key.ts';

const root = join(import.meta.dirname, '../../..');
const dirs: string[] = [];
async function tempDir(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'dtm-release-key-'));
  dirs.push(dir);
  return dir;
}
afterEach(async () => {
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

const pair = () => generateKeyPairSync('ed25519');
const publicLine = () => pair().publicKey.export({ format: 'der', type: 'spki' }).toString('base64');

describe('the packaging step refuses a release without the team key', () => {
  it('takes the key from DTM_RELEASE_PUBLIC_KEY, else from the committed file', async () => {
    const dir = await tempDir();
    const fromEnv = publicLine();
    expect(await requireReleaseKey({ DTM_RELEASE_PUBLIC_KEY: fromEnv }, dir)).toBe(fromEnv);
    const fromFile = publicLine();
    await writeFile(join(dir, RELEASE_KEY_FILE), `${fromFile}\n`);
    expect(await requireReleaseKey({}, dir)).toBe(fromFile);
  });

  it('says what to do when there is no key, a private key or not a key', async () => {
    const dir = await tempDir();
    await expect(requireReleaseKey({}, dir)).rejects.toThrow(
      /Refusing to package the player: no release public key .*Set DTM_RELEASE_PUBLIC_KEY or commit frame-player\/release-public-key.txt/,
    );
    const privatePem = pair().privateKey.export({ format: 'pem', type: 'pkcs8' }).toString();
    await expect(requireReleaseKey({ DTM_RELEASE_PUBLIC_KEY: privatePem }, dir)).rejects.toThrow(
      'DTM_RELEASE_PUBLIC_KEY holds a private key',
    );
    const rsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({ format: 'der', type: 'spki' });
    await writeFile(join(dir, RELEASE_KEY_FILE), rsa.toString('base64'));
    await expect(requireReleaseKey({}, dir)).rejects.toBeInstanceOf(MissingReleaseKeyError);
    await expect(requireReleaseKey({}, dir)).rejects.toThrow('release-public-key.txt is not an Ed25519 public key');
  });

  it('`npm run package` stops before building anything when the key is missing', () => {
    const env = { ...process.env };
    delete env.DTM_RELEASE_PUBLIC_KEY;
    const run = spawnSync(join(root, '../node_modules/.bin/tsx'), [join(root, 'scripts/package.ts')], {
      cwd: root,
      env,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('Refusing to package the player: no release public key');
    expect(run.stdout).not.toContain('built ');
  }, 60_000);

  it("electron-builder's beforePack hook refuses a dist/ built without the key", async () => {
    const hook = createRequire(import.meta.url)(join(root, 'build/require-release-key.cjs')) as {
      default: (context: { packager: { projectDir: string } }) => void;
    };
    const projectDir = await tempDir();
    await mkdir(join(projectDir, 'dist'));
    expect(() => hook.default({ packager: { projectDir } })).toThrow(
      "Refusing to package the player: dist/ was built without the team's release public key",
    );
    await writeFile(join(projectDir, 'dist/release-public-key.txt'), `${publicLine()}\n`);
    expect(() => hook.default({ packager: { projectDir } })).not.toThrow();
  });
});

describe('a player without a key', () => {
  it('has updates off; a key in the config turns them on', () => {
    const config = PlayerConfigSchema.parse({});
    expect(releaseKeyText(config)).toBeNull();
    const key = publicLine();
    expect(releaseKeyText(PlayerConfigSchema.parse({ updates: { publicKey: key } }))).toBe(key);
  });
});
