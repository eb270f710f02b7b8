/**
 * Whether a figure stands on two legs, whatever the rest of it looks like: two long limbs hanging
 * to the ground (a stick figure's lines), or an outline whose underside has two feet on the ground
 * with the paper reaching up between them (a gingerbread man's stubby legs, legs under a dress).
 * A fish's tail or a snake's curve lies on its side; a ghost's hem has more points alike; a
 * flower stands on one stem.
 */
import type { Shape } from './shape';

export function standsOnTwo(shape: Shape): boolean {
  return twoLegLines(shape) || twoFeet(shape);
}

/**
 * Two long limbs (of any piece: a stick figure's arms and legs all leave its head as one piece of
 * lines) hanging down to the ground, apart.
 */
function twoLegLines(shape: Shape): boolean {
  const { box } = shape;
  const height = box.y1 - box.y0 + 1;
  const wide = box.x1 - box.x0 + 1;
  const legs = shape.limbs.filter(
    (limb) =>
      limb.relative >= 0.5 &&
      limb.length >= 3 * limb.width &&
      limb.tip.y > limb.root.y + 0.5 * Math.abs(limb.tip.x - limb.root.x) &&
      limb.tip.y >= box.y1 - 0.12 * height,
  );
  const xs = legs.map((limb) => limb.tip.x);
  return legs.length >= 2 && Math.max(...xs) - Math.min(...xs) >= 0.08 * wide;
}

/**
 * Two feet: the figure's outline seen from below (each column's lowest pixel) has two low points
 * with the paper reaching up between them (the crotch) by a good share of the figure's height,
 * and nothing else as low beside them (a ghost's hem has several points alike).
 */
function twoFeet(shape: Shape): boolean {
  const { mask, box } = shape;
  const { width, data } = mask;
  const height = box.y1 - box.y0 + 1;
  const wide = box.x1 - box.x0 + 1;
  // Lying down (a worm's curves touch the ground more than once) is not standing.
  if (height < 0.6 * wide) return false;
  const low: number[] = [];
  for (let x = box.x0; x <= box.x1; x++) {
    let y = box.y1;
    while (y >= box.y0 && !data[y * width + x]) y--;
    low.push(y);
  }
  const deepest = (from: number, to: number) => {
    let best = -1;
    for (let i = Math.max(0, from); i <= Math.min(low.length - 1, to); i++)
      if (best < 0 || (low[i] as number) > (low[best] as number)) best = i;
    return best;
  };
  const apart = Math.max(2, Math.round(0.1 * wide));
  const first = deepest(0, low.length - 1);
  // The other foot: the column whose paper between it and the first reaches highest above both.
  let best = { notch: 0, foot: -1, crotch: -1 };
  for (const step of [-1, 1]) {
    let crotch = first;
    for (let j = first + step; j >= 0 && j < low.length; j += step) {
      if ((low[j] as number) < (low[crotch] as number)) crotch = j;
      const notch = Math.min(low[first] as number, low[j] as number) - (low[crotch] as number);
      // Both feet on the ground (a leaf or an arm higher up is no foot).
      const grounded = (low[j] as number) >= box.y1 - 0.1 * height;
      if (Math.abs(j - first) >= apart && grounded && notch > best.notch) best = { notch, foot: j, crotch };
    }
  }
  if (best.notch < 0.03 * height) return false;
  // No third foot as low outside the two (a hem of points, rays, many legs).
  const [a, b] = best.foot < first ? [best.foot, first] : [first, best.foot];
  const level = (low[best.crotch] as number) + 0.5 * best.notch;
  const third = (from: number, to: number) => {
    const at = deepest(from, to);
    return at >= 0 && (low[at] as number) >= level;
  };
  // Outside each foot, past where the outline rises from it.
  const rise = (from: number, step: number) => {
    let i = from;
    while (i >= 0 && i < low.length && (low[i] as number) >= level) i += step;
    return i;
  };
  return !third(0, rise(a, -1)) && !third(rise(b, 1), low.length - 1);
}
