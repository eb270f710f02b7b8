/**
 * Keeps a deformed mesh from folding over. A solve can leave a few triangles turned over where
 * the figure pushes into itself: an arm drawn against the body swinging down into its armpit, a
 * dog's near and far legs drawn touching and swinging apart. Each triangle whose area (with its
 * rest orientation) fell below `MIN_AREA_SHARE` of its rest area is pushed back out to
 * `TARGET_AREA_SHARE` by moving its free vertices along the area's gradient (a position-based
 * projection; handles never move), sweep after sweep until none is left or `SWEEPS` ran. The
 * triangles squash instead of folding: the mesh stays in one piece (nothing opens) and the handles
 * stay exactly on their joints.
 */

/**
 * A triangle counts as folding once its area is below this share of its rest area (a little under
 * the squash the tearing tests call overstretched, 1 / 2.5).
 */
export const MIN_AREA_SHARE = 0.35;
/** What a folding triangle is pushed back to (above the minimum, so a sweep's nudge to a neighbour does not turn it again). */
const TARGET_AREA_SHARE = 0.45;
const SWEEPS = 200;
/** The farthest a push moves a vertex, as a share of the square root of twice the triangle's rest area. */
const MAX_STEP = 0.25;

/** Twice the signed area of each triangle (x, y pairs). */
export function signedAreas(positions: ArrayLike<number>, triangles: Uint32Array): Float64Array {
  const out = new Float64Array(triangles.length / 3);
  for (let k = 0; k < triangles.length; k += 3) out[k / 3] = twiceArea(positions, triangles, k);
  return out;
}

function twiceArea(x: ArrayLike<number>, t: Uint32Array, k: number): number {
  const a = t[k] as number;
  const b = t[k + 1] as number;
  const c = t[k + 2] as number;
  const ax = x[2 * a] as number;
  const ay = x[2 * a + 1] as number;
  return (
    ((x[2 * b] as number) - ax) * ((x[2 * c + 1] as number) - ay) -
    ((x[2 * c] as number) - ax) * ((x[2 * b + 1] as number) - ay)
  );
}

/**
 * Pushes the folding triangles of `x` back out (in place). `rest`: twice each triangle's signed
 * rest area (`signedAreas`); `fixed`: 1 for the vertices that must not move. Returns how many
 * triangles still fold (0 unless fixed vertices alone force a fold).
 */
export function unfold(x: Float64Array, triangles: Uint32Array, rest: Float64Array, fixed: Uint8Array): number {
  const count = rest.length;
  let folding = collect(x, triangles, rest);
  for (let sweep = 0; sweep < SWEEPS && folding.length > 0; sweep++) {
    for (const triangle of folding) push(x, triangles, rest, fixed, triangle);
    // A push can squash a neighbour: look at every triangle again (cheap next to a solve).
    folding = collect(x, triangles, rest);
  }
  return count === 0 ? 0 : folding.length;
}

function collect(x: Float64Array, triangles: Uint32Array, rest: Float64Array): number[] {
  const out: number[] = [];
  for (let i = 0; i < rest.length; i++) {
    const r = rest[i] as number;
    if (twiceArea(x, triangles, 3 * i) * Math.sign(r) < MIN_AREA_SHARE * Math.abs(r)) out.push(i);
  }
  return out;
}

/** One projection of triangle `i`'s area onto its target: each free vertex moves along the area's gradient. */
function push(x: Float64Array, t: Uint32Array, rest: Float64Array, fixed: Uint8Array, i: number) {
  const r = rest[i] as number;
  const sign = Math.sign(r);
  const want = TARGET_AREA_SHARE * Math.abs(r);
  const v = [t[3 * i] as number, t[3 * i + 1] as number, t[3 * i + 2] as number];
  const now = twiceArea(x, t, 3 * i) * sign;
  if (now >= want) return;
  // d(2A)/d(vertex) for vertex p with the next two q, s round the triangle: (qy - sy, sx - qx).
  const gx = [0, 0, 0];
  const gy = [0, 0, 0];
  let norm = 0;
  let longest = 0;
  for (let e = 0; e < 3; e++) {
    const p = v[e] as number;
    if (fixed[p]) continue;
    const q = v[(e + 1) % 3] as number;
    const s = v[(e + 2) % 3] as number;
    gx[e] = sign * ((x[2 * q + 1] as number) - (x[2 * s + 1] as number));
    gy[e] = sign * ((x[2 * s] as number) - (x[2 * q] as number));
    const g = (gx[e] as number) ** 2 + (gy[e] as number) ** 2;
    norm += g;
    longest = Math.max(longest, g);
  }
  if (norm < 1e-12) return;
  // Where the gradient is short (the free vertices' opposite edges squashed short, as between two
  // handles brought together) the full step would fling a vertex far across the mesh and fold its
  // other triangles: a push moves a vertex at most `MAX_STEP` of the triangle's size, and the next
  // sweep goes on from there.
  const reach = MAX_STEP * Math.sqrt(Math.abs(r));
  const step = Math.min((want - now) / norm, reach / Math.sqrt(longest));
  for (let e = 0; e < 3; e++) {
    const p = v[e] as number;
    if (fixed[p]) continue;
    x[2 * p] = (x[2 * p] as number) + step * (gx[e] as number);
    x[2 * p + 1] = (x[2 * p + 1] as number) + step * (gy[e] as number);
  }
}
