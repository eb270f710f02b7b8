import { describe, expect, it } from 'vitest';
import { NINJA_PARTS, ninjaPose } from './ninja-parts';
import { scrollProgress } from './use-scroll-progress';

describe('scrollProgress', () => {
  it('goes from 0 when the element enters at the bottom to 1 when it leaves at the top', () => {
    expect(scrollProgress({ top: 800, height: 200 }, 800)).toBe(0);
    expect(scrollProgress({ top: 300, height: 200 }, 800)).toBe(0.5);
    expect(scrollProgress({ top: -200, height: 200 }, 800)).toBe(1);
  });

  it('stays within 0..1 off screen', () => {
    expect(scrollProgress({ top: 2000, height: 200 }, 800)).toBe(0);
    expect(scrollProgress({ top: -2000, height: 200 }, 800)).toBe(1);
  });
});

describe('ninjaPose', () => {
  it('stands upright mid-screen and leans and rises as the page scrolls', () => {
    expect(ninjaPose(0.5).figure).toBe('translate3d(0, 0.0px, 0) rotate(0.00deg)');
    expect(ninjaPose(0).figure).toBe('translate3d(0, 24.0px, 0) rotate(-5.00deg)');
    expect(ninjaPose(1).figure).toBe('translate3d(0, -24.0px, 0) rotate(5.00deg)');
  });

  it('moves every part, with the arms swinging around their resting angle', () => {
    const pose = ninjaPose(0.3);
    for (const part of NINJA_PARTS) expect(pose.parts[part.name]).toMatch(/^rotate\(-?\d+\.\d{2}deg\)$/);
    expect(pose.parts['leg-left']).not.toBe(pose.parts['leg-right']);
  });
});
