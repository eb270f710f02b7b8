/**
 * Look at one wild-dev drawing's fixture while correcting it: the drawing with the corrected mask
 * (cyan outline, figure tinted), the joints and bones, and a grid every 50 drawing pixels labelled
 * with its coordinate (every 100), so points can be read off for `eval/wild/<id>.json`.
 *
 *   node_modules/.bin/tsx animate/eval/wild-look.ts <id> [out.png] [x0,y0,x1,y1 crop] [scale]
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encode } from 'fast-png';
import { DIGITS } from './digits';
import { parentsOf, readEdits, wildImage, wildMask } from './gen/wild';

const id = process.argv[2] ?? '0015';
const out = process.argv[3] ?? join(tmpdir(), `wild-${id}.png`);
const edits = readEdits(id);
const image = wildImage(id);
const mask = wildMask(image, edits);
const [cx0, cy0, cx1, cy1] = (process.argv[4] ?? `0,0,${image.width},${image.height}`).split(',').map(Number) as [
  number,
  number,
  number,
  number,
];
const scale = Number(process.argv[5] ?? Math.min(1, 1000 / Math.max(cx1 - cx0, cy1 - cy0)));
const W = Math.round((cx1 - cx0) * scale);
const H = Math.round((cy1 - cy0) * scale);
const sheet = new Uint8Array(W * H * 3);
const put = (x: number, y: number, c: number[]) => {
  const [px, py] = [Math.round(x), Math.round(y)];
  if (px >= 0 && py >= 0 && px < W && py < H) sheet.set(c, (py * W + px) * 3);
};
const inMask = (x: number, y: number) => {
  const [ix, iy] = [Math.floor(x), Math.floor(y)];
  return ix >= 0 && iy >= 0 && ix < image.width && iy < image.height && mask.data[iy * image.width + ix] === 1;
};
for (let y = 0; y < H; y++) {
  for (let x = 0; x < W; x++) {
    const [ix, iy] = [cx0 + x / scale, cy0 + y / scale];
    const p =
      (Math.min(image.height - 1, Math.floor(iy)) * image.width + Math.min(image.width - 1, Math.floor(ix))) * 4;
    const c: [number, number, number] = [
      image.data[p] as number,
      image.data[p + 1] as number,
      image.data[p + 2] as number,
    ];
    const d = 1 / scale;
    const inside = inMask(ix, iy);
    const edge = inside && (!inMask(ix - d, iy) || !inMask(ix + d, iy) || !inMask(ix, iy - d) || !inMask(ix, iy + d));
    put(x, y, edge ? [0, 200, 230] : inside ? [c[0] * 0.75, c[1] * 0.75 + 50, c[2] * 0.75 + 30] : c);
  }
}
const text = (s: string, x: number, y: number, c: number[]) =>
  [...s].forEach((ch, i) => {
    const g = DIGITS[Number(ch)];
    for (let p = 0; g && p < 15; p++)
      if (g[p] === '1') {
        put(x + i * 8 + (p % 3) * 2, y + Math.floor(p / 3) * 2, c);
        put(x + i * 8 + (p % 3) * 2 + 1, y + Math.floor(p / 3) * 2 + 1, c);
      }
  });
for (let gx = Math.ceil(cx0 / 50) * 50; gx < cx1; gx += 50) {
  for (let y = 0; y < H; y += gx % 100 ? 6 : 3) put((gx - cx0) * scale, y, [255, 0, 255]);
  if (gx % 100 === 0) text(String(gx), (gx - cx0) * scale + 2, 2, [255, 0, 255]);
}
for (let gy = Math.ceil(cy0 / 50) * 50; gy < cy1; gy += 50) {
  for (let x = 0; x < W; x += gy % 100 ? 6 : 3) put(x, (gy - cy0) * scale, [255, 0, 255]);
  if (gy % 100 === 0) text(String(gy), 2, (gy - cy0) * scale + 2, [255, 0, 255]);
}
const at = (p: [number, number]) => [(p[0] - cx0) * scale, (p[1] - cy0) * scale] as const;
const disc = (x: number, y: number, r: number, c: number[]) => {
  for (let dy = -r; dy <= r; dy++)
    for (let dx = -r; dx <= r; dx++) if (dx * dx + dy * dy <= r * r) put(x + dx, y + dy, c);
};
const parents = parentsOf(edits.plan, edits.joints);
for (const [name, p] of Object.entries(edits.joints)) {
  const parent = parents[name];
  const q = parent ? edits.joints[parent] : undefined;
  if (!q) continue;
  const [a, b] = [at(p), at(q)];
  const n = Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]));
  for (let i = 0; i <= n; i++)
    disc(a[0] + ((b[0] - a[0]) * i) / Math.max(1, n), a[1] + ((b[1] - a[1]) * i) / Math.max(1, n), 1, [250, 220, 0]);
}
for (const [name, p] of Object.entries(edits.joints)) {
  const [x, y] = at(p);
  disc(x, y, 5, [0, 0, 0]);
  disc(x, y, 4, /right/.test(name) ? [230, 30, 30] : /left/.test(name) ? [40, 90, 255] : [220, 0, 220]);
}
writeFileSync(out, encode({ width: W, height: H, data: sheet, channels: 3, depth: 8 }));
console.log(`${id}: ${image.width}x${image.height}, plan ${edits.plan} -> ${out} (${W}x${H})`);
