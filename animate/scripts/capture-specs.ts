/**
 * The six reference clips of the motion capture and how each drives a drawn biped (from Meta's
 * motion-*.yaml and retarget-*.yaml): which capture joints stand for the drawn joints, the
 * frames used and the projection plane of each body-part group. Read by capture-import.ts.
 */
import { fileURLToPath } from 'node:url';

/** The team's handbook folder beside the repository holds the reference clips (CAPTURE_DIR overrides it). */
export const CAPTURE_REFERENCE = fileURLToPath(new URL('../../../shared/reference/motions', import.meta.url));

export type ProjectionPlane = 'frontal' | 'sagittal' | 'pca';

/** Which capture joints stand for the drawn biped's (the retarget configs' `char_joint_bvh_joints_mapping`). */
export type CaptureRig = {
  hips: string;
  /** The top of the trunk (the drawn neck joint, where the shoulders meet). */
  neck: string;
  head: string;
  /** Shoulder (the arm's root), elbow, wrist; the figure's right and left. */
  rightArm: readonly [string, string, string];
  leftArm: readonly [string, string, string];
  /** Hip, knee, ankle. */
  rightLeg: readonly [string, string, string];
  leftLeg: readonly [string, string, string];
  /** Left to right across the shoulders (`forward_perp_joint_vectors`). */
  shoulders: readonly [string, string];
};

export type CaptureSpec = {
  /** The engine's motion name (kebab-case). */
  name: string;
  label: string;
  /** Path under the reference folder. */
  file: string;
  /** The source frames to use, [start, end) (the motion config's `start_frame_idx`, `end_frame_idx`). */
  frames: readonly [number, number | null];
  up: 'y' | 'z';
  rig: CaptureRig;
  planes: { arms: ProjectionPlane; legs: ProjectionPlane; trunk: ProjectionPlane };
  /** Longest loop to keep (seconds; 2 at least). */
  maxSeconds?: number;
  /** Where to look for the loop (seconds into the frames used), when the rest is standing still. */
  search?: readonly [number, number];
};

/** Meta's capture skeleton (`fair1`, retarget-fair1_ppf.yaml). */
const FAIR1: CaptureRig = {
  hips: 'Hips',
  neck: 'Neck',
  head: 'Head',
  rightArm: ['RightArm', 'RightForeArm', 'RightHand'],
  leftArm: ['LeftArm', 'LeftForeArm', 'LeftHand'],
  rightLeg: ['RightUpLeg', 'RightLeg', 'RightFoot'],
  leftLeg: ['LeftUpLeg', 'LeftLeg', 'LeftFoot'],
  shoulders: ['LeftArm', 'RightArm'],
};

/** CMU's (`cmu1`, retarget-cmu1_pfp.yaml). */
const CMU1: CaptureRig = {
  hips: 'Hips',
  neck: 'Neck',
  head: 'Head',
  rightArm: ['RightShoulder', 'RightElbow', 'RightWrist'],
  leftArm: ['LeftShoulder', 'LeftElbow', 'LeftWrist'],
  rightLeg: ['RightHip', 'RightKnee', 'RightAnkle'],
  leftLeg: ['LeftHip', 'LeftKnee', 'LeftAnkle'],
  shoulders: ['LeftShoulder', 'RightShoulder'],
};

/** Rokoko's suit (Mixamo's names, retarget-mixamo_fff.yaml). */
const ROKOKO: CaptureRig = {
  hips: 'Hips',
  neck: 'Neck',
  head: 'Head',
  rightArm: ['RightArm', 'RightForeArm', 'RightHand'],
  leftArm: ['LeftArm', 'LeftForeArm', 'LeftHand'],
  rightLeg: ['RightUpLeg', 'RightLeg', 'RightFoot'],
  leftLeg: ['LeftUpLeg', 'LeftLeg', 'LeftFoot'],
  shoulders: ['LeftArm', 'RightArm'],
};

const PPF = { arms: 'pca', legs: 'pca', trunk: 'frontal' } as const;

/** The six clips of the reference folder and their configs (motion-*.yaml, retarget-*.yaml). */
export const CAPTURE_SPECS: readonly CaptureSpec[] = [
  { name: 'dab', label: 'Dab', file: 'fair1/dab.bvh', frames: [0, 339], up: 'z', rig: FAIR1, planes: PPF },
  {
    name: 'jumping',
    label: 'Big jump',
    file: 'fair1/jumping.bvh',
    frames: [150, 654],
    up: 'z',
    rig: FAIR1,
    planes: PPF,
  },
  {
    name: 'wave-hello',
    label: 'Wave hello',
    file: 'fair1/wave_hello.bvh',
    frames: [0, 839],
    up: 'z',
    rig: FAIR1,
    planes: PPF,
    // The wave: the hand up from 3.2 s to 4.8 s (before, a T pose; after, arms down).
    search: [2.8, 5.4],
  },
  {
    name: 'zombie',
    label: 'Zombie walk',
    file: 'fair1/zombie.bvh',
    frames: [0, 779],
    up: 'z',
    rig: FAIR1,
    planes: { arms: 'sagittal', legs: 'pca', trunk: 'frontal' },
    // One walk across the room (it turns round at 12.5 s and 23.5 s).
    search: [1.6, 12.2],
    // Arms held out in front: side-on (retarget-fair1_spf.yaml), as a child draws a zombie.
  },
  {
    name: 'jumping-jacks',
    label: 'Jumping jacks',
    file: 'cmu1/jumping_jacks.bvh',
    frames: [0, 125],
    up: 'y',
    rig: CMU1,
    planes: PPF,
  },
  {
    name: 'jesse-dance',
    label: 'Dance party',
    file: 'rokoko/jesse_dance.bvh',
    frames: [0, null],
    up: 'y',
    rig: ROKOKO,
    planes: { arms: 'frontal', legs: 'frontal', trunk: 'frontal' },
  },
];
