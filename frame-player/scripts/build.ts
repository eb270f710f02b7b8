// Builds what Electron loads into dist/: the main process as one bundle (core/ and @dtm/shared
// are TypeScript source, so they are bundled in), the sandboxed preload as CommonJS, and the
// page's classic scripts file by file. Usage: tsx scripts/build.ts [outDir]
// The team's release public key (DTM_RELEASE_PUBLIC_KEY, else release-public-key.txt) is built in
// when there is one; a development build without it runs with updates off. `npm run package`
// (scripts/package.ts) refuses to build a release without it.
import { copyFile, mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { type BuildOptions, build } from 'esbuild';

const root = resolve(import.meta.dirname, '..');
const out = resolve(process.argv[2] ?? join(root, 'dist'));
const page = join(root, 'src/page');

await rm(out, { recursive: true, force: true });
await mkdir(join(out, 'page'), { recursive: true });

const releaseKey = (
  process.env.DTM_RELEASE_PUBLIC_KEY ?? (await readFile(join(root, 'release-public-key.txt'), 'utf8').catch(() => ''))
).trim();
if (!releaseKey) console.warn('no release public key: this build runs with updates off (not for the frames)');

const node: BuildOptions = {
  platform: 'node',
  target: 'node22',
  bundle: true,
  external: ['electron'],
  sourcemap: true,
  define: { 'process.env.DTM_RELEASE_PUBLIC_KEY': JSON.stringify(releaseKey) },
};
await build({
  ...node,
  entryPoints: [join(root, 'src/main/index.ts')],
  outfile: join(out, 'main/index.js'),
  format: 'esm',
});
await build({
  ...node,
  entryPoints: [join(root, 'src/main/preload.cts')],
  outfile: join(out, 'main/preload.cjs'),
  format: 'cjs',
});

// Plain modules the page shares with the Node tests: one classic script each, defining a global.
const pageModules: Record<string, string> = { 'playback-machine.ts': 'Playback' };
for (const [file, globalName] of Object.entries(pageModules)) {
  await build({
    entryPoints: [join(page, file)],
    outfile: join(out, 'page', file.replace(/\.ts$/, '.js')),
    bundle: true,
    format: 'iife',
    globalName,
    target: 'chrome130',
  });
}
// Not bundled and no module format: each file stays a classic script sharing the page's scope.
const scripts = (await readdir(page)).filter(
  (name) => name.endsWith('.ts') && !name.endsWith('.d.ts') && !name.endsWith('.test.ts') && !(name in pageModules),
);
await build({ entryPoints: scripts.map((name) => join(page, name)), outdir: join(out, 'page'), target: 'chrome130' });
// What electron-builder's beforePack hook (build/require-release-key.cjs) checks before packaging.
if (releaseKey) await writeFile(join(out, 'release-public-key.txt'), `${releaseKey}\n`);
for (const asset of ['index.html', 'page.css']) await copyFile(join(page, asset), join(out, 'page', asset));
console.log(`built ${out}`);
