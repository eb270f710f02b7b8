import type { Plane, RgbaImage, Skeleton, SkeletonJoints } from '@dtm/animate';

/** The motion browser's thumbnails drawn in their own worker: one canvas per motion, handed over. */
export type ThumbnailStart = {
  type: 'start';
  image: RgbaImage;
  mask: Plane;
  skeleton: Skeleton;
  joints: SkeletonJoints;
  /** Side of every thumbnail canvas, pixels. */
  size: number;
  thumbnails: { motion: string; canvas: OffscreenCanvas }[];
  /** False when the page is hidden or the person prefers reduced motion: each shows one still frame. */
  playing: boolean;
};

/** Which thumbnails are on screen (the others are not drawn). */
export type ThumbnailVisible = { type: 'visible'; motion: string; visible: boolean };
export type ThumbnailPlaying = { type: 'playing'; playing: boolean };

export type ThumbnailRequest = ThumbnailStart | ThumbnailVisible | ThumbnailPlaying;

/**
 * A thumbnail shows its motion (`ready`) or cannot (`failed`: left out of the browser); `stats`
 * once a second while playing: the milliseconds one thumbnail frame took (mean) and the frames drawn.
 */
export type ThumbnailReply =
  | { type: 'ready'; motion: string }
  | { type: 'failed'; motion: string }
  | { type: 'stats'; msPerFrame: number; framesPerSecond: number };
