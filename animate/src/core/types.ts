import type { JointName } from '../schema';

/** An RGBA picture as canvases and decoders give it: 4 bytes per pixel, rows top to bottom. */
export type RgbaImage = { width: number; height: number; data: Uint8Array | Uint8ClampedArray };

/** One byte per pixel: a grayscale picture, or a mask where non-zero means "inside". */
export type Plane = { width: number; height: number; data: Uint8Array };

export type Point = { x: number; y: number };

/** A biped's joints (the standing person the web preview rigs). */
export type Joints = Record<JointName, Point>;

/** The joints of any skeleton (`Skeleton` from skeletons.ts), by joint name. */
export type SkeletonJoints = Record<string, Point>;

/** A triangle mesh over the cut-out: rest positions (x, y pairs) and vertex index triples. */
export type Mesh = { positions: Float64Array; triangles: Uint32Array };
