import { JOINT_NAMES, JOINT_PARENT, type JointName } from '../schema';
import type { Key, Motion } from './motions';
import type { Joints, Point } from './types';

/** Smooth (cosine-eased) value of a channel at loop time t in [0, 1). */
function sample(keys: Key[], t: number): number {
  const first = keys[0] as Key;
  if (t <= first[0]) return first[1];
  for (let k = 1; k < keys.length; k++) {
    const [t1, v1] = keys[k] as Key;
    if (t <= t1) {
      const [t0, v0] = keys[k - 1] as Key;
      const u = t1 === t0 ? 1 : (t - t0) / (t1 - t0);
      return v0 + (v1 - v0) * (0.5 - 0.5 * Math.cos(Math.PI * u));
    }
  }
  return (keys[keys.length - 1] as Key)[1];
}

function side(joint: JointName): number {
  return joint.startsWith('right_') ? 1 : joint.startsWith('left_') ? -1 : 0;
}

const DEG = Math.PI / 180;

/**
 * The joints' positions at `seconds` into the motion (it loops), by forward kinematics from the
 * drawn pose: each bone keeps its drawn length and turns about its parent joint.
 */
export function poseAt(motion: Motion, rest: Joints, seconds: number): Joints {
  const t = (((seconds / motion.seconds) % 1) + 1) % 1;
  const top = Math.min(...JOINT_NAMES.map((name) => rest[name].y));
  const bottom = Math.max(...JOINT_NAMES.map((name) => rest[name].y));
  const height = Math.max(1, bottom - top) * 1.15;
  const turns = new Map<JointName, number>();
  const aims = new Map<JointName, number>();
  let lift = 0;
  let shift = 0;
  for (const channel of motion.channels) {
    const value = sample(channel.keys, t);
    if (channel.kind === 'lift') lift += value;
    else if (channel.kind === 'shift') shift += value;
    else if (channel.kind === 'turn') turns.set(channel.bone, value);
    else if (channel.kind === 'aim') aims.set(channel.bone, value);
  }
  const pose = {} as Joints;
  const worldTurn = new Map<JointName, number>();
  // JOINT_NAMES lists every parent before its children's subtree is reached from the pelvis.
  for (const name of topological()) {
    const parent = JOINT_PARENT[name];
    if (!parent) {
      pose[name] = { x: rest[name].x + shift * height, y: rest[name].y - lift * height };
      worldTurn.set(name, 0);
      continue;
    }
    const bone = { x: rest[name].x - rest[parent].x, y: rest[name].y - rest[parent].y };
    const s = side(name) || 1;
    let angle = (worldTurn.get(parent) ?? 0) + s * (turns.get(name) ?? 0) * DEG;
    const target = aims.get(name);
    if (target !== undefined) {
      // Outward for the figure's right is the viewer's left (-x); up is -y.
      const direction = Math.atan2(-Math.sin(target * DEG), -s * Math.cos(target * DEG));
      angle = direction - Math.atan2(bone.y, bone.x);
    }
    worldTurn.set(name, angle);
    const base = pose[parent] as Point;
    pose[name] = {
      x: base.x + Math.cos(angle) * bone.x - Math.sin(angle) * bone.y,
      y: base.y + Math.sin(angle) * bone.x + Math.cos(angle) * bone.y,
    };
  }
  return pose;
}

let order: JointName[] | null = null;
function topological(): JointName[] {
  if (order) return order;
  const out: JointName[] = [];
  const visit = (name: JointName) => {
    if (out.includes(name)) return;
    const parent = JOINT_PARENT[name];
    if (parent) visit(parent);
    out.push(name);
  };
  for (const name of JOINT_NAMES) visit(name);
  order = out;
  return out;
}
