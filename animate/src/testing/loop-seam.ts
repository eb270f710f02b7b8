import { ClipDeformer, planClip } from '../core/clip';
import { motionFor } from '../core/plan-motions/index';
import type { Plane, SkeletonJoints } from '../core/types';
import type { Skeleton } from '../skeletons';

/** How a clip of one motion loops, measured on the mesh's vertices (mask pixels). */
export type LoopSeam = {
  /** The step from the last frame back to the first, as the file plays on: the most any vertex moves, and the mean. */
  wrap: { max: number; mean: number };
  /** The largest step between two frames of the loop. */
  largest: { max: number; mean: number };
  /** The most a vertex differs between a frame of the first pass and the same frame of the second. */
  secondPass: number;
};

function step(a: Float64Array, b: Float64Array): { max: number; mean: number } {
  let max = 0;
  let sum = 0;
  for (let i = 0; i < a.length; i += 2) {
    const d = Math.hypot((a[i] as number) - (b[i] as number), (a[i + 1] as number) - (b[i + 1] as number));
    max = Math.max(max, d);
    sum += d;
  }
  return { max, mean: sum / (a.length / 2) };
}

/**
 * A clip of two passes of `motion` solved as the studio renders it (frames in order from 0), and
 * its seam: the step at the wrap against the largest ordinary step, and the second pass against the first.
 */
export function loopSeam(
  figure: { mask: Plane; skeleton: Skeleton; joints: SkeletonJoints },
  motionName: string,
): LoopSeam {
  const motion = motionFor(figure.skeleton, motionName, figure.joints);
  const plan = planClip([{ motion, cycles: 1 }], 2 * motion.seconds);
  const period = plan.frames / plan.passes;
  const deformer = new ClipDeformer(figure.mask, figure.joints, figure.skeleton, plan);
  const frames: Float64Array[] = [];
  for (let n = 0; n < plan.frames; n++) frames.push(Float64Array.from(deformer.frame(n)));
  const largest = { max: 0, mean: 0 };
  for (let n = 0; n + 1 < period; n++) {
    const s = step(frames[n] as Float64Array, frames[n + 1] as Float64Array);
    largest.max = Math.max(largest.max, s.max);
    largest.mean = Math.max(largest.mean, s.mean);
  }
  let secondPass = 0;
  for (let n = 0; n < period; n++)
    secondPass = Math.max(secondPass, step(frames[n] as Float64Array, frames[n + period] as Float64Array).max);
  return { wrap: step(frames[period - 1] as Float64Array, frames[0] as Float64Array), largest, secondPass };
}
