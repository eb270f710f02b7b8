/**
 * Joints of four-legged and many-legged figures, in working-mask pixels (see shape.ts): legs from
 * the limbs, the head and the rest from the body's ends.
 */
import type { Point } from '../core/types';
import { alongPath, lerp, mid } from './points';
import { type Leg, legsBelowBody } from './quadruped-legs';
import { countLegs, pointsDown } from './recognise';
import { type Limb, type Shape, touchesBody, xyOf } from './shape';

function legOf(shape: Shape, limb: Limb): Leg {
  const width = shape.mask.width;
  // The foot a little inside the tip, the knee half way.
  const inset = Math.min(0.15, limb.width / 2 / Math.max(1, limb.length));
  return { root: limb.root, knee: alongPath(width, limb.path, 0.5), foot: alongPath(width, limb.path, 1 - inset) };
}

/**
 * The middle of the body's column at x, above the belly line (or the body's centre row when the
 * column is empty): the paper between two legs may be filled in below it.
 */
function bodyMiddleAt(shape: Shape, x: number, belly = shape.bodyBox.y1): Point {
  const { width } = shape.mask;
  const column = Math.round(x);
  let top = -1;
  let bottom = -1;
  for (let y = shape.bodyBox.y0; y <= Math.min(belly, shape.bodyBox.y1); y++) {
    if (!shape.body[y * width + column]) continue;
    if (top < 0) top = y;
    bottom = y;
  }
  return top < 0 ? { x, y: (shape.bodyBox.y0 + shape.bodyBox.y1) / 2 } : { x, y: (top + bottom) / 2 };
}

/**
 * Where a tail leaves the body: the end of its seam with the body farthest from its tip. A tail
 * hanging down the rump may be joined to it below where it starts (a cut-out fills the narrow
 * wedge between them), and its thin part then begins low on the rump.
 */
function tailRoot(shape: Shape, limb: Limb): Point {
  const { width, height } = shape.mask;
  let root = limb.root;
  let far = Math.hypot(root.x - limb.tip.x, root.y - limb.tip.y);
  for (const i of limb.pixels) {
    if (!touchesBody(i, width, height, shape.body)) continue;
    const p = xyOf(width, i);
    const d = Math.hypot(p.x - limb.tip.x, p.y - limb.tip.y);
    if (d > far) {
      far = d;
      root = p;
    }
  }
  return root;
}

