import Delaunator from 'delaunator';
import type { Skeleton } from '../skeletons';
import { resampleOutline, simplifyOutline, traceOutline } from './contour';
import { area } from './planes';
import { BIPED_SKELETON } from './pose';
import type { Mesh, Plane, Point, SkeletonJoints } from './types';

export type RiggedMesh = Mesh & {
  /** The mesh vertex each joint drives, in the skeleton's joint order (`JOINT_NAMES` for a biped). */
  handles: number[];
  /** The vertices along the cut-out's outline, in order round it. */
  outline: number[];
};

/** The nearest inside pixel centre to p (p itself when it is inside). */
function snapInside(mask: Plane, p: Point): Point {
  const { width, height, data } = mask;
  const x0 = Math.round(p.x - 0.5);
  const y0 = Math.round(p.y - 0.5);
  for (let r = 0; r < Math.max(width, height); r++) {
    let best: Point | null = null;
    let bestDistance = Number.POSITIVE_INFINITY;
    for (let y = y0 - r; y <= y0 + r; y++) {
      for (let x = x0 - r; x <= x0 + r; x++) {
        if (Math.max(Math.abs(x - x0), Math.abs(y - y0)) !== r) continue;
        if (x < 0 || y < 0 || x >= width || y >= height || !data[y * width + x]) continue;
        const d = Math.hypot(x + 0.5 - p.x, y + 0.5 - p.y);
        if (d < bestDistance) {
          best = { x: x + 0.5, y: y + 0.5 };
          bestDistance = d;
        }
      }
    }
    if (best) return r === 0 ? p : best;
  }
  return p;
}

/**
 * A triangle mesh over the cut-out with about `targetVertices` vertices: points along the outline,
 * a grid inside, and one vertex at each joint (the handles the motion moves). Delaunay triangles
 * whose middle or edge midpoints fall outside the shape (the gap between two legs) are dropped.
 * The skeleton is the biped's unless given.
 */
