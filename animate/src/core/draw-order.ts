/**
 * The order the mesh's triangles are drawn in, by body part: where the figure overlaps itself (an
 * arm swung across the body, two legs crossing) the part drawn later shows in front. Each
 * triangle belongs to one part (the trunk, or one limb: an arm, a leg, a tail, an antenna), found
 * once per mesh from the skin weights; each frame the parts are put in an order (the trunk first,
 * then the limbs from the farthest to the nearest) and the triangles counting-sorted by it,
 * keeping the mesh's own order inside a part.
 */
import { type CaptureLimb, captureDepthOrder, isCaptureMotion } from '../capture/index';
import type { Skeleton } from '../skeletons';
import type { SkinWeights } from './skin';
import type { Mesh } from './types';

/** The joints of each plan's trunk: a bone from a trunk joint lies inside the body. */
const TRUNK: Record<Skeleton['plan'], readonly string[] | null> = {
  biped: ['pelvis', 'neck', 'head'],
  quadruped: ['pelvis', 'chest', 'neck', 'head'],
  'many-limbed': ['body', 'head', 'tail'],
  // A limbless figure is all trunk: one part.
  limbless: null,
};

/** The biped's limbs by the joint they hang from, named as the capture's depth drivers. */
const BIPED_LIMBS: Record<string, CaptureLimb> = {
  right_shoulder: 'right_arm',
  left_shoulder: 'left_arm',
  right_hip: 'right_leg',
  left_hip: 'left_leg',
};

/**
 * The skeleton's parts: `names[0]` is the trunk, then one per limb (a biped's named `right_arm`,
 * `left_arm`, `right_leg`, `left_leg` as `captureDepthOrder` names them, any other plan's by the
 * joint the limb starts at), and each bone's part (bones named by their child joint).
 */
export type BodyParts = { names: string[]; ofBone: Record<string, number> };

export function bodyParts(skeleton: Skeleton): BodyParts {
  const trunk = TRUNK[skeleton.plan];
  const names = ['trunk'];
  const ofBone: Record<string, number> = {};
  if (!trunk) {
    for (const joint of skeleton.joints) ofBone[joint] = 0;
    return { names, ofBone };
  }
  const isTrunk = (joint: string) => trunk.includes(joint) || skeleton.parent[joint] === null;
  // The joint each limb starts at: a joint off the trunk whose parent is in it.
  const limbOf = (joint: string): string | null => {
    let at = joint;
    for (;;) {
      const parent = skeleton.parent[at] ?? null;
      if (parent === null || isTrunk(at)) return null;
      if (isTrunk(parent)) return at;
      at = parent;
    }
  };
  for (const joint of skeleton.joints) {
    const limb = limbOf(joint);
    if (limb !== null && !names.includes(limb)) names.push(limb);
  }
  for (const child of skeleton.joints) {
    const parent = skeleton.parent[child] ?? null;
    if (parent === null) continue;
    // The first bone of a limb (neck to shoulder, pelvis to hip) runs inside the body: trunk.
    const limb = isTrunk(parent) ? null : limbOf(child);
    ofBone[child] = limb === null ? 0 : names.indexOf(limb);
  }
  if (skeleton.plan === 'biped') return { names: names.map((n) => BIPED_LIMBS[n] ?? n), ofBone };
  return { names, ofBone };
}

/**
 * Each triangle's part (an index into `bodyParts(skeleton).names`): the part whose bones weigh most
 * on its three corners together (`skin`: the solver's weights, skinWeights). Ties go to the
 * earlier part (the trunk).
 */
export function triangleParts(mesh: Mesh, skin: SkinWeights, skeleton: Skeleton): Uint8Array {
  const { names, ofBone } = bodyParts(skeleton);
  const boneParts = skin.bones.map(({ child }) => ofBone[child] ?? 0);
  const perVertex = skin.index.length / (mesh.positions.length / 2);
  const t = mesh.triangles;
  const parts = new Uint8Array(t.length / 3);
  const sums = new Float64Array(names.length);
  for (let k = 0; k < parts.length; k++) {
    sums.fill(0);
    for (let c = 0; c < 3; c++) {
      const v = t[3 * k + c] as number;
      for (let j = 0; j < perVertex; j++) {
        const b = skin.index[v * perVertex + j] as number;
        if (b < 0) break;
        const part = boneParts[b] as number;
        sums[part] = (sums[part] as number) + (skin.weight[v * perVertex + j] as number);
      }
    }
    let best = 0;
    for (let p = 1; p < sums.length; p++) if ((sums[p] as number) > (sums[best] as number)) best = p;
    parts[k] = best;
  }
  return parts;
}

