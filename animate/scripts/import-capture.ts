/**
 * Imports the motion capture (BVH) into `src/capture/data/`: `pnpm run capture` in animate, or
 * `../node_modules/.bin/tsx scripts/import-capture.ts [reference folder]`. The folder defaults to
 * CAPTURE_DIR or the team's handbook folder beside the repository, `../shared/reference/motions`
 * (the clips of facebookresearch/AnimatedDrawings).
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CAPTURE_SPECS, captureModule, importCapture } from './capture-import';
import { CAPTURE_REFERENCE } from './capture-specs';

const dir = process.argv[2] ?? process.env.CAPTURE_DIR ?? CAPTURE_REFERENCE;
const out = fileURLToPath(new URL('../src/capture/data/', import.meta.url));
let total = 0;
for (const spec of CAPTURE_SPECS) {
  const started = performance.now();
  const data = importCapture(spec, readFileSync(join(dir, spec.file), 'utf8'));
  const file = join(out, `${spec.name}.ts`);
  const text = captureModule(data);
  writeFileSync(file, text);
  total += text.length;
  console.info(
    `${spec.name}: ${data.frames} frames (${(data.frames / data.fps).toFixed(2)} s, source ${data.window[0]}-${data.window[1]} s), ` +
      `${(text.length / 1024).toFixed(1)} KB, ${Math.round(performance.now() - started)} ms`,
  );
}
copyFileSync(join(dir, 'LICENSE-AnimatedDrawings'), join(out, 'LICENSE-AnimatedDrawings'));
console.info(`total ${(total / 1024).toFixed(1)} KB`);
// The modules as the repository formats them.
execFileSync(fileURLToPath(new URL('../../node_modules/.bin/biome', import.meta.url)), ['format', '--write', out], {
  stdio: 'inherit',
});