export function quadrupedJoints(shape: Shape): Record<string, Point> {
  const { mask, box, bodyBox, depth } = shape;
  const { width } = mask;
  const found = legsBelowBody(shape);
  const { inLeg } = found;
  const bodyBottom = Math.max(bodyBox.y0, found.belly - 1);
  // Facing: the end of the figure with the thicker mass (the head) outside the legs.
  const figureWidth = box.x1 - box.x0 + 1;
  let left = 0;
  let right = 0;
  for (let i = 0; i < depth.length; i++) {
    if (!mask.data[i] || inLeg[i]) continue;
    const x = i % width;
    const d = (depth[i] as number) ** 2;
    if (x < box.x0 + 0.3 * figureWidth) left += d;
    else if (x > box.x1 - 0.3 * figureWidth) right += d;
  }
  // The head overhangs the legs more than the rump does: compare the thick mass beyond the outer legs.
  let facing = right >= left ? 1 : -1;
  if (found.legs.length >= 2) {
    const xs = found.legs.map((leg) => leg.root.x);
    const legLeft = Math.min(...xs);
    const legRight = Math.max(...xs);
    let thickLeft = legLeft;
    let thickRight = legRight;
    // And the head is held up: how high the thick mass rises at each end.
    let topLeft = shape.centre.y;
    let topRight = shape.centre.y;
    for (let i = 0; i < depth.length; i++) {
      if (!mask.data[i] || inLeg[i] || (depth[i] as number) < 0.3 * shape.radius) continue;
      const x = i % width;
      const y = (i - x) / width;
      if (x < thickLeft) thickLeft = x;
      if (x > thickRight) thickRight = x;
      if (x < box.x0 + 0.3 * figureWidth) topLeft = Math.min(topLeft, y);
      if (x > box.x1 - 0.3 * figureWidth) topRight = Math.min(topRight, y);
    }
    const leftScore = legLeft - thickLeft + (shape.centre.y - topLeft);
    const rightScore = thickRight - legRight + (shape.centre.y - topRight);
    if (Math.abs(leftScore - rightScore) > 0.03 * figureWidth) facing = rightScore > leftScore ? 1 : -1;
  }
  const forward = (p: Point) => p.x * facing;

  // Legs, front first; a missing leg is drawn straight down from the body.
  const bodyLength = bodyBox.x1 - bodyBox.x0 + 1;
  const synthetic = (share: number): Leg => {
    const x = facing > 0 ? bodyBox.x1 - share * bodyLength : bodyBox.x0 + share * bodyLength;
    const root = { x, y: bodyBottom };
    const foot = { x, y: box.y1 - 1 };
    return { root, knee: mid(root, foot), foot };
  };
  const legs = [...found.legs].sort((a, b) => forward(b.root) - forward(a.root));
  let front: Leg[];
  let back: Leg[];
  if (legs.length >= 4) {
    front = legs.slice(0, 2);
    back = legs.slice(2, 4);
  } else if (legs.length >= 2) {
    // Split at the widest gap between neighbours.
    let split = 1;
    for (let k = 1; k < legs.length; k++) {
      const gap = forward((legs[k - 1] as Leg).root) - forward((legs[k] as Leg).root);
      const best = forward((legs[split - 1] as Leg).root) - forward((legs[split] as Leg).root);
      if (gap > best) split = k;
    }
    front = legs.slice(0, split);
    back = legs.slice(split);
  } else {
    front = legs.length === 1 ? [legs[0] as Leg] : [synthetic(0.2)];
    back = [synthetic(0.8)];
  }
  // Within a pair the outer legs are the nearer ones: its right side when it faces right, its left when it faces left.
  const pair = (group: Leg[], frontPair: boolean): [Leg, Leg] => {
    const sorted = [...group].sort((a, b) => forward(b.root) - forward(a.root));
    const forwardLeg = sorted[0] as Leg;
    const backLeg = (sorted[1] ?? sorted[0]) as Leg;
    const [outer, inner] = frontPair ? [forwardLeg, backLeg] : [backLeg, forwardLeg];
    return facing > 0 ? [outer, inner] : [inner, outer];
  };
  const [frontRight, frontLeft] = pair(front, true);
  const [backRight, backLeft] = pair(back, false);

  const chest = bodyMiddleAt(shape, (frontRight.root.x + frontLeft.root.x) / 2, bodyBottom);
  const pelvis = bodyMiddleAt(shape, (backRight.root.x + backLeft.root.x) / 2, bodyBottom);

  // The head: the middle of the front end's mass above the legs; the tail: a limb at the back, or the rump.
  let hx = 0;
  let hy = 0;
  let hn = 0;
  for (let i = 0; i < depth.length; i++) {
    if (!mask.data[i] || inLeg[i]) continue;
    const x = i % width;
    const front22 = facing > 0 ? x > box.x1 - 0.22 * figureWidth : x < box.x0 + 0.22 * figureWidth;
    if (!front22) continue;
    const y = (i - x) / width;
    if (y > bodyBottom) continue;
    hx += x;
    hy += y;
    hn++;
  }
  const head = hn ? { x: hx / hn, y: hy / hn } : lerp(chest, { x: facing > 0 ? box.x1 : box.x0, y: chest.y }, 0.8);
  const tailLimb = shape.limbs
    .filter((limb) => !limb.pixels.some((i) => inLeg[i]) && forward(limb.root) < forward(pelvis) + 0.1 * bodyLength)
    .sort((a, b) => b.length - a.length)[0];
  const rump = bodyMiddleAt(shape, facing > 0 ? bodyBox.x0 + 0.04 * bodyLength : bodyBox.x1 - 0.04 * bodyLength);
  const tail = tailLimb ? tailRoot(shape, tailLimb) : lerp(pelvis, rump, 0.7);
  const tailTip = tailLimb ? legOf(shape, tailLimb).foot : rump;
  const neck = mid(head, chest);

  const joints: Record<string, Point> = { head, neck, chest, pelvis, tail, tail_tip: tailTip };
  const put = (prefix: string, leg: Leg, top: 'shoulder' | 'hip') => {
    joints[`${prefix}_${top}`] = leg.root;
    joints[`${prefix}_knee`] = leg.knee;
    joints[`${prefix}_foot`] = leg.foot;
  };
  put('front_right', frontRight, 'shoulder');
  put('front_left', frontLeft, 'shoulder');
  put('back_right', backRight, 'hip');
  put('back_left', backLeft, 'hip');
  return joints;
}

