import { distanceToEdge, pathTo } from './distance';
import { arcLengths, extremities, farthestBelow, lastCommon, medialPaths, pointAt } from './joint-guess-paths';
import {
  fallbackJoints,
  groundSpan,
  NECK_HEAD_SIZE,
  neckScore,
  neckSearchStart,
  reachBeyond,
  sameFoot,
  shrinkKeepingLines,
  sidewaysFoot,
  skirtWaist,
  torsoBelowNeck,
} from './joint-guess-shape';
import { bounds, fitScale, plane } from './planes';
import type { Joints, Plane, Point } from './types';

export { fallbackJoints };

/** The mask is shrunk to this longer side for the guess: joints need no finer detail. */
const WORK_SIDE = 160;

type Limb = { root: Point; middle: Point; tip: Point };
/** A limb read from a tip: its thin part's length, median and widest depth, and highest row. */
type ThinLimb = Limb & { thinLength: number; radius: number; widest: number; top: number };

/** A limb ends where the shape gets this many times thicker than the limb. */
const ROOT_THICKENING = 1.6;
/** Or where, no more than this many times thicker than the limb, the shape stops narrowing. */
const ROOT_STALL = 2.5;
/** An arm candidate whose root lies in this top share of the figure counts this much. */
const TOP_SHARE = 0.22;
const TOP_PENALTY = 0.3;
/** Two feet stand on one ground: no more than this share of the figure's height above each other. */
const GROUND = 0.1;
/** A part growing up sits on top of the body when the body reaches this share of the figure's width outward beyond it. */
const ON_TOP = 0.12;
/** An arm is shorter than this share of the figure's height. */
const ARM_LENGTH = 0.8;
/** An arm is thinner than this share of the body's thickness at its middle (and nowhere thicker than the body). */
const ARM_THICKNESS = 0.8;

/**
 * A first guess of the skeleton from the cut-out's shape alone. Paths run inside the shape from
 * the thickest point of the middle of the body; its tips (the farthest points of their
 * neighbourhood along the shape) are the head (the top, near the middle), the feet (the lowest on
 * each side) and the hands (the tips left and right at the end of the longest thin part). A limb
 * starts where its path, coming from the tip, enters a part much thicker than the limb (the
 * shoulder or hip, on the body's outline); the elbow or knee is halfway. The neck is the
 * narrowing between the head and the body or, with no narrowing (a bean, a cone), just above the
 * shoulders; the head is the middle of what lies beyond the neck. Arms with no tip of their own
 * (held against the body) hang down the body's sides. Coordinates are mask pixels.
 */
export function guessJoints(fullMask: Plane): Joints {
  // The figure's box with a rim of outside, shrunk so the figure's longer side is WORK_SIDE.
  const found = bounds(fullMask);
  if (!found) return fallbackJoints(fullMask.width, fullMask.height);
  const rim = Math.ceil(2 * Math.max(1, Math.max(found.x1 - found.x0, found.y1 - found.y0) / WORK_SIDE));
  const offset = { x: found.x0 - rim, y: found.y0 - rim };
  const cropped = plane(found.x1 - found.x0 + 1 + 2 * rim, found.y1 - found.y0 + 1 + 2 * rim);
  for (let y = Math.max(0, offset.y); y < Math.min(fullMask.height, offset.y + cropped.height); y++) {
    for (let x = Math.max(0, offset.x); x < Math.min(fullMask.width, offset.x + cropped.width); x++) {
      cropped.data[(y - offset.y) * cropped.width + x - offset.x] = fullMask.data[y * fullMask.width + x] ? 1 : 0;
    }
  }
  const scale = fitScale(cropped.width, cropped.height, WORK_SIDE + 4);
  const mask =
    scale < 1
      ? shrinkKeepingLines(cropped, Math.round(cropped.width * scale), Math.round(cropped.height * scale))
      : cropped;
  const { width } = mask;
  const box = bounds(mask);
  if (!box) return fallbackJoints(fullMask.width, fullMask.height);
  const figureWidth = box.x1 - box.x0 + 1;
  const figureHeight = box.y1 - box.y0 + 1;
  const depth = distanceToEdge(mask);

  // The torso: the thickest point in the middle band of the figure's height, above what it stands
  // on (not in a tail curled up beside it, however thick).
  const ground = groundSpan(mask, box, figureHeight);
  const reachX = 0.2 * figureWidth;
  let centre = -1;
  for (let i = 0; i < depth.length; i++) {
    const y = Math.floor(i / width);
    if (y < box.y0 + 0.25 * figureHeight || y > box.y0 + 0.75 * figureHeight) continue;
    const x = i % width;
    if (x < ground.x0 - reachX || x > ground.x1 + reachX) continue;
    if (centre < 0 || (depth[i] as number) > (depth[centre] as number)) centre = i;
  }
  if (centre < 0) return fallbackJoints(fullMask.width, fullMask.height);
  let read = readFigure(mask, depth, box, centre);
  // A head bigger than the body holds the thickest point: below the neck on the line from the
  // head down to the legs, the body's own thickest point is the torso.
  const below = torsoBelowNeck(read.spine, depth);
  if (below && Math.floor(centre / width) < Math.floor(below.neck / width))
    read = readFigure(mask, depth, box, below.torso);
  const up = (p: Point): Point => ({ x: (p.x + 0.5) / scale + offset.x, y: (p.y + 0.5) / scale + offset.y });
  return Object.fromEntries(Object.entries(read.joints).map(([name, p]) => [name, up(p)])) as Joints;
}

