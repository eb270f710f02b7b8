import { describe, expect, it } from 'vitest';
import { BODY_PLANS, PLAN_MOTIONS, skeletonFor, skeletonOf } from './skeletons';

/** The joints reached from the root by walking down the tree. */
function reachable(parent: Readonly<Record<string, string | null>>): Set<string> {
  const seen = new Set(Object.keys(parent).filter((name) => parent[name] === null));
  let grew = true;
  while (grew) {
    grew = false;
    for (const [name, up] of Object.entries(parent)) {
      if (up !== null && seen.has(up) && !seen.has(name)) {
        seen.add(name);
        grew = true;
      }
    }
  }
  return seen;
}

describe('the skeleton of each body plan', () => {
  const shapes = [
    ['biped', {}],
    ['quadruped', {}],
    ['many-limbed', { legs: 6, antennae: true }],
    ['many-limbed', { legs: 8, antennae: false }],
    ['limbless', {}],
  ] as const;

  it.each(shapes)('%s %j is one tree with a single root', (plan, shape) => {
    const skeleton = skeletonFor(plan, shape);
    const roots = skeleton.joints.filter((name) => skeleton.parent[name] === null);
    expect(roots).toHaveLength(1);
    expect(reachable(skeleton.parent).size).toBe(skeleton.joints.length);
    expect(new Set(skeleton.joints).size).toBe(skeleton.joints.length);
  });

  it('reads a many-limbed skeleton back from its names, and refuses names that make none', () => {
    const bug = skeletonFor('many-limbed', { legs: 6, antennae: true });
    expect(skeletonOf('many-limbed', [...bug.joints].reverse())?.joints).toEqual(bug.joints);
    expect(
      skeletonOf(
        'many-limbed',
        bug.joints.filter((name) => name !== 'leg_3_knee'),
      ),
    ).toBeNull();
    expect(skeletonOf('many-limbed', skeletonFor('many-limbed', { legs: 2 }).joints)).toBeNull();
    expect(skeletonOf('biped', skeletonFor('quadruped').joints)).toBeNull();
  });

  it('every plan has motions of its own', () => {
    for (const plan of BODY_PLANS) expect(PLAN_MOTIONS[plan].length).toBeGreaterThanOrEqual(3);
  });
});
