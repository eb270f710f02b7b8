import { describe, expect, it } from 'vitest';
import { loadMask, loadSkeleton } from '../testing/fixtures';
import { guessJoints } from './joint-guess';
import { bounds } from './planes';
import { JOINT_NAMES } from './types';

/** Our joint names in the annotations (they have no head; their root is our pelvis). */
const ANNOTATED = (name: string) => (name === 'pelvis' ? 'root' : name);

describe('first guess of the joints', () => {
  it.each(['char1', 'char2', 'char3', 'char4'])('lands near the annotated joints of %s', (name) => {
    const mask = loadMask(`${name}/mask.png`);
    const truth = loadSkeleton(name);
    const guess = guessJoints(mask);
    const box = bounds(mask);
    const height = box ? box.y1 - box.y0 + 1 : mask.height;
    const misses = JOINT_NAMES.flatMap((joint) => {
      const annotated = truth[ANNOTATED(joint)];
      return annotated ? [Math.hypot(guess[joint].x - annotated.x, guess[joint].y - annotated.y) / height] : [];
    });
    const mean = (100 * misses.reduce((a, b) => a + b, 0)) / misses.length;
    console.info(
      `${name}: joints off by ${mean.toFixed(1)} % of the figure's height on average (${misses.length} joints)`,
    );
    expect(misses).toHaveLength(14);
    expect(mean).toBeLessThan(10);
  });
});
