import type { MotionName } from '../schema';
import type { Skeleton } from '../skeletons';
import { DrawOrder, partOrderAt } from './draw-order';
import { LoopSolver } from './loop-solver';
import type { RiggedMesh } from './mesh';
import type { Motion } from './motions';
import { firstMotion, motionFor } from './plan-motions/index';
import { BIPED_SKELETON, type PlanPose, phaseOf, poseAtPhase } from './pose';
import type { Plane, SkeletonJoints } from './types';

export type AnimatorOptions = {
  /** A motion of the skeleton's plan (`PLAN_MOTIONS`); the plan's first when not given. */
  motion?: MotionName | (string & {});
  vertices?: number;
  /** The biped's when not given. */
  skeleton?: Skeleton;
};

/** Frames per second of the loop the Animator solves (as a finished clip's: CLIP_FPS). */
const LOOP_FPS = 30;

/**
 * Drives a cut-out's mesh through one of our motions. The motion's loop is solved once, as a
 * finished clip's is (LoopSolver, 30 frames a second), and a time between two of its frames is
 * drawn between them: the preview shows what a render will, and never jumps where the loop restarts.
 */
export class Animator {
  readonly mesh: RiggedMesh;
  readonly skeleton: Skeleton;
  private readonly solver: LoopSolver;
  private motionName: string;
  private current: Motion;
  private loop: Float64Array[] | null = null;
  private readonly between: Float64Array;
  private readonly order: DrawOrder;
  /** The part order of each frame of the loop (see drawOrder), made with the loop. */
  private partOrders: number[][] | null = null;

  constructor(
    mask: Plane,
    private readonly joints: SkeletonJoints,
    options: AnimatorOptions = {},
  ) {
    this.skeleton = options.skeleton ?? BIPED_SKELETON;
    this.solver = new LoopSolver(mask, joints, this.skeleton, options.vertices);
    this.mesh = this.solver.mesh;
    this.between = new Float64Array(this.mesh.positions.length);
    this.motionName = options.motion ?? firstMotion(this.skeleton);
    this.current = motionFor(this.skeleton, this.motionName, joints);
    this.order = new DrawOrder(this.mesh, this.solver.skin, this.skeleton);
  }

  /** The current motion (its `seconds` is the loop's length). */
  get motion() {
    return this.current;
  }

  setMotion(motion: MotionName | (string & {})): void {
    if (motion === this.motionName) return;
    this.current = motionFor(this.skeleton, motion, this.joints);
    this.motionName = motion;
    this.loop = null;
    this.partOrders = null;
  }

  /** The joints at `seconds` into the current motion, before the squash and stretch (see `frame`). */
  pose(seconds: number): PlanPose {
    return poseAtPhase(this.current, this.joints, phaseOf(this.current, seconds), this.skeleton, this.solver.ground);
  }

  /** Vertex positions (x, y pairs, mask pixels) at `seconds` into the current motion; reused by the next call. */
  frame(seconds: number): Float64Array {
    const period = this.current.seconds;
    const frames = Math.max(1, Math.round(period * LOOP_FPS));
    this.loop ??= this.solver.solve(frames, (k) => this.pose((k * period) / frames));
    const loop = this.loop;
    const at = ((((seconds / period) % 1) + 1) % 1) * frames;
    const k = Math.floor(at) % frames;
    const w = at - Math.floor(at);
    const a = loop[k] as Float64Array;
    const b = loop[(k + 1) % frames] as Float64Array;
    const out = this.between;
    for (let i = 0; i < out.length; i++) out[i] = (a[i] as number) + ((b[i] as number) - (a[i] as number)) * w;
    return out;
  }

  /**
   * The mesh's triangles in the order to draw them at `seconds` (draw-order.ts: the trunk, then
   * the limbs, the nearest last): the order of the loop frame nearest `seconds`, so phase 0 and 1
   * are one order. The same array until the order changes, a new one when it does.
   */
  drawOrder(seconds: number): Uint32Array {
    return this.order.of(this.partOrder(seconds));
  }

  /** The order the body parts are drawn in at `seconds` (indexes into `bodyParts(skeleton).names`, first drawn first). */
  partOrder(seconds: number): readonly number[] {
    const period = this.current.seconds;
    const frames = Math.max(1, Math.round(period * LOOP_FPS));
    this.partOrders ??= Array.from({ length: frames }, (_, k) =>
      partOrderAt(this.skeleton, this.current.name, k / frames),
    );
    const k = Math.round(((((seconds / period) % 1) + 1) % 1) * frames) % frames;
    return this.partOrders[k] as number[];
  }
}
