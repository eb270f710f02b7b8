/**
 * The engine bench's browser half for the photos (bundled by engine.ts with esbuild and run in
 * headless Chromium): the photo as the preview and the studio's automatic start read it (`loadPhoto`:
 * decoded, upright, shrunk to 1600 px), then the package's one path to a rigged figure
 * (`readDrawing`: cut-out, body plan, joints), the work the preview's worker does. The motions'
 * frames per second come from animate's own page, imported as it is.
 */
import '../../animate/bench/browser/engine-page';
import { PHOTO_SIDE, readDrawing } from '../../animate/src/index';
import { loadPhoto } from '../../animate/src/render/index';

type Reading = ReturnType<typeof readDrawing>;
const describe = (reading: Reading) =>
  `${reading.plan}, ${Object.keys(reading.joints).length} joints, ${reading.size.width}x${reading.size.height}`;

async function cutOut(url: string, runs: number) {
  const blob = await (await fetch(url)).blob();
  const times: { load: number; cut: number; plan: string }[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const photo = await loadPhoto(blob);
    const loaded = performance.now();
    const reading = readDrawing(photo);
    times.push({ load: loaded - started, cut: performance.now() - loaded, plan: describe(reading) });
  }
  return times;
}

/** The same step by step: decode (upright), shrink to 1600 px (canvas draw + read back), `readDrawing`. */
async function cutOutSteps(url: string, runs: number) {
  const blob = await (await fetch(url)).blob();
  const times: Record<string, number>[] = [];
  for (let run = 0; run < runs; run++) {
    const t0 = performance.now();
    const bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' });
    const t1 = performance.now();
    const scale = Math.min(1, PHOTO_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no 2d context');
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const t2 = performance.now();
    readDrawing({ width: canvas.width, height: canvas.height, data });
    const t3 = performance.now();
    times.push({ decode: t1 - t0, shrink: t2 - t1, readDrawing: t3 - t2, total: t3 - t0 });
  }
  return times;
}

// Animate's page set `engineBench` on import; the photos' halves are replaced by readDrawing's.
const page = globalThis as typeof globalThis & { engineBench: Record<string, unknown> };
Object.assign(page.engineBench, { cutOut, cutOutSteps });
