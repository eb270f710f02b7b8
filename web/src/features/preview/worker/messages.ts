import type { Joints, Plane, Point, RgbaImage } from '@dtm/animate';

/** Asks the worker to find the figure on a photo (already shrunk by the page to a few megapixels). */
export type CutOutRequest = { id: number; photo: RgbaImage };

/** The figure found: the working picture around it, where that lies on the photo, its mask, outline and first joints. */
export type CutOutResult = {
  id: number;
  image: RgbaImage;
  box: { x: number; y: number; width: number; height: number };
  mask: Plane;
  outline: Point[];
  joints: Joints;
  /** Milliseconds the worker spent. */
  took: number;
};

export type CutOutReply = CutOutResult | { id: number; error: string };
