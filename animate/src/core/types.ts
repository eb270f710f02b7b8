/** An RGBA picture as canvases and decoders give it: 4 bytes per pixel, rows top to bottom. */
export type RgbaImage = { width: number; height: number; data: Uint8Array | Uint8ClampedArray };

/** One byte per pixel: a grayscale picture, or a mask where non-zero means "inside". */
export type Plane = { width: number; height: number; data: Uint8Array };

export type Point = { x: number; y: number };

/** The joints of a drawn figure. "right" is the figure's right: the viewer's left. */
export const JOINT_NAMES = [
  'head',
  'neck',
  'pelvis',
  'right_shoulder',
  'right_elbow',
  'right_hand',
  'left_shoulder',
  'left_elbow',
  'left_hand',
  'right_hip',
  'right_knee',
  'right_foot',
  'left_hip',
  'left_knee',
  'left_foot',
] as const;
export type JointName = (typeof JOINT_NAMES)[number];
export type Joints = Record<JointName, Point>;

/** Each joint's parent in the skeleton; the pelvis is the root. */
export const JOINT_PARENT: Record<JointName, JointName | null> = {
  pelvis: null,
  neck: 'pelvis',
  head: 'neck',
  right_shoulder: 'neck',
  right_elbow: 'right_shoulder',
  right_hand: 'right_elbow',
  left_shoulder: 'neck',
  left_elbow: 'left_shoulder',
  left_hand: 'left_elbow',
  right_hip: 'pelvis',
  right_knee: 'right_hip',
  right_foot: 'right_knee',
  left_hip: 'pelvis',
  left_knee: 'left_hip',
  left_foot: 'left_knee',
};

/** A triangle mesh over the cut-out: rest positions (x, y pairs) and vertex index triples. */
export type Mesh = { positions: Float64Array; triangles: Uint32Array };
