/**
 * The shape of a cut-out, read for its body plan: the thick body (the mask opened by a disc half
 * as wide as its thickest point), the limbs (the thin parts left over, each with where it joins
 * the body, its tip and its length) and the longest path through the figure.
 */
import { distanceToEdge } from '../core/distance';
import type { Plane, Point } from '../core/types';
import { argmax, components, distanceTo, pathTo, shortestPaths, type WorkMask, workMask } from './grid';

/** The longer side of the working mask: enough for a spider's thin legs. */
export const WORK_SIDE = 200;

export type Limb = {
  /** Which leftover piece it is in (branches of one piece share it) and its branch there (0 = the longest). */
  piece: number;
  branch: number;
  /** Work-mask pixels of the limb. */
  pixels: number[];
  /** Where it joins the body, its tip, and the path between them (pixel indices, root first). */
  root: Point;
  tip: Point;
  path: number[];
  /** Along the path, in work pixels, and as a share of the body's radius. */
  length: number;
  relative: number;
  /** Mean width (area / length). */
  width: number;
  area: number;
};

export type Shape = {
  work: WorkMask;
  mask: Plane;
  depth: Float32Array;
  /** The body's thickest point and its depth (the body's radius). */
  centre: Point;
  radius: number;
  body: Uint8Array;
  bodyBox: { x0: number; y0: number; x1: number; y1: number };
  bodyArea: number;
  box: { x0: number; y0: number; x1: number; y1: number };
  area: number;
  limbs: Limb[];
  /** The longest path through the figure (along its middle), end to end. */
  spine: number[];
  /** Share of the figure covered by the discs of the longest path: ~1 for a tube or a blob. */
  spineCover: number;
};

export function xyOf(width: number, i: number): Point {
  return { x: i % width, y: Math.floor(i / width) };
}

export function analyseShape(full: Plane, opening = 0.5): Shape | null {
  const work = workMask(full, WORK_SIDE);
  if (!work) return null;
  const { mask } = work;
  const { width, height, data } = mask;
  const n = width * height;
  const depth = distanceToEdge(mask);
  const centreIndex = argmax(depth);
  if (centreIndex < 0) return null;
  const radius = depth[centreIndex] as number;
  const box = boxOf(width, (i) => data[i] === 1, n);
  let area = 0;
  for (let i = 0; i < n; i++) area += data[i] as number;

  // The body: every disc of radius r that fits inside the mask, the largest piece of it.
  const r = Math.max(1.5, opening * radius);
  const toSeed = distanceTo(width, height, (i) => (depth[i] as number) >= r);
  const opened = new Uint8Array(n);
  for (let i = 0; i < n; i++) opened[i] = data[i] && (toSeed[i] as number) <= r ? 1 : 0;
  const pieces = components({ width, height, data: opened });
  let body: number[] = [];
  for (const piece of pieces.regions) if (piece.length > body.length) body = piece;
  const bodyMask = new Uint8Array(n);
  for (const i of body) bodyMask[i] = 1;
  const bodyBox = boxOf(width, (i) => bodyMask[i] === 1, n);

  // The limbs: what is left, piece by piece, from where it touches the body to its farthest tip.
  const rest = new Uint8Array(n);
  for (let i = 0; i < n; i++) rest[i] = data[i] && !bodyMask[i] ? 1 : 0;
  const restPieces = components({ width, height, data: rest });
  const limbs: Limb[] = [];
  let pieceCount = -1;
  for (const pixels of restPieces.regions) {
    if (pixels.length < 3) continue;
    const label = restPieces.labels[pixels[0] as number] as number;
    const touching = pixels.filter((i) => touchesBody(i, width, height, bodyMask));
    if (touching.length === 0) continue;
    const inLimb = (i: number) => restPieces.labels[i] === label;
    const { distance, previous } = shortestPaths(width, height, touching, inLimb);
    // One branch per tip: the farthest tip first, then the farthest pixel from the branches so far.
    const claimed: number[] = [];
    for (let branch = 0; branch < 6; branch++) {
      let tipIndex: number;
      if (branch === 0) tipIndex = argmax(distance, inLimb);
      else {
        const away = shortestPaths(width, height, claimed, inLimb).distance;
        tipIndex = argmax(away, inLimb);
        if (tipIndex < 0) break;
        const thickness = Math.max(2, 2 * (meanDepth(claimed, depth) + 0.5));
        if ((away[tipIndex] as number) < Math.max(2 * thickness, 0.4 * radius)) break;
      }
      if (tipIndex < 0) break;
      const path = pathTo(previous, tipIndex);
      claimed.push(...path);
      const length = (distance[tipIndex] as number) + 1;
      const limbWidth = 2 * meanDepth(path, depth) + 1;
      if (branch === 0) pieceCount++;
      limbs.push({
        piece: pieceCount,
        branch,
        pixels,
        root: xyOf(width, path[0] as number),
        tip: xyOf(width, tipIndex),
        path,
        length,
        relative: length / radius,
        width: branch === 0 ? pixels.length / length : limbWidth,
        area: pixels.length,
      });
    }
  }

  // The longest path, kept near the middle of the figure: cheap where the figure is thick.
  const inside = (i: number) => data[i] === 1;
  const middle = (i: number) => 1 + 4 / (1 + (depth[i] as number));
  const first = shortestPaths(width, height, [centreIndex], inside);
  const a = argmax(first.distance, inside);
  const fromA = shortestPaths(width, height, [a], inside);
  const b = argmax(fromA.distance, inside);
  const spine = pathTo(shortestPaths(width, height, [a], inside, middle).previous, b);
  const covered = new Uint8Array(n);
  for (const p of spine) {
    const c = xyOf(width, p);
    const rr = (depth[p] as number) + 1;
    const reach = Math.ceil(rr);
    for (let dy = -reach; dy <= reach; dy++) {
      for (let dx = -reach; dx <= reach; dx++) {
        if (dx * dx + dy * dy > rr * rr) continue;
        const x = c.x + dx;
        const y = c.y + dy;
        if (x >= 0 && y >= 0 && x < width && y < height) covered[y * width + x] = 1;
      }
    }
  }
  let coveredArea = 0;
  for (let i = 0; i < n; i++) if (data[i] && covered[i]) coveredArea++;

  return {
    work,
    mask,
    depth,
    centre: xyOf(width, centreIndex),
    radius,
    body: bodyMask,
    bodyBox,
    bodyArea: body.length,
    box,
    area,
    limbs,
    spine,
    spineCover: coveredArea / Math.max(1, area),
  };
}

function meanDepth(pixels: number[], depth: Float32Array): number {
  let sum = 0;
  for (const i of pixels) sum += depth[i] as number;
  return pixels.length ? sum / pixels.length : 0;
}

/** Whether pixel i touches a pixel of `body` (8 neighbours). */
export function touchesBody(i: number, width: number, height: number, body: Uint8Array): boolean {
  const x = i % width;
  const y = (i - x) / width;
  for (let dy = -1; dy <= 1; dy++) {
    for (let dx = -1; dx <= 1; dx++) {
      const xx = x + dx;
      const yy = y + dy;
      if (xx >= 0 && yy >= 0 && xx < width && yy < height && body[yy * width + xx]) return true;
    }
  }
  return false;
}

function boxOf(width: number, inside: (i: number) => boolean, n: number) {
  let x0 = Number.POSITIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let x1 = -1;
  let y1 = -1;
  for (let i = 0; i < n; i++) {
    if (!inside(i)) continue;
    const x = i % width;
    const y = (i - x) / width;
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  return { x0, y0, x1, y1 };
}
