/**
 * Benchmark (not a test) of the instant preview (#12). Prints:
 * - the cut-out time for the two 12-megapixel phone photos (decoding the JPEG is shown apart: a
 *   browser decodes it natively, shrunk, with createImageBitmap),
 * - the deformation time per animation frame for several mesh sizes (the app asks for 160: about 220-340 with the outline),
 * - the frames per second of the running preview in headless Chromium (Debian's), when the app
 *   runs at PREVIEW_BENCH_URL (for example the e2e server: http://127.0.0.1:8795).
 * Usage: pnpm exec tsx tools/bench/preview-bench.ts
 */
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { Animator } from '../../web/src/features/preview/core/animator';
import { guessJoints } from '../../web/src/features/preview/core/joint-guess';
import { MOTION_NAMES } from '../../web/src/features/preview/core/motions';
import { downscale } from '../../web/src/features/preview/core/planes';
import { segmentDrawing } from '../../web/src/features/preview/core/segment';
import { loadImage, loadMask } from '../../web/src/features/preview/testing/fixtures';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const ms = (value: number) => `${value.toFixed(1)} ms`;

function time<T>(work: () => T): [T, number] {
  const started = performance.now();
  const result = work();
  return [result, performance.now() - started];
}

console.log('Cut-out of a 12 MP phone photo (found at 640 px, then cut again from a crop around the figure at 640 px)');
for (const file of ['char4/photo.jpg', 'garlic-photo.jpg']) {
  const [photo, decode] = time(() => loadImage(file));
  // The page hands the worker the photo shrunk to 1600 px (the browser's own drawImage does that).
  const [shrunk, shrink] = time(() => downscale(photo, 1600));
  const inWorker = [0, 1, 2].map(() => time(() => segmentDrawing(shrunk))[1]);
  const fromFull = [0, 1, 2].map(() => time(() => segmentDrawing(photo))[1]);
  console.log(
    `  ${file} ${photo.width}x${photo.height} (${((photo.width * photo.height) / 1e6).toFixed(1)} MP): ` +
      `segmentation as the app runs it (from 1600 px) ${ms(median(inWorker))}, from the full 12 MP in JS ` +
      `${ms(median(fromFull))} (medians of 3); shrinking to 1600 px in JS ${ms(shrink)}, JPEG decode in Node ${ms(decode)}`,
  );
}

console.log('Deformation per frame (as-rigid-as-possible, 8 iterations, warm start), char1 cut-out');
const mask = loadMask('char1/mask.png');
const joints = guessJoints(mask);
for (const vertices of [80, 160, 300, 600]) {
  const [animator, setup] = time(() => new Animator(mask, joints, { vertices }));
  const perMotion = MOTION_NAMES.map((motion) => {
    animator.setMotion(motion);
    animator.frame(0);
    const frames = 120;
    const [, total] = time(() => {
      for (let f = 1; f <= frames; f++) animator.frame(f / 60);
    });
    return total / frames;
  });
  console.log(
    `  ${animator.mesh.positions.length / 2} vertices, ${animator.mesh.triangles.length / 3} triangles: ` +
      `${ms(median(perMotion))} per frame (setup and factorisation ${ms(setup)})`,
  );
}

const url = process.env.PREVIEW_BENCH_URL;
if (!url) {
  console.log('Frames per second in headless Chromium: skipped (set PREVIEW_BENCH_URL to a running app)');
} else {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    const page = await browser.newPage({ viewport });
    await page.goto(`${url}/preview`);
    await page
      .getByTestId('preview-photo-input')
      .setInputFiles(
        resolve(import.meta.dirname, '../../web/src/features/preview/fixtures/drawings/char1/texture.png'),
      );
    await page.getByRole('button', { name: 'Next' }).click({ timeout: 30_000 });
    await page.getByRole('button', { name: 'Make it move' }).click();
    const stage = page.getByTestId('preview-stage');
    const readings: number[] = [];
    for (let second = 0; second < 5; second++) {
      await page.waitForTimeout(1000);
      readings.push(Number(await stage.getAttribute('data-fps')));
    }
    const kind = await stage.getAttribute('data-renderer');
    console.log(
      `Frames per second in headless Chromium at ${viewport.width}x${viewport.height} (${kind}): ` +
        `${median(readings.slice(1))} (median of 4 one-second readings)`,
    );
    await page.close();
  }
  await browser.close();
}