export function buildMesh(
  mask: Plane,
  joints: SkeletonJoints,
  targetVertices = 160,
  skeleton: Skeleton = BIPED_SKELETON,
): RiggedMesh {
  const spacing = Math.max(2, Math.sqrt(area(mask) / (targetVertices * 0.7)));
  const inside = (x: number, y: number) => {
    const xi = Math.floor(x);
    const yi = Math.floor(y);
    return xi >= 0 && yi >= 0 && xi < mask.width && yi < mask.height && mask.data[yi * mask.width + xi] !== 0;
  };
  const nearInside = (x: number, y: number) =>
    inside(x, y) || inside(x - 1, y) || inside(x + 1, y) || inside(x, y - 1) || inside(x, y + 1);
  const handlePoints = skeleton.joints.map((name) => snapInside(mask, joints[name] as Point));
  // The outline is sampled closer than the grid, so thin arms and legs get triangles across them.
  const outline = resampleOutline(simplifyOutline(traceOutline(mask), 0.7), spacing * 0.5).map((p) => ({
    x: p.x + 0.5,
    y: p.y + 0.5,
  }));
  const points: Point[] = [...handlePoints];
  const farFromAll = (p: Point, minimum: number) =>
    points.every((q) => (q.x - p.x) * (q.x - p.x) + (q.y - p.y) * (q.y - p.y) >= minimum * minimum);
  const rim: number[] = [];
  for (const p of outline) {
    if (farFromAll(p, spacing * 0.2)) {
      rim.push(points.length);
      points.push(p);
    }
  }
  for (let y = spacing / 2; y < mask.height; y += spacing) {
    for (let x = spacing / 2; x < mask.width; x += spacing) {
      const p = { x, y };
      if (inside(x, y) && farFromAll(p, spacing * 0.6)) points.push(p);
    }
  }
  const coords = new Float64Array(points.length * 2);
  points.forEach((p, i) => {
    coords[2 * i] = p.x;
    coords[2 * i + 1] = p.y;
  });
  const delaunay = new Delaunator(coords);
  const kept: number[] = [];
  const doubtful: number[] = [];
  const t = delaunay.triangles;
  const insideShare = (a: Point, b: Point, c: Point) => {
    let hits = 0;
    let total = 0;
    for (let i = 0; i <= 4; i++) {
      for (let j = 0; i + j <= 4; j++) {
        const u = (i + 0.5) / 5.5;
        const v = (j + 0.5) / 5.5;
        const w = 1 - u - v;
        total++;
        if (nearInside(a.x * u + b.x * v + c.x * w, a.y * u + b.y * v + c.y * w)) hits++;
      }
    }
    return hits / total;
  };
  for (let k = 0; k < t.length; k += 3) {
    const a = points[t[k] as number] as Point;
    const b = points[t[k + 1] as number] as Point;
    const c = points[t[k + 2] as number] as Point;
    // A sliver (three nearly collinear points along a straight stretch of outline) or a crumb (in
    // a slit between two legs) covers next to nothing and would turn inside out at the slightest bend.
    const twiceArea = Math.abs((b.x - a.x) * (c.y - a.y) - (c.x - a.x) * (b.y - a.y));
    const longest = Math.max(
      (a.x - b.x) ** 2 + (a.y - b.y) ** 2,
      (b.x - c.x) ** 2 + (b.y - c.y) ** 2,
      (c.x - a.x) ** 2 + (c.y - a.y) ** 2,
    );
    if (twiceArea < 0.05 * longest || twiceArea < 0.04 * spacing * spacing) continue;
    // Edge midpoints may graze the outline by a pixel; the middle must be well inside.
    const middleInside = inside((a.x + b.x + c.x) / 3, (a.y + b.y + c.y) / 3);
    const edgesInside =
      nearInside((a.x + b.x) / 2, (a.y + b.y) / 2) &&
      nearInside((b.x + c.x) / 2, (b.y + c.y) / 2) &&
      nearInside((c.x + a.x) / 2, (c.y + a.y) / 2);
    if (middleInside && edgesInside) kept.push(t[k] as number, t[k + 1] as number, t[k + 2] as number);
    else {
      const share = insideShare(a, b, c);
      if (share >= 0.5) doubtful.push(t[k] as number, t[k + 1] as number, t[k + 2] as number, share >= 0.7 ? 1 : 2);
    }
  }
  refillSlits(kept, doubtful);
  const anchored = withoutLooseParts(kept, points.length, handlePoints.length);
  // Only vertices some triangle uses stay, renumbered; handles keep their vertex even when alone.
  const used = new Int32Array(points.length).fill(-1);
  const order: number[] = [];
  const use = (i: number) => {
    if (used[i] === -1) {
      used[i] = order.length;
      order.push(i);
    }
    return used[i] as number;
  };
  const handles = handlePoints.map((_, i) => use(i));
  const triangles = new Uint32Array(anchored.map(use));
  const positions = new Float64Array(order.length * 2);
  order.forEach((i, k) => {
    positions[2 * k] = (points[i] as Point).x;
    positions[2 * k + 1] = (points[i] as Point).y;
  });
  const outlineVertices = rim.map((i) => used[i] as number).filter((i) => i >= 0);
  pushOutlineOut(positions, outlineVertices, new Set(handles), inside);
  return { positions, triangles, handles, outline: outlineVertices };
}

/**
 * How far the outline's vertices are moved out past the cut-out's edge (mask pixels). The outline
 * runs through the centres of the edge pixels, simplified, so it cuts up to about a pixel into the
 * drawing: drawn with the texture there, the figure's edge would be the triangles' (jagged, a
 * zig-zag along a belly) instead of the cut-out's. Moved out, the mesh reaches just past the
 * drawing, the texture is transparent there, and the edge drawn is the mask's.
 */
export const MESH_RIM = 1.5;

