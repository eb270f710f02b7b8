/**
 * The one path from a photo to a rigged figure, the same for the instant preview, the studio's
 * automatic start and the benchmarks: the photo at `PHOTO_SIDE` at most, the cut-out, the body plan
 * read from it and that plan's first joints. What the benchmark measures is what families get.
 */
import { downscale } from '../core/planes';
import { type Segmentation, segmentDrawing, segmentFigureAt } from '../core/segment';
import type { RgbaImage, SkeletonJoints } from '../core/types';
import type { Skeleton } from '../skeletons';
import { guessSkeleton } from './guess';
import { type Recognition, recognisePlan } from './recognise';

/** Photos are read at this longer side at most (the preview page shrinks them to it before its worker). */
export const PHOTO_SIDE = 1600;

/** The figure found on a photo, rigged: the cut-out (`box` in the photo at `PHOTO_SIDE`), its plan and joints. */
export type DrawingReading = Segmentation & {
  /** The size of the photo the reading was made on (the photo shrunk to `PHOTO_SIDE`). */
  size: { width: number; height: number };
  plan: Recognition['plan'];
  confidence: number;
  skeleton: Skeleton;
  joints: SkeletonJoints;
};

function rig(cut: Segmentation, size: DrawingReading['size']): DrawingReading {
  const recognition = recognisePlan(cut.mask);
  const guess = guessSkeleton(cut.mask, recognition.plan);
  return {
    ...cut,
    size,
    plan: recognition.plan,
    confidence: recognition.confidence,
    skeleton: guess.skeleton,
    joints: guess.joints,
  };
}

/** The drawn figure on a photo (any size; shrunk to `PHOTO_SIDE` first), rigged. */
export function readDrawing(photo: RgbaImage): DrawingReading {
  const small = downscale(photo, PHOTO_SIDE);
  return rig(segmentDrawing(small), { width: small.width, height: small.height });
}

/**
 * Another figure on the same page (`area` one of `readDrawing(photo).others`, in the shrunk photo's
 * pixels), rigged.
 */
export function readFigureAt(photo: RgbaImage, area: Segmentation['others'][number]): DrawingReading {
  const small = downscale(photo, PHOTO_SIDE);
  return rig(segmentFigureAt(small, area), { width: small.width, height: small.height });
}
