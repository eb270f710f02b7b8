/**
 * A finished clip from a sequence of motions: its length rounded to whole passes of the sequence
 * (so its last frame leads into its first), the time of each frame, the pose at any time (with a
 * short blend where one motion hands over to the next), and the mesh's vertices frame by frame.
 * No clock: frame n is at n / fps, and the same steps and figure give the same numbers.
 */
import type { Skeleton } from '../skeletons';
import { ArapDeformer } from './arap';
import { buildMesh, type RiggedMesh } from './mesh';
import type { Motion } from './motions';
import { type PlanPose, phaseOf, poseAtPhase, type Stretch } from './pose';
import type { Plane, Point, SkeletonJoints } from './types';

/** Frames per second of every finished clip. */
export const CLIP_FPS = 30;

/** Seconds over which one motion blends into the next (less when a step is shorter). */
export const BLEND_SECONDS = 0.4;

/** One motion of the sequence, played `cycles` times. */
export type ClipStep = { motion: Motion; cycles: number };

/** The clip as rendered: each step's start and length, one pass of the sequence, the passes, the frames. */
export type ClipPlan = {
  steps: (ClipStep & { start: number; seconds: number })[];
  passSeconds: number;
  passes: number;
  seconds: number;
  frames: number;
  fps: number;
};

/**
 * The clip for `requestedSeconds`: the sequence played a whole number of times (at least once, the
 * nearest to what was asked), so the clip ends where it starts.
 */
export function planClip(steps: readonly ClipStep[], requestedSeconds: number, fps = CLIP_FPS): ClipPlan {
  if (steps.length === 0) throw new Error('a clip needs at least one motion');
  let start = 0;
  const placed = steps.map((step) => {
    const seconds = step.motion.seconds * step.cycles;
    const at = { ...step, start, seconds };
    start += seconds;
    return at;
  });
  const passSeconds = start;
  const passes = Math.max(1, Math.round(requestedSeconds / passSeconds));
  const seconds = passes * passSeconds;
  return { steps: placed, passSeconds, passes, seconds, frames: Math.max(1, Math.round(seconds * fps)), fps };
}

/** The time of frame `n` (n / fps, stretched by a hair when the length is not a whole number of frames). */
export function frameTime(plan: ClipPlan, n: number): number {
  const exact = Math.abs(plan.frames - plan.seconds * plan.fps) < 1e-6;
  return exact ? n / plan.fps : (n * plan.seconds) / plan.frames;
}

/** Which step plays at `t` seconds into the clip, how far into it, and the next step to blend into. */
export function stepAt(plan: ClipPlan, t: number) {
  const within = ((t % plan.passSeconds) + plan.passSeconds) % plan.passSeconds;
  let index = plan.steps.length - 1;
  for (let i = 0; i < plan.steps.length; i++) {
    const step = plan.steps[i] as ClipPlan['steps'][number];
    if (within < step.start + step.seconds - 1e-9) {
      index = i;
      break;
    }
  }
  const step = plan.steps[index] as ClipPlan['steps'][number];
  const next = plan.steps[(index + 1) % plan.steps.length] as ClipPlan['steps'][number];
  const local = within - step.start;
  const blend = Math.min(BLEND_SECONDS, step.seconds / 2, next.seconds / 2);
  const left = step.seconds - local;
  // The same motion again needs no blend: it already ends where it starts.
  const weight = next.motion === step.motion || left >= blend ? 0 : smooth(1 - left / blend);
  return { index, step, next, local, weight, intoNext: -left };
}

function smooth(x: number): number {
  const t = Math.min(1, Math.max(0, x));
  return t * t * (3 - 2 * t);
}

function lerp(a: number, b: number, w: number) {
  return a + (b - a) * w;
}

function blendPoses(a: PlanPose, b: PlanPose, w: number, names: readonly string[]): PlanPose {
  if (w <= 0) return a;
  if (w >= 1) return b;
  const joints: SkeletonJoints = {};
  for (const name of names) {
    const p = a.joints[name] as Point;
    const q = b.joints[name] as Point;
    joints[name] = { x: lerp(p.x, q.x, w), y: lerp(p.y, q.y, w) };
  }
  if (!a.stretch && !b.stretch) return { joints, stretch: null };
  const none = (other: Stretch): Stretch => ({ sx: 1, sy: 1, ox: other.ox, oy: other.oy });
  const s = a.stretch ?? none(b.stretch as Stretch);
  const u = b.stretch ?? none(s);
  return {
    joints,
    stretch: { sx: lerp(s.sx, u.sx, w), sy: lerp(s.sy, u.sy, w), ox: lerp(s.ox, u.ox, w), oy: lerp(s.oy, u.oy, w) },
  };
}

