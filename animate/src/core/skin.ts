/**
 * A first guess of the deformed mesh from the pose alone (linear blend skinning): each vertex
 * follows the bones nearest to it through the mesh, each bone turned and moved as the pose turns
 * and moves it. The solver starts every frame from this guess, so a frame depends on its pose
 * and nothing else: the same time gives the same picture in every pass of a loop, and a part
 * held by no joint (a curly tail, a hat) goes where its nearest bone takes it instead of
 * wherever the frames before it left it.
 */
import type { Skeleton } from '../skeletons';
import type { Mesh, Point, SkeletonJoints } from './types';

/** Bones each vertex follows at most. */
const BONES_PER_VERTEX = 3;
/** Inverse-distance power of the weights: higher keeps each part closer to rigid with one bone. */
const FALLOFF = 4;

/** Each vertex's bones (indexes into `bones`) and weights, BONES_PER_VERTEX each, weights summing to 1. */
export type SkinWeights = {
  bones: { parent: string; child: string }[];
  index: Int32Array;
  weight: Float64Array;
};

function segmentDistance(px: number, py: number, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length2 = dx * dx + dy * dy;
  const u = length2 > 0 ? Math.min(1, Math.max(0, ((px - a.x) * dx + (py - a.y) * dy) / length2)) : 0;
  return Math.hypot(px - a.x - u * dx, py - a.y - u * dy);
}

/** The mesh's edges as adjacency lists with their rest lengths. */
function edgesOf(mesh: Mesh): { next: number[][]; length: number[][]; mean: number } {
  const n = mesh.positions.length / 2;
  const next: number[][] = Array.from({ length: n }, () => []);
  const length: number[][] = Array.from({ length: n }, () => []);
  const p = mesh.positions;
  let sum = 0;
  let count = 0;
  const add = (i: number, j: number) => {
    if (next[i]?.includes(j)) return;
    const d = Math.hypot(
      (p[2 * i] as number) - (p[2 * j] as number),
      (p[2 * i + 1] as number) - (p[2 * j + 1] as number),
    );
    next[i]?.push(j);
    length[i]?.push(d);
    next[j]?.push(i);
    length[j]?.push(d);
    sum += d;
    count++;
  };
  const t = mesh.triangles;
  for (let k = 0; k < t.length; k += 3) {
    const a = t[k] as number;
    const b = t[k + 1] as number;
    const c = t[k + 2] as number;
    add(a, b);
    add(b, c);
    add(c, a);
  }
  return { next, length, mean: count ? sum / count : 1 };
}

/**
 * Weights from the distance to each bone measured through the mesh (so an arm drawn against the
 * body does not pull the body along, nor the body the arm): vertices next to a bone start at their
 * straight distance to it, the rest are reached along edges.
 */
