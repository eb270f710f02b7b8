/**
 * The skeleton of each body plan: its joint names and their tree, and the motions that suit it.
 * The one contract between the joint guess, the rig schema, the motions and the editors. Plain
 * data and small functions: no zod, no DOM. "right" is the figure's right: the viewer's left.
 */

/** What kind of body a figure has. */
export const BODY_PLANS = ['biped', 'quadruped', 'many-limbed', 'limbless'] as const;
export type BodyPlan = (typeof BODY_PLANS)[number];

/** Person, teddy, robot: standing on two legs with two arms. */
export const BIPED_JOINTS = [
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
export type BipedJoint = (typeof BIPED_JOINTS)[number];

export const BIPED_PARENT: Record<BipedJoint, BipedJoint | null> = {
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

/** Pig, dog, cat, horse, cow seen from the side: four legs, a head and a tail (at the rump when none is drawn). */
export const QUADRUPED_JOINTS = [
  'head',
  'neck',
  'chest',
  'pelvis',
  'tail',
  'tail_tip',
  'front_right_shoulder',
  'front_right_knee',
  'front_right_foot',
  'front_left_shoulder',
  'front_left_knee',
  'front_left_foot',
  'back_right_hip',
  'back_right_knee',
  'back_right_foot',
  'back_left_hip',
  'back_left_knee',
  'back_left_foot',
] as const;
export type QuadrupedJoint = (typeof QUADRUPED_JOINTS)[number];

export const QUADRUPED_PARENT: Record<QuadrupedJoint, QuadrupedJoint | null> = {
  pelvis: null,
  chest: 'pelvis',
  neck: 'chest',
  head: 'neck',
  tail: 'pelvis',
  tail_tip: 'tail',
  front_right_shoulder: 'chest',
  front_right_knee: 'front_right_shoulder',
  front_right_foot: 'front_right_knee',
  front_left_shoulder: 'chest',
  front_left_knee: 'front_left_shoulder',
  front_left_foot: 'front_left_knee',
  back_right_hip: 'pelvis',
  back_right_knee: 'back_right_hip',
  back_right_foot: 'back_right_knee',
  back_left_hip: 'pelvis',
  back_left_knee: 'back_left_hip',
  back_left_foot: 'back_left_knee',
};

/** How many legs a many-limbed figure may have (a bug 6, a spider or an octopus 8). */
export const MANY_LIMBED_LEGS = { min: 4, max: 10 } as const;

const LEG_PARTS = ['root', 'knee', 'foot'] as const;
const ANTENNAE = ['antenna_left_root', 'antenna_left_tip', 'antenna_right_root', 'antenna_right_tip'] as const;

/**
 * Bugs, spiders, octopuses: a head, a body and a rear end, legs numbered clockwise from the top
 * left (`leg_1_root`, `leg_1_knee`, `leg_1_foot`, ...), and antennae on the head when drawn.
 */
export function manyLimbedJoints(legs: number, antennae: boolean): string[] {
  const names = ['head', 'body', 'tail'];
  for (let leg = 1; leg <= legs; leg++) for (const part of LEG_PARTS) names.push(`leg_${leg}_${part}`);
  if (antennae) names.push(...ANTENNAE);
  return names;
}

function manyLimbedParent(name: string): string | null {
  if (name === 'body') return null;
  if (name === 'head' || name === 'tail') return 'body';
  const leg = /^leg_(\d+)_(root|knee|foot)$/.exec(name);
  if (leg) {
    const part = leg[2] as (typeof LEG_PARTS)[number];
    return part === 'root' ? 'body' : `leg_${leg[1]}_${LEG_PARTS[LEG_PARTS.indexOf(part) - 1]}`;
  }
  const antenna = /^antenna_(left|right)_(root|tip)$/.exec(name);
  if (antenna) return antenna[2] === 'root' ? 'head' : `antenna_${antenna[1]}_root`;
  throw new Error(`not a many-limbed joint: ${name}`);
}

/** Fish, snake, worm, ghost, blob, flower, sun: seven points along the body's middle line, head (or top) first. */
export const LIMBLESS_JOINTS = ['spine_0', 'spine_1', 'spine_2', 'spine_3', 'spine_4', 'spine_5', 'spine_6'] as const;
export type LimblessJoint = (typeof LIMBLESS_JOINTS)[number];

/** The middle of the spine is the root; the chain runs out to both ends. */
function limblessParent(name: string): string | null {
  const index = LIMBLESS_JOINTS.indexOf(name as LimblessJoint);
  if (index < 0) throw new Error(`not a limbless joint: ${name}`);
  if (index === 3) return null;
  return LIMBLESS_JOINTS[index < 3 ? index + 1 : index - 1] as string;
}

/** A skeleton: the plan, its joints (parents before children are not guaranteed) and each joint's parent. */
export type Skeleton = {
  plan: BodyPlan;
  joints: readonly string[];
  parent: Readonly<Record<string, string | null>>;
};

/** The skeleton of `plan`; a many-limbed one needs its leg count and whether it has antennae. */
export function skeletonFor(plan: BodyPlan, shape: { legs?: number; antennae?: boolean } = {}): Skeleton {
  const joints: readonly string[] =
    plan === 'biped'
      ? BIPED_JOINTS
      : plan === 'quadruped'
        ? QUADRUPED_JOINTS
        : plan === 'limbless'
          ? LIMBLESS_JOINTS
          : manyLimbedJoints(shape.legs ?? 6, shape.antennae ?? false);
  const parentOf = (name: string): string | null => {
    if (plan === 'biped') return BIPED_PARENT[name as BipedJoint];
    if (plan === 'quadruped') return QUADRUPED_PARENT[name as QuadrupedJoint];
    if (plan === 'limbless') return limblessParent(name);
    return manyLimbedParent(name);
  };
  return { plan, joints, parent: Object.fromEntries(joints.map((name) => [name, parentOf(name)])) };
}

/**
 * The skeleton whose joints are exactly `names` for `plan` (a many-limbed figure's leg count and
 * antennae are read from the names), or null when the names do not make one.
 */
export function skeletonOf(plan: BodyPlan, names: readonly string[]): Skeleton | null {
  let shape = {};
  if (plan === 'many-limbed') {
    const legs = names.filter((name) => /^leg_\d+_root$/.test(name)).length;
    if (legs < MANY_LIMBED_LEGS.min || legs > MANY_LIMBED_LEGS.max) return null;
    shape = { legs, antennae: names.includes('antenna_left_root') };
  }
  const skeleton = skeletonFor(plan, shape);
  const wanted = new Set(skeleton.joints);
  if (names.length !== wanted.size || !names.every((name) => wanted.has(name))) return null;
  return skeleton;
}

/** The motions of each plan, the first being the one a new preview starts with. All loop seamlessly. */
export const PLAN_MOTIONS = {
  biped: ['wave', 'jump', 'dance', 'walk', 'dab', 'jumping', 'wave-hello', 'zombie', 'jumping-jacks', 'jesse-dance'],
  quadruped: ['trot', 'sit-and-wag', 'hop', 'walk', 'gallop', 'stretch', 'big-leap'],
  'many-limbed': ['scuttle', 'wiggle-antennae', 'dance', 'hop', 'wave', 'star-jumps'],
  limbless: ['swim', 'bounce', 'sway', 'slither', 'spin'],
} as const satisfies Record<BodyPlan, readonly string[]>;

/** Every motion name of every plan (a name may serve more than one plan, as `dance` does). */
export const ALL_MOTION_NAMES = [...new Set(Object.values(PLAN_MOTIONS).flat())] as string[];
export type PlanMotion<P extends BodyPlan> = (typeof PLAN_MOTIONS)[P][number];
