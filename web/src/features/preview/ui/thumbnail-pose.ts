/**
 * The motion browser's thumbnails move the parent's own figure cheaply: each vertex of the mesh
 * follows its nearest bones (linear blend skinning, the first guess the engine's loop solver
 * starts from) instead of the full as-rigid-as-possible loop the big stage solves. A thumbnail is
 * a few dozen pixels tall, where the difference does not show, and a frame costs microseconds, so
 * any number of motions of any length can loop side by side.
 */
import {
  bounds,
  buildMesh,
  type Motion,
  type Plane,
  type Point,
  poseAtPhase,
  type RiggedMesh,
  type Skeleton,
  type SkeletonJoints,
} from '@dtm/animate';

/** Bones a vertex follows at most. */
const BONES_PER_VERTEX = 3;
/** Inverse-distance power of the weights: higher keeps each part closer to rigid with one bone. */
const FALLOFF = 4;

/** The figure rigged for thumbnails: its mesh and each vertex's bones and weights. */
export type ThumbnailRig = {
  mesh: RiggedMesh;
  skeleton: Skeleton;
  joints: SkeletonJoints;
  bones: { parent: string; child: string }[];
  /** BONES_PER_VERTEX bone indexes per vertex (-1: none). */
  index: Int32Array;
  weight: Float64Array;
  /** The figure's lowest point at rest, which a squash keeps on the ground. */
  ground: number;
};

/** Where the figure stands in a thumbnail: mask pixels to thumbnail pixels. */
export type ThumbnailPlacement = { scale: number; dx: number; dy: number };

function segmentDistance(px: number, py: number, a: Point, b: Point): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length2 = dx * dx + dy * dy;
  const u = length2 > 0 ? Math.min(1, Math.max(0, ((px - a.x) * dx + (py - a.y) * dy) / length2)) : 0;
  return Math.hypot(px - a.x - u * dx, py - a.y - u * dy);
}

/** Each vertex's neighbours through the mesh's edges, with the edges' lengths. */
function neighbours(mesh: RiggedMesh): { next: number[][]; length: number[][]; mean: number } {
  const n = mesh.positions.length / 2;
  const next: number[][] = Array.from({ length: n }, () => []);
  const length: number[][] = Array.from({ length: n }, () => []);
  const p = mesh.positions;
  let sum = 0;
  let count = 0;
  const add = (i: number, j: number) => {
    const around = next[i] as number[];
    if (around.includes(j)) return;
    const d = Math.hypot(
      (p[2 * i] as number) - (p[2 * j] as number),
      (p[2 * i + 1] as number) - (p[2 * j + 1] as number),
    );
    around.push(j);
    (length[i] as number[]).push(d);
    (next[j] as number[]).push(i);
    (length[j] as number[]).push(d);
    sum += d;
    count++;
  };
  const t = mesh.triangles;
  for (let k = 0; k < t.length; k += 3) {
    add(t[k] as number, t[k + 1] as number);
    add(t[k + 1] as number, t[k + 2] as number);
    add(t[k + 2] as number, t[k] as number);
  }
  return { next, length, mean: count ? sum / count : 1 };
}

/**
 * Rigs the figure for thumbnails. Distances to each bone are measured through the mesh, so an arm
 * drawn against the body does not drag the body along with it.
 */