/** The joints of a standing figure read from its torso's centre `centre` (work pixels), and the line from its head to its legs. */
function readFigure(
  mask: Plane,
  depth: Float32Array,
  box: { x0: number; y0: number; x1: number; y1: number },
  centre: number,
): { joints: Joints; spine: number[] } {
  const { width, height } = mask;
  const figureWidth = box.x1 - box.x0 + 1;
  const figureHeight = box.y1 - box.y0 + 1;
  const xy = (i: number): Point => ({ x: i % width, y: Math.floor(i / width) });
  const c = xy(centre);
  const { distance, previous } = medialPaths(mask, depth, centre);
  const reach = (i: number) => distance[i] as number;

  // The head's tip: the top of the shape near the middle.
  let headTop = -1;
  for (let i = 0; i < distance.length; i++) {
    const p = xy(i);
    if (!Number.isFinite(reach(i)) || Math.abs(p.x - c.x) > 0.15 * figureWidth) continue;
    if (headTop < 0 || p.y < xy(headTop).y) headTop = i;
  }
  if (headTop < 0) headTop = centre;
  const headPath = pathTo(previous, headTop);
  const onHeadPath = new Map(headPath.map((i, k) => [i, k]));
  const headDepths = headPath.map((i) => depth[i] as number);

  // The neck as a narrowing: thinner than both the head beyond it and the body before it.
  let neckAt = -1;
  let neckAtScore = 1;
  for (let k = neckSearchStart(headPath.map(xy), headDepths); k < Math.floor(headPath.length * 0.92); k++) {
    const here = headDepths[k] as number;
    const beyond = Math.max(...headDepths.slice(k));
    const before = Math.max(...headDepths.slice(0, k + 1));
    // Beyond a neck is a head, not a knob (an antenna's ball, a bow).
    if (beyond < NECK_HEAD_SIZE * (headDepths[0] as number)) continue;
    const score = neckScore(here, beyond, before);
    if (score < neckAtScore) {
      neckAtScore = score;
      neckAt = k;
    }
  }

  // A tip on the head (hair, ears, a hat): its path passes through the neck, or, with no
  // narrowing, joins the head's path near the top.
  const onHead = (tip: number) => {
    if (neckAt >= 0) {
      const neckPoint = xy(headPath[neckAt] as number);
      const across = 0.5 * (headDepths[neckAt] as number) + 1.5;
      for (let i = tip; i !== -1; i = previous[i] as number) {
        const p = xy(i);
        if (Math.hypot(p.x - neckPoint.x, p.y - neckPoint.y) <= across) return true;
      }
      return false;
    }
    for (let i = tip; i !== -1; i = previous[i] as number) {
      const k = onHeadPath.get(i);
      if (k !== undefined) return k >= Math.floor(headPath.length * 0.75);
    }
    return false;
  };
  const tipSpacing = Math.max(3, Math.round(0.06 * Math.max(figureWidth, figureHeight)));
  const tips = extremities(distance, width, height, tipSpacing).filter((i) => i !== headTop && !onHead(i));

  const limbOf = (tip: number): ThinLimb => {
    const path = pathTo(previous, tip).reverse(); // from the tip to the centre
    const points = path.map(xy);
    const lengths = arcLengths(points);
    const total = lengths[lengths.length - 1] as number;
    const depths = path.map((i) => depth[i] as number);
    // The limb's own thickness: the median depth over the outer part of the path.
    const outer = depths.filter((_, k) => (lengths[k] as number) <= 0.4 * total).sort((a, b) => a - b);
    const radius = Math.max(1, outer[Math.floor(outer.length / 2)] ?? 1);
    // The shape no longer narrows from k on, over the next two limb widths toward the tip.
    const stalls = (k: number) => {
      const reach = (lengths[k] as number) - 2 * radius;
      if (reach < 0) return false;
      let least = Number.POSITIVE_INFINITY;
      for (let j = k - 1; j >= 0 && (lengths[j] as number) >= reach; j--) least = Math.min(least, depths[j] as number);
      return least >= (depths[k] as number) - 1;
    };
    // Coming from the body, the limb starts where the shape first gets about as thin as the limb
    // (a hand or a shoe may be thicker than the arm or leg, so not from the tip), or where it stops
    // narrowing not much thicker than that and well thinner than the body (a thick thigh above a
    // thin ankle).
    let start = 0;
    for (let k = path.length - 1; k > 0; k--) {
      if ((lengths[k] as number) < Math.min(2 * radius, 0.2 * total)) break;
      const here = depths[k] as number;
      const stalled = here <= ROOT_STALL * radius + 1 && here <= 0.5 * (depths[path.length - 1] as number) && stalls(k);
      if (here <= ROOT_THICKENING * radius + 1 || stalled) {
        start = k;
        break;
      }
    }
    const from = lengths[start] as number;
    const tipAt = Math.min(from, radius);
    return {
      root: points[start] as Point,
      middle: pointAt(points, lengths, (from + tipAt) / 2),
      tip: pointAt(points, lengths, tipAt),
      thinLength: from,
      radius,
      widest: Math.max(...depths.slice(0, start + 1)),
      top: Math.min(...points.slice(0, start + 1).map((p) => p.y)),
    };
  };

  // The feet: the lowest tips, one each side of the middle (or the same one for a single leg).
  const lowY = box.y0 + 0.7 * figureHeight;
  const low = tips.filter((i) => xy(i).y > lowY);
  const lowest = (side: (p: Point) => boolean) =>
    low.filter((i) => side(xy(i))).reduce((a, b) => (a < 0 || reach(b) > reach(a) ? b : a), -1);
  let rightFoot = lowest((p) => p.x < c.x);
  let leftFoot = lowest((p) => p.x >= c.x);
  // Two tips of one foot (a heel and a toe) are joined through the shoe, nearly straight; two feet
  // are joined only up one leg and down the other, across paper. With both feet on one leg (or
  // one side empty, the body leaning over its legs), the other foot is the farthest low tip on
  // another leg that stands on the same ground.
  const oneLeg = (a: number, b: number) => sameFoot(mask, a, b);
  const first =
    rightFoot < 0 ? leftFoot : leftFoot < 0 ? rightFoot : reach(rightFoot) >= reach(leftFoot) ? rightFoot : leftFoot;
  if (first >= 0 && (rightFoot < 0 || leftFoot < 0 || oneLeg(rightFoot, leftFoot))) {
    const other = low
      .filter((i) => i !== first && xy(i).y >= xy(first).y - GROUND * figureHeight && !oneLeg(i, first))
      .reduce((a, b) => (a < 0 || reach(b) > reach(a) ? b : a), -1);
    if (other >= 0) [rightFoot, leftFoot] = xy(other).x < xy(first).x ? [other, first] : [first, other];
  }
  if (rightFoot < 0 || leftFoot < 0) rightFoot = leftFoot = Math.max(rightFoot, leftFoot);
  if (rightFoot < 0) rightFoot = leftFoot = farthestBelow(distance, width, lowY, centre);

  // Lines drawn as one stroke (a stick figure's): a limb starts no further in than where its path
  // from the head parts from the path to the other limb: legs at their fork, arms where they leave
  // the body's line. A limb of a solid body starts at the body's outline, well before.
  const fromHead = medialPaths(mask, depth, headTop);
  const atFork = <T extends ThinLimb>(limb: T, tip: number, other: number): T => {
    const fork = other === tip ? -1 : lastCommon(fromHead.previous, tip, other, width);
    if (fork < 0 || fork === tip) return limb;
    const route = pathTo(fromHead.previous, tip);
    const points = route.slice(route.indexOf(fork)).reverse().map(xy);
    const lengths = arcLengths(points);
    const total = lengths[lengths.length - 1] as number;
    if (limb.thinLength <= total + 1 || total < 2 * limb.radius) return limb;
    const tipAt = Math.min(total, limb.radius);
    return {
      ...limb,
      root: points[points.length - 1] as Point,
      middle: pointAt(points, lengths, (total + tipAt) / 2),
      tip: pointAt(points, lengths, tipAt),
      thinLength: total,
    };
  };
  const leg = (foot: number, other: number) =>
    sidewaysFoot(mask, atFork(limbOf(foot), foot, other), pathTo(previous, foot).reverse().map(xy));
  const [rightLeg, leftLeg] = [leg(rightFoot, leftFoot), leg(leftFoot, rightFoot)];
  const legFork = rightFoot === leftFoot ? centre : lastCommon(fromHead.previous, rightFoot, leftFoot, width);
  // A tip whose path runs down a leg (a boot's heel, a second toe) is no hand.
  const passes = (tip: number, at: Point, radius: number) => {
    for (let i = tip; i !== -1; i = previous[i] as number) {
      const p = xy(i);
      if (Math.hypot(p.x - at.x, p.y - at.y) <= radius) return true;
    }
    return false;
  };
  const onLeg = (tip: number) => [rightLeg, leftLeg].some((leg) => passes(tip, leg.middle, leg.radius + 1.5));

  // The hands: of the other tips above the feet (low too: a big head's short arms), the one each side with the longest thin part.
  const handsAbove = Math.min(xy(rightFoot).y, xy(leftFoot).y) - GROUND * figureHeight;
  const candidates = tips
    .filter((i) => i !== rightFoot && i !== leftFoot && xy(i).y < handsAbove && !onLeg(i))
    .map((i) => ({ i, limb: atFork(limbOf(i), i, legFork < 0 ? centre : legFork) }));
  // An arm leaves the body above the hips, is shorter than the figure is tall and thinner than
  // the body (not a tail beside the legs, not a wing or a second body as thick as the first).
  const hipsY = Math.min(rightLeg.root.y, leftLeg.root.y);
  const armTips = candidates.filter(
    ({ limb }) =>
      limb.thinLength > Math.max(1.5 * limb.radius, 0.08 * figureHeight) &&
      limb.thinLength < ARM_LENGTH * figureHeight &&
      limb.root.y < hipsY &&
      limb.radius < ARM_THICKNESS * (depth[centre] as number) &&
      limb.widest <= (depth[centre] as number),
  );
  // Stubby arms (a gingerbread man's): short, but sticking out of the body's side between the head
  // and the legs; taken where a side has no longer arm.
  const stubTips = candidates.filter(
    ({ limb }) =>
      limb.thinLength > Math.max(0.8 * limb.radius, 0.04 * figureHeight) &&
      limb.root.y > box.y0 + 0.25 * figureHeight &&
      limb.root.y < hipsY &&
      limb.tip.y < hipsY &&
      Math.abs(limb.tip.x - c.x) > Math.abs(limb.root.x - c.x) + 0.5 * limb.radius,
  );
  // What grows from the top of the figure (ears, antennae, a hat's point, hair) is a poor arm
  // beside one that leaves the body lower down.
  // Above the neck where there is one (raised arms start below it), else the top of the figure.
  const headLine = neckAt >= 0 ? xy(headPath[neckAt] as number).y : box.y0 + TOP_SHARE * figureHeight;
  const armScore = ({ i, limb }: (typeof armTips)[number]) =>
    (limb.thinLength + 0.3 * reach(i)) * (limb.root.y < headLine ? TOP_PENALTY : 1);
  const bestArm = (side: (p: Point) => boolean) =>
    armTips
      .filter(({ i }) => side(xy(i)))
      .reduce<(typeof armTips)[number] | null>((a, b) => (!a || armScore(b) > armScore(a) ? b : a), null);
  const stub = (side: (p: Point) => boolean) =>
    stubTips
      .filter(({ i }) => side(xy(i)))
      .reduce<(typeof stubTips)[number] | null>((a, b) => (!a || b.limb.thinLength > a.limb.thinLength ? b : a), null);
  // Ears, horns and hair grow up into the figure's top from the top of a round head or body (the
  // body reaches on outward below where they start; a raised arm leaves from the body's side); a
  // part that leaves the same side lower down, outward, and stays below where that one starts is
  // the arm (a tadpole figure's arms come out of its head-body under its ears).
  const lowerArm = (side: (p: Point) => boolean) => {
    const best = bestArm(side) ?? stub(side);
    if (!best || best.limb.top > box.y0 + TOP_SHARE * figureHeight) return best;
    const below = Math.min(box.y1, Math.round(best.limb.root.y + Math.max(2, 2 * best.limb.radius)));
    if (reachBeyond(mask, best.limb.root.x, below, xy(best.i).x < c.x ? -1 : 1) < ON_TOP * figureWidth) return best;
    const lower = [...armTips, ...stubTips].filter(
      ({ i, limb }) =>
        side(xy(i)) &&
        limb.top > best.limb.root.y &&
        Math.abs(limb.tip.x - c.x) > Math.abs(limb.root.x - c.x) + 0.5 * limb.radius,
    );
    return lower.reduce((a, b) => (armScore(b) > armScore(a) ? b : a), lower[0] ?? best);
  };
  const [rightTip, leftTip] = [lowerArm((p) => p.x < c.x), lowerArm((p) => p.x >= c.x)];

  const armed = [rightTip, leftTip].filter((a) => a !== null);
  const shouldersY = armed.length
    ? armed.reduce((sum, a) => sum + a.limb.root.y, 0) / armed.length
    : box.y0 + 0.3 * figureHeight;

  // No narrowing: the neck a quarter of the way from the shoulders to the top.
  if (neckAt < 0) {
    const neckY = shouldersY - 0.25 * (shouldersY - box.y0);
    neckAt = headPath.length - 1;
    for (let k = 0; k < headPath.length; k++) {
      if (xy(headPath[k] as number).y <= neckY) {
        neckAt = k;
        break;
      }
    }
  }
  const neck = xy(headPath[neckAt] as number);
  // The head: its thickest point beyond the neck (the middle of a round head), or halfway to the top.
  let headAt = Math.round((neckAt + headPath.length - 1) / 2);
  const beyondNeck = headDepths.slice(neckAt + 1);
  if (beyondNeck.length > 0) {
    const thickest = neckAt + 1 + beyondNeck.indexOf(Math.max(...beyondNeck));
    if ((headDepths[thickest] as number) > 1.3 * (headDepths[neckAt] as number)) headAt = thickest;
  }
  const head = xy(headPath[headAt] as number);

  // An arm with no tip of its own hangs down the body's side from below the neck.
  const hanging = (side: -1 | 1): Limb => {
    const y = Math.min(box.y1, Math.round(neck.y + 0.08 * figureHeight));
    const x = neck.x + side * reachBeyond(mask, neck.x, y, side);
    const inset = Math.max(1, 0.03 * figureWidth);
    const root = { x: x - side * inset, y };
    // Not past most of the way to the hips: raised, a longer arm would drag the body's side with it.
    const reach = Math.min(0.3 * figureHeight, Math.max(2, 0.6 * (hipsY - y)));
    return {
      root,
      middle: { x: root.x, y: Math.min(box.y1, y + reach / 2) },
      tip: { x: root.x, y: Math.min(box.y1, y + reach) },
    };
  };
  const [rightArm, leftArm] = [rightTip ? rightTip.limb : hanging(-1), leftTip ? leftTip.limb : hanging(1)];
  // Legs out of a wide skirt: the hips are at the waist, where the skirt starts to flare.
  const waist = skirtWaist(mask, Math.round((rightLeg.root.x + leftLeg.root.x) / 2), rightLeg, leftLeg, shouldersY);
  if (waist !== null) {
    for (const leg of [rightLeg, leftLeg]) {
      leg.root = { x: leg.root.x, y: waist };
      leg.middle = { x: (leg.root.x + leg.tip.x) / 2, y: (waist + leg.tip.y) / 2 };
    }
  }
  const pelvis = { x: (rightLeg.root.x + leftLeg.root.x) / 2, y: (rightLeg.root.y + leftLeg.root.y) / 2 };

  const joints: Joints = {
    head,
    neck,
    pelvis,
    right_shoulder: rightArm.root,
    right_elbow: rightArm.middle,
    right_hand: rightArm.tip,
    left_shoulder: leftArm.root,
    left_elbow: leftArm.middle,
    left_hand: leftArm.tip,
    right_hip: rightLeg.root,
    right_knee: rightLeg.middle,
    right_foot: rightLeg.tip,
    left_hip: leftLeg.root,
    left_knee: leftLeg.middle,
    left_foot: leftLeg.tip,
  };
  // Down to the lowest point of the figure (its feet, whatever the legs were read as).
  let bottom = -1;
  for (let i = mask.data.length - 1; i >= 0 && bottom < 0; i--)
    if (Number.isFinite(fromHead.distance[i] as number)) bottom = i;
  return { joints, spine: bottom < 0 ? [] : pathTo(fromHead.previous, bottom) };
}
