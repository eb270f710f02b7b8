import { JOINT_NAMES, type MotionName } from '../schema';
import { ArapDeformer } from './arap';
import { buildMesh, type RiggedMesh } from './mesh';
import { MOTIONS } from './motions';
import { poseAt } from './pose';
import type { Joints, Plane } from './types';

/** Iterations for the first frame of a motion (from the drawn pose) and for each frame after it. */
const SETTLE_ITERATIONS = 40;
const FRAME_ITERATIONS = 8;

/** Drives a cut-out's mesh through one of our motions, frame by frame. */
export class Animator {
  readonly mesh: RiggedMesh;
  private readonly deformer: ArapDeformer;
  private motion: MotionName;
  private settled = false;
  private readonly targets = new Float64Array(JOINT_NAMES.length * 2);

  constructor(
    mask: Plane,
    private readonly joints: Joints,
    options: { motion?: MotionName; vertices?: number } = {},
  ) {
    this.mesh = buildMesh(mask, joints, options.vertices);
    this.deformer = new ArapDeformer(this.mesh, this.mesh.handles);
    this.motion = options.motion ?? 'wave';
  }

  setMotion(motion: MotionName): void {
    if (motion === this.motion) return;
    this.motion = motion;
    this.settled = false;
    this.deformer.reset();
  }

  /** Vertex positions (x, y pairs, mask pixels) at `seconds` into the current motion. */
  frame(seconds: number): Float64Array {
    const pose = poseAt(MOTIONS[this.motion], this.joints, seconds);
    JOINT_NAMES.forEach((name, k) => {
      this.targets[2 * k] = pose[name].x;
      this.targets[2 * k + 1] = pose[name].y;
    });
    const positions = this.deformer.deform(this.targets, this.settled ? FRAME_ITERATIONS : SETTLE_ITERATIONS);
    this.settled = true;
    return positions;
  }
}
