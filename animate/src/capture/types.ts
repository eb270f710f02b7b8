/** The motion-capture loops as the engine stores them (made by scripts/import-capture.ts). */

/** The drawn bones a capture drives. */
export const CAPTURE_BONES = [
  'neck',
  'head',
  'right_elbow',
  'right_hand',
  'left_elbow',
  'left_hand',
  'right_knee',
  'right_foot',
  'left_knee',
  'left_foot',
] as const;
export type CaptureBone = (typeof CAPTURE_BONES)[number];

/** Depth drivers (`bvh_depth_drivers`): the limbs drawn in front of or behind the body. */
export const CAPTURE_LIMBS = ['right_arm', 'left_arm', 'right_leg', 'left_leg'] as const;

export type CaptureLimb = (typeof CAPTURE_LIMBS)[number];

/** The loop as stored: integers, one string of comma-separated values per channel. */
export type CaptureData = {
  name: string;
  label: string;
  /** The source and the window kept (source seconds). */
  source: string;
  window: [number, number];
  fps: number;
  frames: number;
  /** Each driven bone's direction per frame, tenths of a degree (0 = to the viewer's right, 90 = up), unwrapped. */
  bones: Record<CaptureBone, string>;
  /** The hips' sideways travel (to the viewer's right) and the lowest ankle's height over the floor, thousandths of a capture leg length. */
  shift: string;
  lift: string;
  /** Per frame, which ankles are planted: 1 the right, 2 the left, 3 both. */
  contact: string;
  /** Per limb, how far its hand or foot is in front of the hips (towards the viewer), thousandths of a leg length. */
  depth: Record<CaptureLimb, string>;
};