export function thumbnailRig(mask: Plane, joints: SkeletonJoints, skeleton: Skeleton): ThumbnailRig {
  const mesh = buildMesh(mask, joints, undefined, skeleton);
  const n = mesh.positions.length / 2;
  const p = mesh.positions;
  const bones: ThumbnailRig['bones'] = [];
  for (const child of skeleton.joints) {
    const parent = skeleton.parent[child];
    if (parent) bones.push({ parent, child });
  }
  const { next, length, mean } = neighbours(mesh);
  const near = mean * 0.75;
  const distances = bones.map(({ parent, child }) => {
    const a = joints[parent] as Point;
    const b = joints[child] as Point;
    const d = new Float64Array(n).fill(Number.POSITIVE_INFINITY);
    let closest = 0;
    let closestDistance = Number.POSITIVE_INFINITY;
    for (let i = 0; i < n; i++) {
      const s = segmentDistance(p[2 * i] as number, p[2 * i + 1] as number, a, b);
      if (s <= near) d[i] = s;
      if (s < closestDistance) {
        closest = i;
        closestDistance = s;
      }
    }
    if (!Number.isFinite(d[closest] as number)) d[closest] = 0;
    // Dijkstra by a plain scan: the mesh has a couple of hundred vertices.
    const done = new Uint8Array(n);
    for (;;) {
      let best = -1;
      for (let i = 0; i < n; i++)
        if (!done[i] && Number.isFinite(d[i] as number) && (best < 0 || (d[i] as number) < (d[best] as number)))
          best = i;
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
    const raw = ranked.map(({ d }) => (1 / (d + soft)) ** FALLOFF);
    const total = raw.reduce((sum, w) => sum + w, 0);
    ranked.forEach(({ b }, k) => {
      index[i * BONES_PER_VERTEX + k] = b;
      weight[i * BONES_PER_VERTEX + k] = total > 0 ? (raw[k] as number) / total : 0;
    });
  }
  let ground = Number.NEGATIVE_INFINITY;
  for (let i = 1; i < p.length; i += 2) ground = Math.max(ground, p[i] as number);
  return { mesh, skeleton, joints, bones, index, weight, ground };
}

/**
 * The figure's place in a `size` x `size` thumbnail from its mask's bounds: about three quarters
 * of the height or width, centred, feet near the bottom (room above for a jump, beside it for a wave).
 */
export function thumbnailPlacement(mask: Plane, size: number): ThumbnailPlacement {
  const box = bounds(mask) ?? { x0: 0, y0: 0, x1: mask.width - 1, y1: mask.height - 1 };
  const width = box.x1 + 1 - box.x0;
  const height = box.y1 + 1 - box.y0;
  const scale = Math.min((size * 0.74) / Math.max(1, height), (size * 0.76) / Math.max(1, width));
  return { scale, dx: size / 2 - ((box.x0 + box.x1 + 1) / 2) * scale, dy: size * 0.92 - (box.y1 + 1) * scale };
}

/**
 * Writes into `out` the mesh's vertices (x, y pairs) at loop phase `phase` (0..1) of `motion`,
 * placed in the thumbnail: each vertex moved by its bones, each bone turned by the angle between
 * its drawn and posed direction about its middle, then the motion's squash and stretch.
 */
export function posedThumbnail(
  rig: ThumbnailRig,
  motion: Motion,
  phase: number,
  placement: ThumbnailPlacement,
  out: Float64Array,
): Float64Array {
  const { joints: pose, stretch } = poseAtPhase(motion, rig.joints, phase, rig.skeleton, rig.ground);
  const transforms = rig.bones.map(({ parent, child }) => {
    const a = rig.joints[parent] as Point;
    const b = rig.joints[child] as Point;
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
  const rest = rig.mesh.positions;
  const { scale, dx, dy } = placement;
  const n = rest.length / 2;
  for (let i = 0; i < n; i++) {
    const x = rest[2 * i] as number;
    const y = rest[2 * i + 1] as number;
    let sx = 0;
    let sy = 0;
    let total = 0;
    for (let k = 0; k < BONES_PER_VERTEX; k++) {
      const b = rig.index[i * BONES_PER_VERTEX + k] as number;
      if (b < 0) break;
      const w = rig.weight[i * BONES_PER_VERTEX + k] as number;
      const t = transforms[b] as (typeof transforms)[number];
      const ox = x - t.mx;
      const oy = y - t.my;
      sx += w * (t.nx + t.cos * ox - t.sin * oy);
      sy += w * (t.ny + t.sin * ox + t.cos * oy);
      total += w;
    }
    let px = total > 0 ? sx / total : x;
    let py = total > 0 ? sy / total : y;
    if (stretch) {
      px = stretch.ox + (px - stretch.ox) * stretch.sx;
      py = stretch.oy + (py - stretch.oy) * stretch.sy;
    }
    out[2 * i] = px * scale + dx;
    out[2 * i + 1] = py * scale + dy;
  }
  return out;
}