/** The pose at `t` seconds into the clip; `ground` is the figure's lowest y at rest (see poseAtPhase). */
export function clipPose(
  plan: ClipPlan,
  rest: SkeletonJoints,
  skeleton: Skeleton,
  t: number,
  ground?: number,
): PlanPose {
  const { step, next, local, weight, intoNext } = stepAt(plan, t);
  const here = poseAtPhase(step.motion, rest, phaseOf(step.motion, local), skeleton, ground);
  if (weight === 0) return here;
  const there = poseAtPhase(next.motion, rest, phaseOf(next.motion, intoNext), skeleton, ground);
  return blendPoses(here, there, weight, skeleton.joints);
}

/** Iterations for the first solve from the drawn pose and for each frame after it (as the Animator). */
const SETTLE_ITERATIONS = 40;
const FRAME_ITERATIONS = 8;
/** Frames solved before frame 0, from the clip's end, so frame 0 is solved as it is when the clip loops. */
const PREROLL_FRAMES = 15;

/**
 * The mesh's vertices for each frame of a clip, solved in order. Frame `n` depends only on the
 * figure, the steps and `n`: the solver is started a few frames before it from the drawn pose,
 * and in a full render each frame continues from the one before, exactly as in every other render.
 */
export class ClipDeformer {
  readonly mesh: RiggedMesh;
  private readonly deformer: ArapDeformer;
  private readonly targets: Float64Array;
  private readonly out: Float64Array;
  private readonly ground: number;
  private last = Number.NaN;

  constructor(
    mask: Plane,
    private readonly rest: SkeletonJoints,
    private readonly skeleton: Skeleton,
    readonly plan: ClipPlan,
    vertices?: number,
  ) {
    this.mesh = buildMesh(mask, rest, vertices, skeleton);
    this.deformer = new ArapDeformer(this.mesh, this.mesh.handles);
    this.targets = new Float64Array(skeleton.joints.length * 2);
    this.out = new Float64Array(this.mesh.positions.length);
    let ground = Number.NEGATIVE_INFINITY;
    for (let i = 1; i < this.mesh.positions.length; i += 2) ground = Math.max(ground, this.mesh.positions[i] as number);
    this.ground = ground;
  }

  /** The pose of frame `n` (before its squash and stretch). */
  pose(n: number): PlanPose {
    return clipPose(this.plan, this.rest, this.skeleton, frameTime(this.plan, n), this.ground);
  }

  private solve(n: number, iterations: number): Float64Array {
    const { joints, stretch } = this.pose(n);
    this.skeleton.joints.forEach((name, k) => {
      const p = joints[name] as Point;
      this.targets[2 * k] = p.x;
      this.targets[2 * k + 1] = p.y;
    });
    const positions = this.deformer.deform(this.targets, iterations);
    if (!stretch) {
      this.out.set(positions);
      return this.out;
    }
    for (let i = 0; i < positions.length; i += 2) {
      this.out[i] = stretch.ox + ((positions[i] as number) - stretch.ox) * stretch.sx;
      this.out[i + 1] = stretch.oy + ((positions[i + 1] as number) - stretch.oy) * stretch.sy;
    }
    return this.out;
  }

  /** Vertex positions (x, y pairs, mask pixels) of frame `n`; the array is reused by the next call. */
  frame(n: number): Float64Array {
    if (n !== this.last + 1) {
      // A jump (or the first frame): start again a few frames earlier, wrapping round the loop.
      this.deformer.reset();
      const from = n - PREROLL_FRAMES;
      const at = (k: number) => ((k % this.plan.frames) + this.plan.frames) % this.plan.frames;
      this.solve(at(from), SETTLE_ITERATIONS);
      for (let k = from + 1; k < n; k++) this.solve(at(k), FRAME_ITERATIONS);
    }
    this.last = n;
    return this.solve(n, FRAME_ITERATIONS);
  }
}
