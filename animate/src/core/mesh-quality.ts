import type { Animator } from './animator';
import { paperInside } from './paper-inside';
import type { Plane } from './types';

/** How a motion treats the mesh over its loop (for the tearing tests and the bench). */
export type MeshQuality = {
  /** The largest share of the figure's rest area in triangles turned over, at any frame. */
  flipped: number;
  /** The largest share of the rest area in triangles stretched or squashed past `STRETCH_LIMIT`. */
  overstretched: number;
  /** The largest factor any triangle's area grows or shrinks by (>= 1). */
  worstStretch: number;
  /** Vertex jump at the loop's seam over the largest jump between other frames. */
  seam: number;
  /** The largest joint distance between the pose at 0 and at one period (mask pixels). */
  poseGap: number;
  /** The most paper pixels that show inside the outline while moving, beyond those at rest. */
  paper: number;
  /** Paper inside the outline at rest. */
  paperAtRest: number;
};

/** Area factor past which a triangle counts as overstretched (or squashed: its inverse). */
export const STRETCH_LIMIT = 2.5;

const signedArea = (x: ArrayLike<number>, a: number, b: number, c: number) =>
  ((x[2 * b] as number) - (x[2 * a] as number)) * ((x[2 * c + 1] as number) - (x[2 * a + 1] as number)) -
  ((x[2 * c] as number) - (x[2 * a] as number)) * ((x[2 * b + 1] as number) - (x[2 * a + 1] as number));

/**
 * Plays two loops of the animator's motion at `fps` (the first lets the solver settle from the
 * drawn pose) and measures the second: turned-over and overstretched triangles, the jump at the
 * seam, and the paper showing through at `paperFrames` frames.
 */
export function meshQuality(animator: Animator, mask: Plane, fps = 30, paperFrames = 12): MeshQuality {
  const { mesh } = animator;
  const t = mesh.triangles;
  const rest = new Float64Array(t.length / 3);
  let total = 0;
  for (let k = 0; k < t.length; k += 3) {
    rest[k / 3] = signedArea(mesh.positions, t[k] as number, t[k + 1] as number, t[k + 2] as number);
    total += Math.abs(rest[k / 3] as number);
  }
  const seconds = animator.motion.seconds;
  const frames = Math.max(2, Math.round(seconds * fps));
  let flipped = 0;
  let overstretched = 0;
  let worstStretch = 1;
  let previous: Float64Array | null = null;
  let largestStep = 0;
  let seamStep = 0;
  for (let f = 0; f <= 2 * frames; f++) {
    const positions = animator.frame((f / frames) * seconds).slice();
    if (previous) {
      let step = 0;
      for (let i = 0; i < positions.length; i += 2)
        step = Math.max(
          step,
          Math.hypot(
            (positions[i] as number) - (previous[i] as number),
            (positions[i + 1] as number) - (previous[i + 1] as number),
          ),
        );
      // Frame `2 * frames` is at phase 1 (= 0): the step into it crosses the seam of the second
      // loop; the steps before it in that loop are the ordinary ones.
      if (f === 2 * frames) seamStep = step;
      else if (f > frames) largestStep = Math.max(largestStep, step);
    }
    previous = positions;
    if (f <= frames) continue;
    let flippedArea = 0;
    let stretchedArea = 0;
    for (let k = 0; k < t.length; k += 3) {
      const before = rest[k / 3] as number;
      const now = signedArea(positions, t[k] as number, t[k + 1] as number, t[k + 2] as number);
      if (now * before <= 0) {
        flippedArea += Math.abs(before);
        continue;
      }
      const factor = Math.abs(now / before);
      const grow = Math.max(factor, 1 / factor);
      worstStretch = Math.max(worstStretch, grow);
      if (grow > STRETCH_LIMIT) stretchedArea += Math.abs(before);
    }
    flipped = Math.max(flipped, flippedArea / total);
    overstretched = Math.max(overstretched, stretchedArea / total);
  }
  const start = animator.pose(0);
  const end = animator.pose(seconds);
  let poseGap = 0;
  for (const joint of animator.skeleton.joints) {
    const a = start.joints[joint];
    const b = end.joints[joint];
    if (a && b) poseGap = Math.max(poseGap, Math.hypot(a.x - b.x, a.y - b.y));
  }
  const paperAtRest = paperInside(mesh, mask, mesh.positions);
  let paper = 0;
  for (let f = 0; f < paperFrames; f++) {
    const positions = animator.frame((f / paperFrames) * seconds);
    paper = Math.max(paper, paperInside(mesh, mask, positions) - paperAtRest);
  }
  return {
    flipped,
    overstretched,
    worstStretch,
    seam: seamStep / Math.max(1e-9, largestStep),
    poseGap,
    paper,
    paperAtRest,
  };
}