export function skinWeights(mesh: Mesh, rest: SkeletonJoints, skeleton: Skeleton): SkinWeights {
  const n = mesh.positions.length / 2;
  const bones: SkinWeights['bones'] = [];
  for (const child of skeleton.joints) {
    const parent = skeleton.parent[child];
    if (parent) bones.push({ parent, child });
  }
  const { next, length, mean } = edgesOf(mesh);
  const p = mesh.positions;
  const near = mean * 0.75;
  const distances = bones.map(({ parent, child }) => {
    const a = rest[parent] as Point;
    const b = rest[child] as Point;
    const d = new Float64Array(n).fill(Number.POSITIVE_INFINITY);
    let seeds = 0;
    let closest = 0;
    for (let i = 0; i < n; i++) {
      const s = segmentDistance(p[2 * i] as number, p[2 * i + 1] as number, a, b);
      if (s <= near) {
        d[i] = s;
        seeds++;
      }
      if (s < segmentDistance(p[2 * closest] as number, p[2 * closest + 1] as number, a, b)) closest = i;
    }
    if (seeds === 0) d[closest] = 0;
    // Dijkstra over the edges (a simple scan: meshes have a few hundred vertices).
    const done = new Uint8Array(n);
    for (;;) {
      let best = -1;
      for (let i = 0; i < n; i++)
        if (!done[i] && Number.isFinite(d[i]) && (best < 0 || (d[i] as number) < (d[best] as number))) best = i;
      if (best < 0) break;
      done[best] = 1;
      const around = next[best] as number[];
      const lengths = length[best] as number[];
      for (let e = 0; e < around.length; e++) {
        const j = around[e] as number;
        const via = (d[best] as number) + (lengths[e] as number);
        if (via < (d[j] as number)) d[j] = via;
      }
    }
    return d;
  });
  const index = new Int32Array(n * BONES_PER_VERTEX).fill(-1);
  const weight = new Float64Array(n * BONES_PER_VERTEX);
  const soft = mean * 0.5;
  for (let i = 0; i < n; i++) {
    const ranked = distances
      .map((d, b) => ({ b, d: d[i] as number }))
      .filter(({ d }) => Number.isFinite(d))
      .sort((x, y) => x.d - y.d || x.b - y.b)
      .slice(0, BONES_PER_VERTEX);
    let total = 0;
    const raw = ranked.map(({ d }) => (1 / (d + soft)) ** FALLOFF);
    for (const w of raw) total += w;
    ranked.forEach(({ b }, k) => {
      index[i * BONES_PER_VERTEX + k] = b;
      weight[i * BONES_PER_VERTEX + k] = total > 0 ? (raw[k] as number) / total : 0;
    });
  }
  return { bones, index, weight };
}

/**
 * Writes into `out` each rest vertex moved by its bones: a bone is turned by the angle between
 * its rest and posed direction, about its middle, and its middle moved to the posed middle.
 * A vertex no bone reaches stays where it was drawn.
 */
export function skinPositions(
  rest: Float64Array,
  skin: SkinWeights,
  restJoints: SkeletonJoints,
  pose: SkeletonJoints,
  out: Float64Array,
): Float64Array {
  const transforms = skin.bones.map(({ parent, child }) => {
    const a = restJoints[parent] as Point;
    const b = restJoints[child] as Point;
    const c = pose[parent] as Point;
    const d = pose[child] as Point;
    const rx = b.x - a.x;
    const ry = b.y - a.y;
    const qx = d.x - c.x;
    const qy = d.y - c.y;
    const r = Math.hypot(rx, ry);
    const q = Math.hypot(qx, qy);
    // A bone of no length has no direction: it only moves.
    const cos = r > 1e-9 && q > 1e-9 ? (rx * qx + ry * qy) / (r * q) : 1;
    const sin = r > 1e-9 && q > 1e-9 ? (rx * qy - ry * qx) / (r * q) : 0;
    return { cos, sin, mx: (a.x + b.x) / 2, my: (a.y + b.y) / 2, nx: (c.x + d.x) / 2, ny: (c.y + d.y) / 2 };
  });
  const n = rest.length / 2;
  for (let i = 0; i < n; i++) {
    const x = rest[2 * i] as number;
    const y = rest[2 * i + 1] as number;
    let sx = 0;
    let sy = 0;
    let total = 0;
    for (let k = 0; k < BONES_PER_VERTEX; k++) {
      const b = skin.index[i * BONES_PER_VERTEX + k] as number;
      if (b < 0) break;
      const w = skin.weight[i * BONES_PER_VERTEX + k] as number;
      const t = transforms[b] as (typeof transforms)[number];
      const dx = x - t.mx;
      const dy = y - t.my;
      sx += w * (t.nx + t.cos * dx - t.sin * dy);
      sy += w * (t.ny + t.sin * dx + t.cos * dy);
      total += w;
    }
    out[2 * i] = total > 0 ? sx / total : x;
    out[2 * i + 1] = total > 0 ? sy / total : y;
  }
  return out;
}
