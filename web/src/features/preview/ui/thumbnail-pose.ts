/**
 * The motion browser's thumbnails move the parent's own figure cheaply: each vertex of the mesh
 * follows its nearest bones (linear blend skinning, the first guess the engine's loop solver
 * starts from) instead of the full as-rigid-as-possible loop the big stage solves. A thumbnail is
 * a few dozen pixels tall, where the difference does not show, and a frame costs microseconds, so
 * any number of motions of any length can loop side by side.
 */
import {
  bounds,
  buildMesh,
  type Motion,
  type Plane,
  poseAtPhase,
  type RiggedMesh,
  type Skeleton,
  type SkeletonJoints,
  type SkinWeights,
  skinPositions,
  skinWeights,
} from '@dtm/animate';

/** The figure rigged for thumbnails: its mesh and each vertex's bones and weights (the engine's skinning). */
export type ThumbnailRig = {
  mesh: RiggedMesh;
  skeleton: Skeleton;
  joints: SkeletonJoints;
  skin: SkinWeights;
  /** The figure's lowest point at rest, which a squash keeps on the ground. */
  ground: number;
  /** Scratch for the skinned vertices, before they are placed in the thumbnail. */
  skinned: Float64Array;
};

/** Where the figure stands in a thumbnail: mask pixels to thumbnail pixels. */
export type ThumbnailPlacement = { scale: number; dx: number; dy: number };

/**
 * Rigs the figure for thumbnails. Distances to each bone are measured through the mesh, so an arm
 * drawn against the body does not drag the body along with it.
 */
export function thumbnailRig(mask: Plane, joints: SkeletonJoints, skeleton: Skeleton): ThumbnailRig {
  const mesh = buildMesh(mask, joints, undefined, skeleton);
  const p = mesh.positions;
  let ground = Number.NEGATIVE_INFINITY;
  for (let i = 1; i < p.length; i += 2) ground = Math.max(ground, p[i] as number);
  const skin = skinWeights(mesh, joints, skeleton);
  return { mesh, skeleton, joints, skin, ground, skinned: new Float64Array(p.length) };
}

/**
 * The figure's place in a `size` x `size` thumbnail from its mask's bounds: about three quarters
 * of the height or width, centred, feet near the bottom (room above for a jump, beside it for a wave).
 */
export function thumbnailPlacement(mask: Plane, size: number): ThumbnailPlacement {
  const box = bounds(mask) ?? { x0: 0, y0: 0, x1: mask.width - 1, y1: mask.height - 1 };
  const width = box.x1 + 1 - box.x0;
  const height = box.y1 + 1 - box.y0;
  const scale = Math.min((size * 0.74) / Math.max(1, height), (size * 0.76) / Math.max(1, width));
  return { scale, dx: size / 2 - ((box.x0 + box.x1 + 1) / 2) * scale, dy: size * 0.92 - (box.y1 + 1) * scale };
}

/**
 * Writes into `out` the mesh's vertices (x, y pairs) at loop phase `phase` (0..1) of `motion`,
 * placed in the thumbnail: each vertex moved by its bones, each bone turned by the angle between
 * its drawn and posed direction about its middle, then the motion's squash and stretch.
 */
export function posedThumbnail(
  rig: ThumbnailRig,
  motion: Motion,
  phase: number,
  placement: ThumbnailPlacement,
  out: Float64Array,
): Float64Array {
  const { joints: pose, stretch } = poseAtPhase(motion, rig.joints, phase, rig.skeleton, rig.ground);
  const skinned = skinPositions(rig.mesh.positions, rig.skin, rig.joints, pose, rig.skinned);
  const { scale, dx, dy } = placement;
  for (let i = 0; i < skinned.length; i += 2) {
    let px = skinned[i] as number;
    let py = skinned[i + 1] as number;
    if (stretch) {
      px = stretch.ox + (px - stretch.ox) * stretch.sx;
      py = stretch.oy + (py - stretch.oy) * stretch.sy;
    }
    out[i] = px * scale + dx;
    out[i + 1] = py * scale + dy;
  }
  return out;
}
