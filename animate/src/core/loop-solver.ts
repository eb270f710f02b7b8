/**
 * The mesh's vertices for one loop of poses, the same in every pass and with no jump where the
 * loop starts again. The solver carries its state from frame to frame (a few iterations each, so
 * the figure moves smoothly and a loosely held part, a curly tail, swings on as it was), which by
 * itself never returns exactly to where it started: such parts drift a little each pass. So the
 * loop is solved twice in a row, from the skinned guess of its first pose (skin.ts), and frame k
 * of the loop is the second pass's frame k blended into the first pass's by k / frames: frame 0
 * is the second pass's start, the last frame is almost the first pass's end, and the first pass's
 * end leads into the second pass's start like every other frame into the one after it. The drift is spread
 * evenly over the loop. Everything depends on the figure and the poses alone: no clock, no order
 * of calls. Used by the live preview (Animator) and every rendered clip (ClipDeformer).
 */
import type { Skeleton } from '../skeletons';
import { ArapDeformer } from './arap';
import { buildMesh, type RiggedMesh } from './mesh';
import type { PlanPose } from './pose';
import { type SkinWeights, skinPositions, skinWeights } from './skin';
import type { Plane, Point, SkeletonJoints } from './types';

/** Iterations for the loop's first pose (from the skinned guess) and for each frame after it. */
const SETTLE_ITERATIONS = 40;
const FRAME_ITERATIONS = 8;

export class LoopSolver {
  readonly mesh: RiggedMesh;
  /** The figure's lowest point at rest, which a squash keeps on the ground. */
  readonly ground: number;
  private readonly deformer: ArapDeformer;
  /** Each vertex's bones and weights (skinWeights). */
  readonly skin: SkinWeights;
  private readonly targets: Float64Array;

  constructor(
    mask: Plane,
    private readonly rest: SkeletonJoints,
    private readonly skeleton: Skeleton,
    vertices?: number,
  ) {
    this.mesh = buildMesh(mask, rest, vertices, skeleton);
    this.deformer = new ArapDeformer(this.mesh, this.mesh.handles);
    this.skin = skinWeights(this.mesh, rest, skeleton);
    this.targets = new Float64Array(skeleton.joints.length * 2);
    let ground = Number.NEGATIVE_INFINITY;
    for (let i = 1; i < this.mesh.positions.length; i += 2) ground = Math.max(ground, this.mesh.positions[i] as number);
    this.ground = ground;
  }

  private aim(joints: SkeletonJoints): Float64Array {
    this.skeleton.joints.forEach((name, k) => {
      const p = joints[name] as Point;
      this.targets[2 * k] = p.x;
      this.targets[2 * k + 1] = p.y;
    });
    return this.targets;
  }

  /**
   * The vertices (x, y pairs, mask pixels) of each of the loop's `frames` frames, frame k with the
   * pose `poseAt(k)` (its squash and stretch applied); `poseAt(frames)` must be `poseAt(0)`.
   */
  solve(frames: number, poseAt: (k: number) => PlanPose): Float64Array[] {
    const count = Math.max(1, Math.round(frames));
    const poses = Array.from({ length: count }, (_, k) => poseAt(k));
    const first = poses[0] as PlanPose;
    const start = skinPositions(
      this.mesh.positions,
      this.skin,
      this.rest,
      first.joints,
      new Float64Array(this.mesh.positions.length),
    );
    const firstPass: Float64Array[] = [
      Float64Array.from(this.deformer.deformFrom(start, this.aim(first.joints), SETTLE_ITERATIONS)),
    ];
    for (let k = 1; k < count; k++)
      firstPass.push(
        Float64Array.from(this.deformer.deform(this.aim((poses[k] as PlanPose).joints), FRAME_ITERATIONS)),
      );
    return poses.map((pose, k) => {
      const second = this.deformer.deform(this.aim(pose.joints), FRAME_ITERATIONS);
      const earlier = firstPass[k] as Float64Array;
      const w = k / count;
      const out = new Float64Array(second.length);
      const { stretch } = pose;
      for (let i = 0; i < out.length; i += 2) {
        const x = (second[i] as number) * (1 - w) + (earlier[i] as number) * w;
        const y = (second[i + 1] as number) * (1 - w) + (earlier[i + 1] as number) * w;
        // The squash is a stretch of the whole deformed figure: the solver works unstretched.
        out[i] = stretch ? stretch.ox + (x - stretch.ox) * stretch.sx : x;
        out[i + 1] = stretch ? stretch.oy + (y - stretch.oy) * stretch.sy : y;
      }
      return out;
    });
  }
}
