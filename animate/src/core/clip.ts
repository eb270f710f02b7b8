/**
 * A finished clip from a sequence of motions: its length rounded to whole passes of the sequence
 * (so its last frame leads into its first), the time of each frame, the pose at any time (with a
 * short blend where one motion hands over to the next), and the mesh's vertices frame by frame.
 * No clock: frame n is at n / fps, and the same steps and figure give the same numbers.
 */
import type { Skeleton } from '../skeletons';
import { DrawOrder, partOrderAt } from './draw-order';
import { LoopSolver } from './loop-solver';
import type { RiggedMesh } from './mesh';
import type { Motion } from './motions';
import { type PlanPose, phaseOf, poseAtPhase, type Stretch } from './pose';
import type { Plane, Point, SkeletonJoints } from './types';

/** Frames per second of every finished clip. */
export const CLIP_FPS = 30;

/** Seconds over which one motion blends into the next (less when a step is shorter). */
export const BLEND_SECONDS = 0.4;

/** One motion of the sequence, played `cycles` times. */
export type ClipStep = { motion: Motion; cycles: number };

/**
 * The clip as rendered: each step's start and length (clip seconds), one pass of the sequence, the
 * passes, the frames, and the speed the motions play at so the passes fill the length asked for.
 */
export type ClipPlan = {
  steps: (ClipStep & { start: number; seconds: number })[];
  passSeconds: number;
  /** Motion seconds per clip second (1: as keyed; between MIN_SPEED and MAX_SPEED). */
  speed: number;
  passes: number;
  seconds: number;
  frames: number;
  fps: number;
};

/** The slowest and fastest the motions are played to fit a length: a third either way hardly shows. */
export const MIN_SPEED = 2 / 3;
export const MAX_SPEED = 3 / 2;

/**
 * The clip for `requestedSeconds`: the sequence played a whole number of times (at least once),
 * each pass slowed or sped up (within MIN_SPEED..MAX_SPEED) so the clip is as long as asked, and it
 * ends where it starts. Only a length shorter than two thirds of one pass comes out longer.
 */
export function planClip(steps: readonly ClipStep[], requestedSeconds: number, fps = CLIP_FPS): ClipPlan {
  if (steps.length === 0) throw new Error('a clip needs at least one motion');
  const keyed = steps.reduce((sum, step) => sum + step.motion.seconds * step.cycles, 0);
  const natural = requestedSeconds / keyed;
  // The pass count whose speed is nearest 1 (by ratio), then the speed that makes the length exact.
  const candidates = [Math.floor(natural), Math.ceil(natural)].filter((n) => n >= 1);
  const off = (n: number) => Math.abs(Math.log(n / natural));
  const passes = candidates.sort((a, b) => off(a) - off(b))[0] ?? 1;
  // A pass is a whole number of frames, so every pass shows the very same frames and n / fps is exact.
  const perPass = Math.max(1, Math.round((keyed / Math.min(MAX_SPEED, Math.max(MIN_SPEED, passes / natural))) * fps));
  const passSeconds = perPass / fps;
  const speed = keyed / passSeconds;
  let start = 0;
  const placed = steps.map((step) => {
    const seconds = (step.motion.seconds * step.cycles) / speed;
    const at = { ...step, start, seconds };
    start += seconds;
    return at;
  });
  return { steps: placed, passSeconds, speed, passes, seconds: passes * passSeconds, frames: passes * perPass, fps };
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
  const here = poseAtPhase(step.motion, rest, phaseOf(step.motion, local * plan.speed), skeleton, ground);
  if (weight === 0) return here;
  const there = poseAtPhase(next.motion, rest, phaseOf(next.motion, intoNext * plan.speed), skeleton, ground);
  return blendPoses(here, there, weight, skeleton.joints);
}

/**
 * The mesh's vertices for each frame of a clip: one pass of the sequence solved as a loop
 * (LoopSolver), played `passes` times. Frame `n` depends on the figure, the steps and `n` alone;
 * every pass is the same, and the frame after the last is the first.
 */
export class ClipDeformer {
  readonly mesh: RiggedMesh;
  private readonly solver: LoopSolver;
  private loop: Float64Array[] | null = null;
  private readonly order: DrawOrder;
  /** Each frame's part order, one pass (see drawOrder). */
  private readonly partOrders: (number[] | undefined)[] = [];

  constructor(
    mask: Plane,
    private readonly rest: SkeletonJoints,
    private readonly skeleton: Skeleton,
    readonly plan: ClipPlan,
    vertices?: number,
  ) {
    this.solver = new LoopSolver(mask, rest, skeleton, vertices);
    this.mesh = this.solver.mesh;
    this.order = new DrawOrder(this.mesh, this.solver.skin, skeleton);
  }

  /** The pose of frame `n` (before its squash and stretch). */
  pose(n: number): PlanPose {
    return clipPose(this.plan, this.rest, this.skeleton, frameTime(this.plan, n), this.solver.ground);
  }

  /** Vertex positions (x, y pairs, mask pixels) of frame `n`, any whole number (the clip repeats). */
  frame(n: number): Float64Array {
    const period = this.plan.frames / this.plan.passes;
    this.loop ??= this.solver.solve(period, (k) => this.pose(k));
    return this.loop[((n % period) + period) % period] as Float64Array;
  }

  /**
   * The mesh's triangles in the order to draw frame `n` in (draw-order.ts: the trunk, then the
   * limbs, the nearest last, by the motion playing then, or by the one blended into past halfway).
   * The same array as the frame before while the order holds, a new one when it changes.
   */
  drawOrder(n: number): Uint32Array {
    const period = this.plan.frames / this.plan.passes;
    const k = ((n % period) + period) % period;
    let partOrder = this.partOrders[k];
    if (!partOrder) {
      const { step, next, local, weight, intoNext } = stepAt(this.plan, frameTime(this.plan, k));
      partOrder =
        weight < 0.5
          ? partOrderAt(this.skeleton, step.motion.name, phaseOf(step.motion, local * this.plan.speed))
          : partOrderAt(this.skeleton, next.motion.name, phaseOf(next.motion, intoNext * this.plan.speed));
      this.partOrders[k] = partOrder;
    }
    return this.order.of(partOrder);
  }
}
