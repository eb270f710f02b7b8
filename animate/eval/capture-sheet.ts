/**
 * A contact sheet of the captured motions on real drawings, to look at: one row per drawing and
 * motion, eight frames across the loop, the drawing deformed as a clip draws it, with its
 * skeleton over it (red = the figure's right, blue = its left).
 *
 *   ../node_modules/.bin/tsx eval/capture-sheet.ts [out.png, default .tmp/capture-sheet.png] [motions] [drawings]
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { encode } from 'fast-png';
import { CAPTURE_MOTIONS } from '../src/capture/index';
import { Animator } from '../src/core/animator';
import { premultipliedCutOut, Rasterizer } from '../src/core/raster';
import type { Point } from '../src/core/types';
import { guessSkeleton } from '../src/plans/guess';
import { loadImage, loadMask } from '../src/testing/fixtures';

const out = process.argv[2] ?? '.tmp/capture-sheet.png';
const motions = process.argv[3] ? process.argv[3].split(',') : CAPTURE_MOTIONS;
const drawings = process.argv[4] ? process.argv[4].split(',') : ['char1', 'char3'];
const COLS = 8;
const CELL = 150;
const rows = motions.length * drawings.length;
const W = COLS * CELL;
const H = rows * CELL;
const sheet = new Uint8Array(W * H * 4).fill(255);

function line(a: Point, b: Point, c: [number, number, number]) {
  const n = Math.ceil(Math.hypot(b.x - a.x, b.y - a.y)) + 1;
  for (let i = 0; i <= n; i++) {
    const x = Math.round(a.x + ((b.x - a.x) * i) / n);
    const y = Math.round(a.y + ((b.y - a.y) * i) / n);
    if (x < 0 || y < 0 || x >= W || y >= H) continue;
    sheet.set([...c, 255], (y * W + x) * 4);
  }
}

let row = 0;
for (const name of drawings) {
  const mask = loadMask(`${name}/mask.png`);
  const texture = loadImage(`${name}/texture.png`);
  const { skeleton, joints } = guessSkeleton(mask, 'biped');
  for (const motion of motions) {
    const started = performance.now();
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
    const pixels = new Uint8Array(CELL * CELL * 4);
    for (let c = 0; c < COLS; c++) {
      const at = (c / COLS) * seconds;
      const positions = Float64Array.from(animator.frame(at), (v, i) =>
        i % 2 ? v * scale + 0.15 * CELL : v * scale + 0.1 * CELL,
      );
      raster.draw(positions, pixels);
      for (let y = 0; y < CELL; y++)
        sheet.set(pixels.subarray(y * CELL * 4, (y + 1) * CELL * 4), ((row * CELL + y) * W + c * CELL) * 4);
      const { joints: pose } = animator.pose(at);
      const place = (p: Point) => ({
        x: c * CELL + p.x * scale + 0.1 * CELL,
        y: row * CELL + p.y * scale + 0.15 * CELL,
      });
      for (const joint of skeleton.joints) {
        const parent = skeleton.parent[joint];
        if (!parent) continue;
        const colour: [number, number, number] = joint.startsWith('right_')
          ? [220, 30, 30]
          : joint.startsWith('left_')
            ? [30, 60, 220]
            : [200, 0, 200];
        line(place(pose[parent] as Point), place(pose[joint] as Point), colour);
      }
    }
    for (let x = 0; x < W; x++) sheet.set([0, 0, 0, 255], (row * CELL * W + x) * 4);
    console.info(`${name} ${motion}: ${seconds.toFixed(2)} s loop, ${Math.round(performance.now() - started)} ms`);
    row++;
  }
}
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, encode({ width: W, height: H, data: sheet, channels: 4 }));
console.info(`wrote ${out}`);
