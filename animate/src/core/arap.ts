import { Cholesky } from './cholesky';
import type { Mesh } from './types';
import { signedAreas, unfold } from './unfold';

/**
 * As-rigid-as-possible deformation of a triangle mesh (the local/global method of Sorkine and
 * Alexa, with one rotation per triangle as Liu et al. do for 2D): handle vertices go exactly
 * where they are put, every other vertex settles so each triangle is as close as it can be to
 * a rotated copy of itself. The system matrix only depends on which vertices are handles, so it
 * is factored once; each frame costs a few back-substitutions.
 */
export class ArapDeformer {
  readonly vertexCount: number;
  private readonly rest: Float64Array;
  private readonly triangles: Uint32Array;
  private readonly isHandle: Uint8Array;
  /** Position of each vertex among the free unknowns (-1 for handles). */
  private readonly freeIndex: Int32Array;
  private readonly solver: Cholesky | null;
  private readonly current: Float64Array;
  private readonly rotations: Float64Array;
  private readonly bx: Float64Array;
  private readonly by: Float64Array;
  /** Twice each triangle's signed rest area (what `unfold` keeps every triangle's orientation to). */
  private readonly restAreas: Float64Array;

  constructor(
    mesh: Mesh,
    private readonly handles: readonly number[],
  ) {
    this.rest = mesh.positions;
    this.triangles = mesh.triangles;
    this.vertexCount = mesh.positions.length / 2;
    const n = this.vertexCount;
    this.isHandle = new Uint8Array(n);
    for (const h of handles) this.isHandle[h] = 1;
    this.freeIndex = new Int32Array(n).fill(-1);
    let free = 0;
    for (let i = 0; i < n; i++) if (!this.isHandle[i]) this.freeIndex[i] = free++;
    const matrix = new Float64Array(free * free);
    const add = (i: number, j: number, value: number) => {
      const fi = this.freeIndex[i] as number;
      const fj = this.freeIndex[j] as number;
      if (fi >= 0 && fj >= 0) matrix[fi * free + fj] = (matrix[fi * free + fj] as number) + value;
    };
    this.forEachEdge((i, j) => {
      add(i, i, 1);
      add(j, j, 1);
      add(i, j, -1);
      add(j, i, -1);
    });
    // A free vertex no triangle reaches (cannot happen with buildMesh) would make the matrix singular.
    for (let f = 0; f < free; f++) if (matrix[f * free + f] === 0) matrix[f * free + f] = 1;
    this.solver = free > 0 ? new Cholesky(matrix, free) : null;
    this.current = Float64Array.from(this.rest);
    this.rotations = new Float64Array((this.triangles.length / 3) * 2);
    this.bx = new Float64Array(free);
    this.by = new Float64Array(free);
    this.restAreas = signedAreas(this.rest, this.triangles);
  }

  private forEachEdge(visit: (i: number, j: number, triangle: number) => void) {
    const t = this.triangles;
    for (let k = 0; k < t.length; k += 3) {
      const a = t[k] as number;
      const b = t[k + 1] as number;
      const c = t[k + 2] as number;
      visit(a, b, k / 3);
      visit(b, c, k / 3);
      visit(c, a, k / 3);
    }
  }

  /**
   * Moves the handles to `targets` (x, y per handle, in the order given to the constructor) and
   * returns all vertex positions (x, y pairs). Starts from the previous result, so a few
   * iterations per animation frame are enough. No triangle comes back turned over: those the
   * solve folds are pushed back out (`unfold`), squashed instead.
   */
  deform(targets: ArrayLike<number>, iterations = 4): Float64Array {
    const x = this.current;
    this.handles.forEach((h, k) => {
      x[2 * h] = targets[2 * k] as number;
      x[2 * h + 1] = targets[2 * k + 1] as number;
    });
    for (let it = 0; it < iterations; it++) {
      this.fitRotations();
      this.solvePositions();
    }
    unfold(x, this.triangles, this.restAreas, this.isHandle);
    return x;
  }

  /** As `deform`, starting from `start` (x, y per vertex) instead of the previous result. */
  deformFrom(start: ArrayLike<number>, targets: ArrayLike<number>, iterations: number): Float64Array {
    this.current.set(start);
    return this.deform(targets, iterations);
  }

  /** Puts every vertex back where it started (the next deform starts from rest). */
  reset(): void {
    this.current.set(this.rest);
  }

