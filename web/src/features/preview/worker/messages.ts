import type { BodyPlan, Plane, Point, RgbaImage, Skeleton, SkeletonJoints } from '@dtm/animate';

/** Asks the worker to find the figure on a photo (already shrunk by the page to a few megapixels). */
export type CutOutRequest = { id: number; photo: RgbaImage };

/**
 * The figure found: the working picture around it, where that lies on the photo, its mask and
 * outline, the body plan recognised from its shape (and how sure, 0..1) and that plan's first joints.
 */
export type CutOutResult = {
  id: number;
  image: RgbaImage;
  box: { x: number; y: number; width: number; height: number };
  mask: Plane;
  outline: Point[];
  plan: BodyPlan;
  confidence: number;
  skeleton: Skeleton;
  joints: SkeletonJoints;
  /** Milliseconds the worker spent. */
  took: number;
};

export type CutOutReply = CutOutResult | { id: number; error: string };