/**
 * The order the parts are drawn in when the motion says nothing of depth (keyed motions): the
 * trunk, then the legs, then the arms, each the figure's left (the viewer's right) before its right.
 * A figure drawn from the front swings its legs out in front of its body (a kick) and its arms in
 * front of both (a wave across the chest, a hand down over the thigh); which of two crossing limbs
 * is in front has no answer without depth, so it is at least always the same one. Other plans
 * keep the skeleton's order (the trunk first).
 */
export function defaultPartOrder(skeleton: Skeleton): number[] {
  const { names } = bodyParts(skeleton);
  if (skeleton.plan !== 'biped') return names.map((_, i) => i);
  const wanted = ['trunk', 'left_leg', 'right_leg', 'left_arm', 'right_arm'];
  return orderOf(names, wanted);
}

/** The parts in the order `wanted` names them, any part it leaves out right after the trunk. */
function orderOf(names: readonly string[], wanted: readonly string[]): number[] {
  const known = wanted.map((n) => names.indexOf(n)).filter((i) => i >= 0);
  const rest = names.map((_, i) => i).filter((i) => i !== 0 && !known.includes(i));
  const order = [0, ...rest];
  for (const i of known) if (i !== 0) order.push(i);
  return order;
}

/**
 * The part order of `motion` (a motion's name) at loop phase `t` (0..1): for a captured motion
 * the trunk, then its limbs from the farthest to the nearest (`captureDepthOrder`; a periodic
 * curve, so phase 0 and 1 give one order), else `defaultPartOrder`.
 */
export function partOrderAt(skeleton: Skeleton, motion: string, t: number): number[] {
  if (skeleton.plan !== 'biped' || !isCaptureMotion(motion)) return defaultPartOrder(skeleton);
  const phase = ((t % 1) + 1) % 1;
  return orderOf(bodyParts(skeleton).names, ['trunk', ...captureDepthOrder(motion, phase)]);
}

/**
 * `triangles` (index triples) reordered by part: the parts in `partOrder`'s order (a part it leaves
 * out is not drawn), each part's triangles in their own order. Written into `out` when given (it
 * must be as long as the triangles drawn).
 */
export function orderedTriangles(
  triangles: ArrayLike<number>,
  parts: Uint8Array,
  partOrder: readonly number[],
  out?: Uint32Array,
): Uint32Array {
  const rank = new Int16Array(256).fill(-1);
  partOrder.forEach((p, r) => {
    rank[p] = r;
  });
  const starts = new Uint32Array(partOrder.length + 1);
  for (let k = 0; k < parts.length; k++) {
    const r = rank[parts[k] as number] as number;
    if (r >= 0) starts[r + 1] = (starts[r + 1] as number) + 3;
  }
  for (let r = 1; r < starts.length; r++) starts[r] = (starts[r] as number) + (starts[r - 1] as number);
  const result = out ?? new Uint32Array(starts[partOrder.length] as number);
  for (let k = 0; k < parts.length; k++) {
    const r = rank[parts[k] as number] as number;
    if (r < 0) continue;
    const at = starts[r] as number;
    result[at] = triangles[3 * k] as number;
    result[at + 1] = triangles[3 * k + 1] as number;
    result[at + 2] = triangles[3 * k + 2] as number;
    starts[r] = at + 3;
  }
  return result;
}

/**
 * A mesh's draw order as frames go by: the triangles' parts found once, and the reordered
 * triangles made again only when the part order changes (the same array otherwise, so a renderer
 * can tell by identity that nothing changed).
 */
export class DrawOrder {
  readonly parts: Uint8Array;
  private key = '';
  private current: Uint32Array;

  constructor(
    private readonly mesh: Mesh,
    skin: SkinWeights,
    private readonly skeleton: Skeleton,
  ) {
    this.parts = triangleParts(mesh, skin, skeleton);
    this.current = mesh.triangles;
  }

  /** The triangles of `motion` at loop phase `t` (see partOrderAt). */
  at(motion: string, t: number): Uint32Array {
    return this.of(partOrderAt(this.skeleton, motion, t));
  }

  /** The triangles in the part order `partOrder`. */
  of(partOrder: readonly number[]): Uint32Array {
    const key = partOrder.join(',');
    if (key !== this.key) {
      this.key = key;
      this.current = orderedTriangles(this.mesh.triangles, this.parts, partOrder);
    }
    return this.current;
  }
}