  /** Local step: the rotation that best maps each rest triangle onto its current shape. */
  private fitRotations() {
    const { rest: p, current: x, triangles: t, rotations } = this;
    for (let k = 0; k < t.length; k += 3) {
      let dot = 0;
      let cross = 0;
      for (let e = 0; e < 3; e++) {
        const i = t[k + e] as number;
        const j = t[k + ((e + 1) % 3)] as number;
        const rx = (p[2 * i] as number) - (p[2 * j] as number);
        const ry = (p[2 * i + 1] as number) - (p[2 * j + 1] as number);
        const cx = (x[2 * i] as number) - (x[2 * j] as number);
        const cy = (x[2 * i + 1] as number) - (x[2 * j + 1] as number);
        dot += rx * cx + ry * cy;
        cross += rx * cy - ry * cx;
      }
      const length = Math.hypot(dot, cross) || 1;
      rotations[(k / 3) * 2] = dot / length;
      rotations[(k / 3) * 2 + 1] = cross / length;
    }
  }

  /** Global step: the positions that best fit the rotated rest edges, handles held. */
  private solvePositions() {
    const { rest: p, current: x, rotations, freeIndex, bx, by } = this;
    if (!this.solver) return;
    bx.fill(0);
    by.fill(0);
    this.forEachEdge((i, j, triangle) => {
      const cos = rotations[triangle * 2] as number;
      const sin = rotations[triangle * 2 + 1] as number;
      const rx = (p[2 * i] as number) - (p[2 * j] as number);
      const ry = (p[2 * i + 1] as number) - (p[2 * j + 1] as number);
      const ex = cos * rx - sin * ry;
      const ey = sin * rx + cos * ry;
      const fi = freeIndex[i] as number;
      const fj = freeIndex[j] as number;
      // Row i: deg·x_i − Σ x_j = Σ R(p_i − p_j); a handle neighbour moves to the right side.
      if (fi >= 0) {
        bx[fi] = (bx[fi] as number) + ex + (fj < 0 ? (x[2 * j] as number) : 0);
        by[fi] = (by[fi] as number) + ey + (fj < 0 ? (x[2 * j + 1] as number) : 0);
      }
      if (fj >= 0) {
        bx[fj] = (bx[fj] as number) - ex + (fi < 0 ? (x[2 * i] as number) : 0);
        by[fj] = (by[fj] as number) - ey + (fi < 0 ? (x[2 * i + 1] as number) : 0);
      }
    });
    this.solver.solveInPlace(bx);
    this.solver.solveInPlace(by);
    for (let i = 0; i < this.vertexCount; i++) {
      const f = freeIndex[i] as number;
      if (f < 0) continue;
      x[2 * i] = bx[f] as number;
      x[2 * i + 1] = by[f] as number;
    }
  }
}

/**
 * How far each triangle is from a rotated copy of its rest shape: the leftover edge error after
 * the best rotation, relative to the rest edge lengths (0 = perfectly rigid).
 */
export function rigidityError(mesh: Mesh, positions: ArrayLike<number>): { mean: number; p95: number; max: number } {
  const p = mesh.positions;
  const t = mesh.triangles;
  const errors: number[] = [];
  for (let k = 0; k < t.length; k += 3) {
    const edges: [number, number, number, number][] = [];
    let dot = 0;
    let cross = 0;
    for (let e = 0; e < 3; e++) {
      const i = t[k + e] as number;
      const j = t[k + ((e + 1) % 3)] as number;
      const rx = (p[2 * i] as number) - (p[2 * j] as number);
      const ry = (p[2 * i + 1] as number) - (p[2 * j + 1] as number);
      const cx = (positions[2 * i] as number) - (positions[2 * j] as number);
      const cy = (positions[2 * i + 1] as number) - (positions[2 * j + 1] as number);
      edges.push([rx, ry, cx, cy]);
      dot += rx * cx + ry * cy;
      cross += rx * cy - ry * cx;
    }
    const length = Math.hypot(dot, cross) || 1;
    const cos = dot / length;
    const sin = cross / length;
    let residual = 0;
    let norm = 0;
    for (const [rx, ry, cx, cy] of edges) {
      residual += (cx - (cos * rx - sin * ry)) ** 2 + (cy - (sin * rx + cos * ry)) ** 2;
      norm += rx * rx + ry * ry;
    }
    errors.push(Math.sqrt(residual / (norm || 1)));
  }
  errors.sort((a, b) => a - b);
  const mean = errors.length ? errors.reduce((a, b) => a + b, 0) / errors.length : 0;
  return { mean, p95: errors[Math.floor(errors.length * 0.95)] ?? 0, max: errors[errors.length - 1] ?? 0 };
}
