// Signs a player release for the shop (README, "Releasing a player update"). The private key stays
// outside the repo; this script only reads it. Usage:
//   tsx scripts/release.ts keygen <private-key.pem>                writes a new key (0600), prints the public one
//   tsx scripts/release.ts sign <file.AppImage> <version> <arm64|x64> <private-key.pem>
//                                                                  writes <file>.manifest.json and <file>.manifest.sig
import { createHash, createPrivateKey, createPublicKey, generateKeyPairSync, sign } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat, writeFile } from 'node:fs/promises';
import { basename } from 'node:path';
import { PlayerReleaseManifestSchema } from '@dtm/shared/player-releases';

async function sha256(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

const [command, ...args] = process.argv.slice(2);
if (command === 'keygen' && args[0]) {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  await writeFile(args[0], privateKey.export({ format: 'pem', type: 'pkcs8' }), { mode: 0o600, flag: 'wx' });
  console.log(`private key: ${args[0]} (keep it off the repo and the build machines)`);
  console.log(
    `public key for frame-player/release-public-key.txt (commit it):\n${publicKey.export({ format: 'der', type: 'spki' }).toString('base64')}`,
  );
} else if (command === 'sign' && args.length === 4) {
  const [file, version, arch, keyPath] = args as [string, string, string, string];
  const privateKey = createPrivateKey(await readFile(keyPath));
  const manifest = PlayerReleaseManifestSchema.parse({
    format: 1,
    version,
    arch,
    file: basename(file),
    size: (await stat(file)).size,
    sha256: await sha256(file),
    builtAt: new Date().toISOString(),
  });
  const text = `${JSON.stringify(manifest, null, 2)}\n`;
  const signature = sign(null, Buffer.from(text), privateKey).toString('base64');
  await writeFile(`${file}.manifest.json`, text);
  await writeFile(`${file}.manifest.sig`, `${signature}\n`);
  const publicKey = createPublicKey(privateKey).export({ format: 'der', type: 'spki' }).toString('base64');
  console.log(`${file}.manifest.json and .manifest.sig written (signed by ${publicKey})`);
} else {
  console.error('usage: release.ts keygen <key.pem> | sign <file.AppImage> <version> <arm64|x64> <key.pem>');
  process.exit(2);
}
