import { describe, expect, it } from 'vitest';
import { type EvalDrawing, listEvalSet, loadEvalDrawing, type Plan, requiredJoints } from './eval-set';

const PLANS: Plan[] = ['biped', 'quadruped', 'many-limbed', 'limbless'];
const ids = listEvalSet();
const loaded = new Map<string, EvalDrawing>();
const load = (id: string) => {
  if (!loaded.has(id)) loaded.set(id, loadEvalDrawing(id));
  return loaded.get(id) as EvalDrawing;
};

/** Distance from (x, y) to the nearest mask pixel, looking no further than `limit`. */
function distanceToMask(d: EvalDrawing, x: number, y: number, limit: number): number {
  const { width, height } = d.image;
  let best = Number.POSITIVE_INFINITY;
  for (let yy = Math.max(0, Math.floor(y - limit)); yy <= Math.min(height - 1, Math.ceil(y + limit)); yy++) {
    for (let xx = Math.max(0, Math.floor(x - limit)); xx <= Math.min(width - 1, Math.ceil(x + limit)); xx++) {
      if (d.mask[yy * width + xx]) best = Math.min(best, Math.hypot(xx + 0.5 - x, yy + 0.5 - y));
    }
  }
  return best;
}

describe('evaluation set', () => {
  it('has at least 24 drawings, 5 or more of every body plan, 3 or more whole-page photos', () => {
    expect(ids.length).toBeGreaterThanOrEqual(24);
    const plans = ids.map((id) => load(id).plan);
    for (const plan of PLANS) expect(plans.filter((p) => p === plan).length, plan).toBeGreaterThanOrEqual(5);
    expect(ids.filter((id) => load(id).file === 'photo.jpg').length).toBeGreaterThanOrEqual(3);
  });

  it.each(ids)('%s loads, with a mask of the same size that is not empty', (id) => {
    const d = load(id);
    expect(PLANS).toContain(d.plan);
    expect(d.truth.id).toBe(id);
    expect([d.image.width, d.image.height]).toEqual([d.truth.width, d.truth.height]);
    expect(d.image.data.length).toBe(d.image.width * d.image.height * 4);
    expect(d.mask.length).toBe(d.image.width * d.image.height);
    const area = d.mask.reduce((n, v) => n + v, 0);
    expect(area).toBeGreaterThan(d.mask.length * 0.01);
    expect(area).toBeLessThan(d.mask.length * 0.9);
  });

  it.each(ids)('%s has every joint of its plan, inside the image and on the figure', (id) => {
    const d = load(id);
    const names = Object.keys(d.joints);
    for (const name of requiredJoints(d.plan, d.joints)) expect(names, name).toContain(name);
    if (d.plan === 'many-limbed') {
      expect(names.filter((n) => /^leg_\d+_root$/.test(n)).length).toBeGreaterThanOrEqual(6);
      const antennae = names.filter((n) => n.startsWith('antenna_'));
      expect([0, 4]).toContain(antennae.length);
    } else {
      expect(names.sort()).toEqual([...requiredJoints(d.plan)].sort());
    }
    // Near or inside the mask: within 2% of the figure's size (thin strokes, hand-placed joints).
    let [x0, y0, x1, y1] = [Number.POSITIVE_INFINITY, Number.POSITIVE_INFINITY, 0, 0];
    d.mask.forEach((v, i) => {
      if (!v) return;
      const x = i % d.image.width;
      const y = Math.floor(i / d.image.width);
      [x0, y0, x1, y1] = [Math.min(x0, x), Math.min(y0, y), Math.max(x1, x), Math.max(y1, y)];
    });
    const limit = Math.max(4, 0.02 * Math.hypot(x1 - x0, y1 - y0));
    for (const [name, [x, y]] of Object.entries(d.joints)) {
      expect(x >= 0 && y >= 0 && x < d.image.width && y < d.image.height, `${name} in the image`).toBe(true);
      expect(distanceToMask(d, x, y, limit), `${name} near the mask`).toBeLessThanOrEqual(limit);
    }
  });

  it.each(ids)('%s has a skeleton: one root, every parent a joint', (id) => {
    const d = load(id);
    expect(Object.keys(d.parents).sort()).toEqual(Object.keys(d.joints).sort());
    const roots = Object.values(d.parents).filter((p) => p === null);
    expect(roots.length).toBe(1);
    for (const parent of Object.values(d.parents)) if (parent) expect(d.joints).toHaveProperty(parent);
  });
});
