import type { Plane, Skeleton, SkeletonJoints } from '@dtm/animate';

/** The big stage's motion loops solved in a worker: the figure once, then each motion asked for. */
export type StageLoopRequest =
  | { type: 'figure'; mask: Plane; skeleton: Skeleton; joints: SkeletonJoints }
  | { type: 'solve'; motion: string };

/**
 * One motion's loop as the Animator solves it: `frames` frames over `seconds`, frame k's vertices
 * (x, y pairs, mask pixels) at `positions[k * vertices * 2 ...]`; or the motion could not be solved.
 */
export type StageLoop = { motion: string; seconds: number; frames: number; positions: Float64Array };
export type StageLoopReply = ({ type: 'loop' } & StageLoop) | { type: 'failed'; motion: string };