export function manyLimbedJointsOf(shape: Shape): { joints: Record<string, Point>; legs: number; antennae: boolean } {
  const { width } = shape.mask;
  const { legLimbs, antennaLimbs, antennae } = countLegs(shape);
  // The body's long axis (its pixels' principal direction) and its two ends.
  let sx = 0;
  let sy = 0;
  let n = 0;
  for (let i = 0; i < shape.body.length; i++) {
    if (!shape.body[i]) continue;
    sx += i % width;
    sy += Math.floor(i / width);
    n++;
  }
  const centre = n ? { x: sx / n, y: sy / n } : shape.centre;
  let xx = 0;
  let yy = 0;
  let xy = 0;
  for (let i = 0; i < shape.body.length; i++) {
    if (!shape.body[i]) continue;
    const dx = (i % width) - centre.x;
    const dy = Math.floor(i / width) - centre.y;
    xx += dx * dx;
    yy += dy * dy;
    xy += dx * dy;
  }
  const angle = 0.5 * Math.atan2(2 * xy, xx - yy);
  let axis = { x: Math.cos(angle), y: Math.sin(angle) };
  let lo = 0;
  let hi = 0;
  for (let i = 0; i < shape.body.length; i++) {
    if (!shape.body[i]) continue;
    const t = ((i % width) - centre.x) * axis.x + (Math.floor(i / width) - centre.y) * axis.y;
    lo = Math.min(lo, t);
    hi = Math.max(hi, t);
  }
  // The head end: towards the antennae, else the upper end (the right end of a level body).
  let headward = axis.y < -0.3 || (Math.abs(axis.y) <= 0.3 && axis.x > 0) ? 1 : -1;
  if (antennaLimbs.length === 2) {
    const a = mid((antennaLimbs[0] as Limb).root, (antennaLimbs[1] as Limb).root);
    headward = (a.x - centre.x) * axis.x + (a.y - centre.y) * axis.y >= 0 ? 1 : -1;
  }
  if (headward < 0) {
    axis = { x: -axis.x, y: -axis.y };
    [lo, hi] = [-hi, -lo];
  }
  const at = (t: number): Point => ({ x: centre.x + axis.x * t, y: centre.y + axis.y * t });
  const joints: Record<string, Point> = { body: centre, head: at(0.8 * hi), tail: at(0.9 * lo) };
  // Arms all hanging from under a head (an octopus): the body is where they join, the tail the top
  // of the head, and the head (the eyes) in between.
  const bodyWide = (shape.bodyBox.x1 - shape.bodyBox.x0 + 1) / (shape.bodyBox.y1 - shape.bodyBox.y0 + 1);
  if (bodyWide < 1.4 && legLimbs.length >= 5 && legLimbs.every((limb) => limb.root.y > centre.y && pointsDown(limb))) {
    const roots = legLimbs.map((limb) => limb.root);
    const joinAt = {
      x: roots.reduce((a, p) => a + p.x, 0) / roots.length,
      y: roots.reduce((a, p) => a + p.y, 0) / roots.length,
    };
    let top = Math.round(joinAt.y);
    while (top > 0 && shape.mask.data[(top - 1) * width + Math.round(joinAt.x)]) top--;
    const crown = { x: joinAt.x, y: top + 0.03 * (joinAt.y - top) };
    Object.assign(joints, { body: joinAt, tail: crown, head: lerp(joinAt, crown, 0.4) });
  }

  // Legs numbered clockwise from the top left, by the direction of their roots from the centre.
  const turn = (p: Point) => {
    const a = (Math.atan2(p.y - centre.y, p.x - centre.x) * 180) / Math.PI;
    return (a + 135 + 720) % 360;
  };
  // A stub (a leg mostly hidden by the body) is drawn as long as a usual leg, back from its foot.
  const lengths = legLimbs.map((limb) => limb.length).sort((a, b) => a - b);
  const usual = lengths[Math.floor(lengths.length / 2)] ?? 0;
  const legs = legLimbs
    .map((limb) => {
      const leg = legOf(shape, limb);
      if (limb.length >= 0.6 * usual) return leg;
      const root = lerp(leg.foot, leg.root, usual / Math.max(1, limb.length));
      return { root, knee: mid(root, leg.foot), foot: leg.foot };
    })
    .sort((a, b) => turn(a.foot) - turn(b.foot));
  legs.forEach((leg, k) => {
    joints[`leg_${k + 1}_root`] = leg.root;
    joints[`leg_${k + 1}_knee`] = leg.knee;
    joints[`leg_${k + 1}_foot`] = leg.foot;
  });
  // Too few legs found: add short ones under the body so the skeleton is whole.
  for (let k = legs.length; k < 4; k++) {
    const root = at(lo + ((k + 0.5) / 4) * (hi - lo));
    const foot = { x: root.x, y: shape.box.y1 - 1 };
    joints[`leg_${k + 1}_root`] = root;
    joints[`leg_${k + 1}_knee`] = mid(root, foot);
    joints[`leg_${k + 1}_foot`] = foot;
  }
  if (antennae) {
    const upright = Math.abs(axis.y) > Math.abs(axis.x);
    const [a, b] = antennaLimbs as [Limb, Limb];
    // Seen from above (upright), its right is the viewer's right; side on, its right is the front one.
    const aIsRight = upright ? a.root.x > b.root.x : (a.tip.x - b.tip.x) * axis.x > 0;
    const [r, l] = aIsRight ? [a, b] : [b, a];
    joints.antenna_right_root = r.root;
    joints.antenna_right_tip = legOf(shape, r).foot;
    joints.antenna_left_root = l.root;
    joints.antenna_left_tip = legOf(shape, l).foot;
  }
  return { joints, legs: Math.max(4, legs.length), antennae };
}
