import { describe, expect, it } from 'vitest';
import { loadMask, loadSkeleton } from '../testing/fixtures';
import { jointErrors } from '../testing/score';
import { guessJoints } from './joint-guess';

describe('first guess of the joints', () => {
  it.each(['char1', 'char2', 'char3', 'char4'])('lands near the annotated joints of %s', (name) => {
    const mask = loadMask(`${name}/mask.png`);
    const truth = loadSkeleton(name);
    const { misses, meanPercent: mean } = jointErrors(guessJoints(mask), truth, mask);
    console.info(
      `${name}: joints off by ${mean.toFixed(1)} % of the figure's height on average (${misses.length} joints)`,
    );
    expect(misses).toHaveLength(14);
    expect(mean).toBeLessThan(10);
  });
});
