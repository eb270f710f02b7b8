/**
 * The engine bench's browser half (bundled by tools/bench/engine.ts with esbuild and run in
 * headless Chromium): the photo as the preview reads it (decoded, upright, shrunk to 1600 px),
 * cut out, its body plan recognised and its joints guessed, as the preview's worker does; and each
 * motion of each plan drawn by the preview's renderer on a phone-sized canvas.
 */
import { Animator, guessSkeleton, PLAN_MOTIONS, recognisePlan, segmentDrawing } from '../../src/index';
import { createRenderer, cutOutCanvas, loadPhoto } from '../../src/render/index';
import type { BodyPlan } from '../../src/schema';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))] ?? 0;

async function cutOut(url: string, runs: number) {
  const blob = await (await fetch(url)).blob();
  const times: { load: number; cut: number; plan: string }[] = [];
  for (let run = 0; run < runs; run++) {
    const started = performance.now();
    const photo = await loadPhoto(blob);
    const loaded = performance.now();
    const { mask } = segmentDrawing(photo);
    const recognition = recognisePlan(mask);
    guessSkeleton(mask, recognition.plan);
    times.push({ load: loaded - started, cut: performance.now() - loaded, plan: recognition.plan });
  }
  return times;
}

/**
 * The same work step by step, with where the time goes: decode (createImageBitmap, upright), shrink
 * to 1600 px (canvas draw + read back, as `loadPhoto`), cut-out, body plan, joints.
 */
async function cutOutSteps(url: string, runs: number) {
  const blob = await (await fetch(url)).blob();
  const times: Record<string, number>[] = [];
  for (let run = 0; run < runs; run++) {
    const t0 = performance.now();
    const bitmap = await createImageBitmap(blob, { imageOrientation: 'from-image' });
    const t1 = performance.now();
    const scale = Math.min(1, 1600 / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement('canvas');
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const context = canvas.getContext('2d', { willReadFrequently: true });
    if (!context) throw new Error('no 2d context');
    context.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
    const photo = { width: canvas.width, height: canvas.height, data };
    const t2 = performance.now();
    const { mask } = segmentDrawing(photo);
    const t3 = performance.now();
    const recognition = recognisePlan(mask);
    const t4 = performance.now();
    guessSkeleton(mask, recognition.plan);
    const t5 = performance.now();
    times.push({ decode: t1 - t0, shrink: t2 - t1, segment: t3 - t2, plan: t4 - t3, joints: t5 - t4, total: t5 - t0 });
  }
  return times;
}

const nextFrame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

async function motionFps(url: string, plan: BodyPlan, width: number, height: number, seconds: number) {
  const photo = await loadPhoto(await (await fetch(url)).blob());
  const { image, mask } = segmentDrawing(photo);
  const guess = guessSkeleton(mask, plan);
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  canvas.style.width = `${width}px`;
  canvas.style.height = `${height}px`;
  document.body.replaceChildren(canvas);
  const animator = new Animator(mask, guess.joints, { skeleton: guess.skeleton });
  const renderer = createRenderer(canvas, {
    texture: cutOutCanvas(image, mask),
    triangles: animator.mesh.triangles,
    rest: animator.mesh.positions,
  });
  const rows: { motion: string; fps: number; workMedian: number; workP95: number }[] = [];
  for (const motion of PLAN_MOTIONS[plan]) {
    animator.setMotion(motion);
    const work: number[] = [];
    let frames = 0;
    const started = await nextFrame();
    let now = started;
    while (now - started < seconds * 1000) {
      const before = performance.now();
      renderer.draw(animator.frame((now - started) / 1000));
      work.push(performance.now() - before);
      frames++;
      now = await nextFrame();
    }
    rows.push({
      motion,
      fps: (frames * 1000) / (now - started),
      workMedian: median(work),
      workP95: percentile(work, 0.95),
    });
  }
  const kind = renderer.kind;
  renderer.dispose();
  return { kind, vertices: animator.mesh.positions.length / 2, rows };
}

// What the page offers the bench script (tools/bench/engine.ts spells out its type).
Object.assign(globalThis, { engineBench: { cutOut, cutOutSteps, motionFps } });