/** Moves each outline vertex (not a handle) MESH_RIM out along the outline's normal, where that is outside the mask. */
function pushOutlineOut(
  positions: Float64Array,
  outline: readonly number[],
  handles: ReadonlySet<number>,
  inside: (x: number, y: number) => boolean,
) {
  const moved = outline.map((v, k) => {
    const before = outline[(k + outline.length - 1) % outline.length] as number;
    const after = outline[(k + 1) % outline.length] as number;
    const tx = (positions[2 * after] as number) - (positions[2 * before] as number);
    const ty = (positions[2 * after + 1] as number) - (positions[2 * before + 1] as number);
    const length = Math.hypot(tx, ty);
    const x = positions[2 * v] as number;
    const y = positions[2 * v + 1] as number;
    if (handles.has(v) || length === 0) return null;
    for (const sign of [1, -1]) {
      const nx = (sign * ty) / length;
      const ny = (-sign * tx) / length;
      // Out is where the mask ends within the rim, and not a neighbouring part just beyond it.
      if (!inside(x + nx * MESH_RIM, y + ny * MESH_RIM) && !inside(x + nx * MESH_RIM * 0.5, y + ny * MESH_RIM * 0.5))
        return { v, x: x + nx * MESH_RIM, y: y + ny * MESH_RIM };
    }
    return null;
  });
  for (const m of moved) {
    if (!m) continue;
    positions[2 * m.v] = m.x;
    positions[2 * m.v + 1] = m.y;
  }
}

/**
 * Puts back the doubtful triangles (mostly inside the shape, but with their middle or an edge's
 * middle just outside, as along a dent of the outline) that close a slit or a gap: those sharing
 * two edges with kept triangles, or one when they are at least 70 % inside (`doubtful` holds
 * four numbers per triangle: its vertices and how many shared edges it needs). Without them the two sides of the slit are not joined, and the slit opens
 * into a crack of paper as soon as the figure bends (the garlic's white wedges).
 */
function refillSlits(kept: number[], doubtful: number[]) {
  const key = (i: number, j: number) => (i < j ? `${i},${j}` : `${j},${i}`);
  const edges = new Map<string, number>();
  const count = (a: number, b: number, c: number) => {
    for (const [i, j] of [
      [a, b],
      [b, c],
      [c, a],
    ] as const)
      edges.set(key(i, j), (edges.get(key(i, j)) ?? 0) + 1);
  };
  for (let k = 0; k < kept.length; k += 3) count(kept[k] as number, kept[k + 1] as number, kept[k + 2] as number);
  const waiting = new Set<number>();
  for (let k = 0; k < doubtful.length; k += 4) waiting.add(k);
  for (let round = 0; round < 4; round++) {
    const added: number[] = [];
    for (const k of waiting) {
      const a = doubtful[k] as number;
      const b = doubtful[k + 1] as number;
      const c = doubtful[k + 2] as number;
      const shared = [key(a, b), key(b, c), key(c, a)].filter((e) => edges.has(e)).length;
      if (shared >= (doubtful[k + 3] as number)) added.push(k);
    }
    if (added.length === 0) return;
    for (const k of added) {
      waiting.delete(k);
      const a = doubtful[k] as number;
      const b = doubtful[k + 1] as number;
      const c = doubtful[k + 2] as number;
      kept.push(a, b, c);
      count(a, b, c);
    }
  }
}

/**
 * The triangles of the parts that hold at least one handle (the first `handles` points): a crumb
 * no joint reaches could not be moved by the motion (and would leave the solver without an answer).
 */
function withoutLooseParts(triangles: number[], count: number, handles: number): number[] {
  const parent = Array.from({ length: count }, (_, i) => i);
  const find = (i: number): number => {
    let root = i;
    while (parent[root] !== root) root = parent[root] as number;
    parent[i] = root;
    return root;
  };
  for (let k = 0; k < triangles.length; k += 3) {
    parent[find(triangles[k] as number)] = find(triangles[k + 1] as number);
    parent[find(triangles[k + 1] as number)] = find(triangles[k + 2] as number);
  }
  const held = new Set<number>();
  for (let h = 0; h < handles; h++) held.add(find(h));
  return triangles.filter((_, k) => held.has(find(triangles[k - (k % 3)] as number)));
}
