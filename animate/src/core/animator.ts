import type { MotionName } from '../schema';
import type { Skeleton } from '../skeletons';
import { ArapDeformer } from './arap';
import { buildMesh, type RiggedMesh } from './mesh';
import type { Motion } from './motions';
import { firstMotion, motionFor } from './plan-motions/index';
import { BIPED_SKELETON, type PlanPose, phaseOf, poseAtPhase } from './pose';
import type { Plane, Point, SkeletonJoints } from './types';

/** Iterations for the first frame of a motion (from the drawn pose) and for each frame after it. */
const SETTLE_ITERATIONS = 40;
const FRAME_ITERATIONS = 8;

export type AnimatorOptions = {
  /** A motion of the skeleton's plan (`PLAN_MOTIONS`); the plan's first when not given. */
  motion?: MotionName | (string & {});
  vertices?: number;
  /** The biped's when not given. */
  skeleton?: Skeleton;
};

/** Drives a cut-out's mesh through one of our motions, frame by frame. */
export class Animator {
  readonly mesh: RiggedMesh;
  readonly skeleton: Skeleton;
  private readonly deformer: ArapDeformer;
  private motionName: string;
  private current: Motion;
  private settled = false;
  private readonly targets: Float64Array;
  private readonly stretched: Float64Array;
  /** The figure's lowest point at rest, which a squash keeps on the ground. */
  private readonly ground: number;

  constructor(
    mask: Plane,
    private readonly joints: SkeletonJoints,
    options: AnimatorOptions = {},
  ) {
    this.skeleton = options.skeleton ?? BIPED_SKELETON;
    this.mesh = buildMesh(mask, joints, options.vertices, this.skeleton);
    this.deformer = new ArapDeformer(this.mesh, this.mesh.handles);
    this.motionName = options.motion ?? firstMotion(this.skeleton);
    this.current = motionFor(this.skeleton, this.motionName, joints);
    this.targets = new Float64Array(this.skeleton.joints.length * 2);
    this.stretched = new Float64Array(this.mesh.positions.length);
    let ground = Number.NEGATIVE_INFINITY;
    for (let i = 1; i < this.mesh.positions.length; i += 2) ground = Math.max(ground, this.mesh.positions[i] as number);
    this.ground = ground;
  }

  /** The current motion (its `seconds` is the loop's length). */
  get motion() {
    return this.current;
  }

  setMotion(motion: MotionName | (string & {})): void {
    if (motion === this.motionName) return;
    this.current = motionFor(this.skeleton, motion, this.joints);
    this.motionName = motion;
    this.settled = false;
    this.deformer.reset();
  }

  /** The joints at `seconds` into the current motion, before the squash and stretch (see `frame`). */
  pose(seconds: number): PlanPose {
    return poseAtPhase(this.current, this.joints, phaseOf(this.current, seconds), this.skeleton, this.ground);
  }

  /** Vertex positions (x, y pairs, mask pixels) at `seconds` into the current motion. */
  frame(seconds: number): Float64Array {
    const { joints, stretch } = this.pose(seconds);
    this.skeleton.joints.forEach((name, k) => {
      const p = joints[name] as Point;
      this.targets[2 * k] = p.x;
      this.targets[2 * k + 1] = p.y;
    });
    const positions = this.deformer.deform(this.targets, this.settled ? FRAME_ITERATIONS : SETTLE_ITERATIONS);
    this.settled = true;
    if (!stretch) return positions;
    // The squash is a stretch of the whole deformed figure: the solver keeps working unstretched.
    const out = this.stretched;
    for (let i = 0; i < positions.length; i += 2) {
      out[i] = stretch.ox + ((positions[i] as number) - stretch.ox) * stretch.sx;
      out[i + 1] = stretch.oy + ((positions[i + 1] as number) - stretch.oy) * stretch.sy;
    }
    return out;
  }
}
