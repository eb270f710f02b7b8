/**
 * The draw order by depth, to look at: for each drawing and motion two rows of eight frames
 * across the loop, the mesh's own triangle order above and the order by body part
 * (`Animator.drawOrder`) below, each frame with the parts' order written under it as a colour
 * bar (trunk grey, right arm red, left arm blue, right leg orange, left leg cyan; drawn last at
 * the right). Prints the reorder's cost per frame.
 *
 *   ../node_modules/.bin/tsx eval/depth-sheet.ts [out folder, default .tmp/depth] [motions] [drawings]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { encode } from 'fast-png';
import { Animator } from '../src/core/animator';
import { bodyParts, orderedTriangles, triangleParts } from '../src/core/draw-order';
import { LoopSolver } from '../src/core/loop-solver';
import { premultipliedCutOut, Rasterizer } from '../src/core/raster';
import { guessSkeleton } from '../src/plans/guess';
import { loadImage, loadMask } from '../src/testing/fixtures';

const folder = process.argv[2] ?? '.tmp/depth';
const motions = process.argv[3] ? process.argv[3].split(',') : ['jesse-dance', 'dab'];
const drawings = process.argv[4] ? process.argv[4].split(',') : ['char1', 'char2', 'char3', 'char4'];
const COLS = Number(process.env.DEPTH_COLS ?? 8);
const CELL = Number(process.env.DEPTH_CELL ?? 200);
const BAR = 8;
const COLOURS: Record<string, [number, number, number]> = {
  trunk: [150, 150, 150],
  right_arm: [220, 30, 30],
  left_arm: [30, 60, 220],
  right_leg: [240, 150, 20],
  left_leg: [20, 200, 220],
};

mkdirSync(folder, { recursive: true });
for (const name of drawings) {
  const mask = loadMask(`${name}/mask.png`);
  const texture = loadImage(`${name}/texture.png`);
  const { skeleton, joints } = guessSkeleton(mask, 'biped');
  const { names } = bodyParts(skeleton);
  for (const motion of motions) {
    const animator = new Animator(mask, joints, { skeleton, motion });
    const seconds = animator.motion.seconds;
    const scale = (0.8 * CELL) / Math.max(mask.width, mask.height);
    const raster = new Rasterizer(
      CELL,
      CELL,
      premultipliedCutOut(texture, mask),
      animator.mesh.triangles,
      animator.mesh.positions,
    );
    raster.setBackground([250, 250, 245]);
    const W = COLS * CELL;
    const H = 2 * CELL + BAR;
    const sheet = new Uint8Array(W * H * 4).fill(255);
    const pixels = new Uint8Array(CELL * CELL * 4);
    for (let c = 0; c < COLS; c++) {
      const at = (c / COLS) * seconds;
      const positions = Float64Array.from(animator.frame(at), (v, i) =>
        i % 2 ? v * scale + 0.1 * CELL : v * scale + 0.1 * CELL,
      );
      const order = animator.drawOrder(at);
      for (const [row, triangles] of [
        [0, undefined],
        [1, order],
      ] as const) {
        raster.draw(positions, pixels, triangles);
        for (let y = 0; y < CELL; y++)
          sheet.set(pixels.subarray(y * CELL * 4, (y + 1) * CELL * 4), ((row * CELL + y) * W + c * CELL) * 4);
      }
      // The part order under the frame, first drawn at the left.
      const partOrder = animator.partOrder(at);
      const width = Math.floor(CELL / partOrder.length);
      partOrder.forEach((part, i) => {
        const colour = COLOURS[names[part] as string] ?? [0, 0, 0];
        for (let y = 2 * CELL; y < H; y++)
          for (let x = c * CELL + i * width; x < c * CELL + (i + 1) * width - 2; x++)
            sheet.set([...colour, 255], (y * W + x) * 4);
      });
    }
    for (let x = 0; x < W; x++) sheet.set([0, 0, 0, 255], (CELL * W + x) * 4);
    const out = `${folder}/${name}-${motion}.png`;
    writeFileSync(out, encode({ width: W, height: H, data: sheet, channels: 4 }));
    // The reorder's cost: a new order at every frame (the worst case; it is reused while it holds).
    const frames = Math.round(seconds * 30);
    const loops = 20;
    const started = performance.now();
    let changes = 0;
    let last: Uint32Array | null = null;
    for (let k = 0; k < frames * loops; k++) {
      const order = animator.drawOrder((k / 30) % seconds);
      if (order !== last) changes++;
      last = order;
    }
    const perFrame = (performance.now() - started) / (frames * loops);
    const parts = triangleParts(animator.mesh, new LoopSolver(mask, joints, skeleton).skin, skeleton);
    const into = new Uint32Array(animator.mesh.triangles.length);
    const sortStarted = performance.now();
    for (let k = 0; k < 2000; k++)
      orderedTriangles(animator.mesh.triangles, parts, k % 2 ? [0, 1, 2, 3, 4] : [0, 4, 3, 2, 1], into);
    const sort = (performance.now() - sortStarted) / 2000;
    console.info(
      `${out}: ${animator.mesh.triangles.length / 3} triangles, ${changes / loops} order changes a loop of ${frames} frames, ${(perFrame * 1000).toFixed(1)} µs a frame, ${(sort * 1000).toFixed(1)} µs a reorder`,
    );
  }
}
