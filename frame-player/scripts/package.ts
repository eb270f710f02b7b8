// Builds the frames' packages (README, "Building for the frames"): refuses to start without the
// team's release public key, builds dist/ with it, then runs electron-builder with the arguments
// given (default: --linux --arm64 --x64). Usage: DTM_RELEASE_PUBLIC_KEY=<key> tsx scripts/package.ts
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { MissingReleaseKeyError, requireReleaseKey } from '../src/core/update/release-key.ts';

const root = resolve(import.meta.dirname, '..');
let key: string;
try {
  key = await requireReleaseKey(process.env, root);
} catch (error) {
  if (!(error instanceof MissingReleaseKeyError)) throw error;
  console.error(error.message);
  process.exit(1);
}
const env = { ...process.env, DTM_RELEASE_PUBLIC_KEY: key };
const tsx = join(root, '../node_modules/.bin/tsx');
execFileSync(tsx, [join(root, 'scripts/build.ts')], { cwd: root, env, stdio: 'inherit' });
const args = process.argv.slice(2);
execFileSync('npx', ['electron-builder', ...(args.length > 0 ? args : ['--linux', '--arm64', '--x64'])], {
  cwd: root,
  env,
  stdio: 'inherit',
});
