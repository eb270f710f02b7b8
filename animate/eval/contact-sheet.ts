/**
 * A contact sheet of the evaluation set, to look at: every drawing with its mask outline (cyan),
 * skeleton (yellow), joints (red = the figure's right, blue = its left, magenta = middle) and
 * leg/spine numbers. With `guess` last, the engine's own joints for the true plan, guessed from its
 * cut-out as families get it, are drawn over them in green (bones white), to see where they part.
 *
 *   node_modules/.bin/tsx animate/eval/contact-sheet.ts [out.png, default <os tmpdir>/eval-sheet.png] [id-filter] [cell px] [guess]
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { encode } from 'fast-png';
import { guessSkeleton } from '../src/plans/guess';
import { readDrawing } from '../src/plans/read-drawing';
import { placedMask } from '../src/testing/score';
import { DIGITS } from './digits';
import { listEvalSet, loadEvalDrawing } from './eval-set';

const out = process.argv[2] ?? join(tmpdir(), 'eval-sheet.png');
const filter = process.argv[3] ?? '';
const cell = Number(process.argv[4] ?? 300);
const withGuess = process.argv[5] === 'guess';
const ids = listEvalSet().filter((id) => filter.split(',').some((f) => id.includes(f)));
const cols = Math.min(ids.length, Math.max(1, Math.round(Math.sqrt(ids.length * 1.4))));
const rows = Math.ceil(ids.length / cols);
const W = cols * cell;
const H = rows * cell;
const sheet = new Uint8Array(W * H * 3).fill(40);

function put(x: number, y: number, c: [number, number, number]) {
  if (x < 0 || y < 0 || x >= W || y >= H) return;
  sheet.set(c, (Math.round(y) * W + Math.round(x)) * 3);
}
function disc(x: number, y: number, r: number, c: [number, number, number]) {
  for (let dy = -r; dy <= r; dy++)
    for (let dx = -r; dx <= r; dx++) if (dx * dx + dy * dy <= r * r) put(x + dx, y + dy, c);
}
function line(a: [number, number], b: [number, number], c: [number, number, number]) {
  const n = Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]));
  for (let i = 0; i <= n; i++)
    disc(a[0] + ((b[0] - a[0]) * i) / Math.max(n, 1), a[1] + ((b[1] - a[1]) * i) / Math.max(n, 1), 1, c);
}
function text(s: string, x: number, y: number, c: [number, number, number], k = 2) {
  [...s].forEach((ch, i) => {
    const g = DIGITS[Number(ch)];
    if (!g) return;
    for (let p = 0; p < 15; p++) {
      if (g[p] !== '1') continue;
      for (let dy = 0; dy < k; dy++)
        for (let dx = 0; dx < k; dx++) put(x + i * 4 * k + (p % 3) * k + dx, y + Math.floor(p / 3) * k + dy, c);
    }
  });
}

ids.forEach((id, n) => {
  const d = loadEvalDrawing(id);
  const { width, height, data } = d.image;
  const s = Math.min((cell - 8) / width, (cell - 8) / height);
  const ox = (n % cols) * cell + (cell - width * s) / 2;
  const oy = Math.floor(n / cols) * cell + (cell - height * s) / 2;
  const tw = Math.floor(width * s);
  const th = Math.floor(height * s);
  const inMask = (x: number, y: number) =>
    x >= 0 && y >= 0 && x < tw && y < th && d.mask[Math.floor(y / s) * width + Math.floor(x / s)] === 1;
  for (let y = 0; y < th; y++) {
    for (let x = 0; x < tw; x++) {
      const c = [0, 0, 0];
      for (const [fx, fy] of [
        [0.25, 0.25],
        [0.75, 0.25],
        [0.25, 0.75],
        [0.75, 0.75],
      ] as const) {
        const p =
          (Math.min(height - 1, Math.floor((y + fy) / s)) * width + Math.min(width - 1, Math.floor((x + fx) / s))) * 4;
        for (let k = 0; k < 3; k++) c[k] = (c[k] as number) + (data[p + k] as number) / 4;
      }
      const edge = inMask(x, y) && (!inMask(x - 1, y) || !inMask(x + 1, y) || !inMask(x, y - 1) || !inMask(x, y + 1));
      put(ox + x, oy + y, edge ? [0, 220, 230] : (c as [number, number, number]));
    }
  }
  const at = (p: [number, number]): [number, number] => [ox + p[0] * s, oy + p[1] * s];
  for (const [name, parent] of Object.entries(d.parents)) {
    const a = d.joints[name];
    const b = parent ? d.joints[parent] : undefined;
    if (a && b) line(at(a), at(b), [250, 220, 0]);
  }
  for (const [name, p] of Object.entries(d.joints)) {
    const side = /right/.test(name) ? [230, 30, 30] : /left/.test(name) ? [40, 90, 255] : [220, 0, 220];
    const [x, y] = at(p);
    disc(x, y, 3, [0, 0, 0]);
    disc(x, y, 2, side as [number, number, number]);
    const num = /^leg_(\d+)_foot$/.exec(name)?.[1] ?? /^spine_(\d+)$/.exec(name)?.[1];
    if (num) text(num, x + 4, y - 5, [255, 255, 255]);
  }
  if (withGuess) {
    const guess = Object.fromEntries(
      Object.entries(guessSkeleton(placedMask(readDrawing(d.image), width, height), d.plan).joints).map(([name, p]) => [
        name,
        [p.x, p.y] as [number, number],
      ]),
    );
    for (const [name, parent] of Object.entries(d.parents)) {
      const a = guess[name];
      const b = parent ? guess[parent] : undefined;
      if (a && b) line(at(a), at(b), [255, 255, 255]);
    }
    for (const p of Object.values(guess)) {
      const [x, y] = at(p);
      disc(x, y, 3, [0, 0, 0]);
      disc(x, y, 2, [40, 230, 60]);
    }
  }
  text(String(n), (n % cols) * cell + 3, Math.floor(n / cols) * cell + 3, [255, 255, 255], 3);
});
writeFileSync(out, encode({ width: W, height: H, data: sheet, channels: 3, depth: 8 }));
console.log(`${ids.length} drawings -> ${out} (${W}x${H})`);
for (const [n, id] of ids.entries()) console.log(n, id);
