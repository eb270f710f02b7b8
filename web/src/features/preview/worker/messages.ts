import type { BodyPlan, LeftOutPart, Plane, Point, RgbaImage, Skeleton, SkeletonJoints } from '@dtm/animate';

/** A box on the photo as the worker read it (the photo shrunk to `PHOTO_SIDE`, pixels). */
export type PhotoArea = { x: number; y: number; width: number; height: number };

/**
 * Asks the worker to find the figure on a photo (already shrunk by the page to a few megapixels),
 * or (`kind: 'figure-at'`) the figure inside one area of it: another drawing on the same page.
 */
export type CutOutRequest =
  | { id: number; kind?: 'drawing'; photo: RgbaImage }
  | { id: number; kind: 'figure-at'; photo: RgbaImage; area: PhotoArea };

/**
 * The figure found: the working picture around it, where that lies on the photo, its mask and
 * outline, the body plan recognised from its shape (and how sure, 0..1) and that plan's first joints;
 * the marks beside it left out of the cut-out (in `image` pixels) and the other drawings on the page.
 */
export type CutOutResult = {
  id: number;
  image: RgbaImage;
  box: PhotoArea;
  mask: Plane;
  outline: Point[];
  /** Marks on the page the cut-out left out (writing, a detached hat), the parent may add back. */
  leftOut: LeftOutPart[];
  /** Other figure-like drawings on the page (photo pixels), the largest first; none after `figure-at`. */
  others: PhotoArea[];
  /** The photo the boxes are in (the photo shrunk to `PHOTO_SIDE`). */
  size: { width: number; height: number };
  plan: BodyPlan;
  confidence: number;
  skeleton: Skeleton;
  joints: SkeletonJoints;
  /** Milliseconds the worker spent. */
  took: number;
};

export type CutOutReply = CutOutResult | { id: number; error: string };
