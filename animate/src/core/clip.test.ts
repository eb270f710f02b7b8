import { describe, expect, it } from 'vitest';
import { skeletonFor } from '../skeletons';
import { ClipDeformer, clipPose, frameTime, MAX_SPEED, MIN_SPEED, planClip, stepAt } from './clip';
import { MOTIONS } from './motions';
import { motionFor } from './plan-motions/index';
import { bipedFigure, quadrupedFigure } from './test-figures';
import type { Point } from './types';

const wave = MOTIONS.wave; // 2 s a cycle
const jump = MOTIONS.jump; // 1.2 s a cycle

describe('planClip', () => {
  it('is as long as asked: whole passes of the sequence, played a little faster or slower to fit', () => {
    // One pass: 2 waves (4 s) and 3 jumps (3.6 s) = 7.6 s as keyed.
    const steps = [
      { motion: wave, cycles: 2 },
      { motion: jump, cycles: 3 },
    ];
    // 10 s: one pass played at 0.76x (not a 7.6 s clip); 12 s: two passes at 1.27x.
    expect(planClip(steps, 10)).toMatchObject({ passes: 1, seconds: 10, frames: 300 });
    expect(planClip(steps, 10).speed).toBeCloseTo(0.76);
    expect(planClip(steps, 12)).toMatchObject({ passes: 2, frames: 360 });
    expect(planClip(steps, 12).seconds).toBeCloseTo(12);
    // The studio's old surprise: wave (2 s) + jump (1.2 s) a pass, 10 s asked, 3 passes = 9.6 s.
    // Jump (1.2 s): 8 passes of 38 frames, every pass the same whole frames: 10.1 s.
    const jumps = planClip([{ motion: jump, cycles: 1 }], 10);
    expect(jumps).toMatchObject({ passes: 8, frames: 304 });
    expect(Math.abs(jumps.seconds - 10)).toBeLessThan(jumps.passes / 2 / 30 + 1e-9);
  });

  it('never plays the motions more than half as fast again or a third slower', () => {
    for (const asked of [0.5, 1, 1.7, 2.5, 3.3, 5, 7.7, 10, 29, 60]) {
      const plan = planClip([{ motion: wave, cycles: 1 }], asked);
      // Within the bounds, give or take the rounding of a pass to whole frames.
      expect(plan.speed).toBeGreaterThan(MIN_SPEED * 0.98);
      expect(plan.speed).toBeLessThan(MAX_SPEED * 1.02);
      if (asked >= 2 * MIN_SPEED) expect(Math.abs(plan.seconds - asked)).toBeLessThan(plan.passes / 2 / 30 + 1e-9);
      expect(plan.frames % plan.passes).toBe(0);
    }
  });

  it('plays a sequence much longer than asked once, at most half as fast again, rather than cutting it', () => {
    expect(planClip([{ motion: wave, cycles: 5 }], 1)).toMatchObject({ passes: 1, frames: 200 });
    expect(planClip([{ motion: wave, cycles: 5 }], 1).speed).toBeCloseTo(MAX_SPEED);
  });

  it('puts frame n at n / 30 seconds', () => {
    const plan = planClip([{ motion: jump, cycles: 1 }], 9.6);
    expect(plan.seconds).toBeCloseTo(9.6);
    expect(plan.frames).toBe(288);
    expect(frameTime(plan, 0)).toBe(0);
    expect(frameTime(plan, 45)).toBe(1.5);
    expect(frameTime(plan, plan.frames - 1)).toBeCloseTo(9.6 - 1 / 30);
  });

  it('refuses an empty sequence', () => {
    expect(() => planClip([], 5)).toThrow();
  });
});

describe('the pose sequence', () => {
  const { mask, joints, skeleton } = bipedFigure();
  const plan = planClip(
    [
      { motion: wave, cycles: 1 },
      { motion: jump, cycles: 2 },
    ],
    4.4,
  );
  const distance = (a: Record<string, Point>, b: Record<string, Point>) =>
    Math.max(
      ...skeleton.joints.map((n) =>
        Math.hypot((a[n] as Point).x - (b[n] as Point).x, (a[n] as Point).y - (b[n] as Point).y),
      ),
    );

  const worstStep = (clip: ReturnType<typeof planClip>) => {
    let worst = 0;
    for (let n = 0; n < clip.frames; n++) {
      const a = clipPose(clip, joints, skeleton, frameTime(clip, n)).joints;
      const b = clipPose(clip, joints, skeleton, frameTime(clip, n + 1)).joints;
      worst = Math.max(worst, distance(a, b));
    }
    return worst;
  };

  it('hands one motion over to the next without a jump', () => {
    // The biggest move between two frames stays about that of the motions played alone.
    const alone = Math.max(
      worstStep(planClip([{ motion: wave, cycles: 1 }], 2)),
      worstStep(planClip([{ motion: jump, cycles: 1 }], 1.2)),
    );
    expect(worstStep(plan)).toBeLessThan(alone * 1.25);
  });

  it('ends where it starts: the pose after the last frame is the first frame’s', () => {
    const first = clipPose(plan, joints, skeleton, 0).joints;
    const after = clipPose(plan, joints, skeleton, plan.seconds).joints;
    expect(distance(first, after)).toBeLessThan(1e-6);
  });

  it('blends only at the end of a step, into the next motion', () => {
    expect(stepAt(plan, 0.5).weight).toBe(0);
    expect(stepAt(plan, 1.9).weight).toBeGreaterThan(0);
    expect(stepAt(plan, 1.9).next.motion).toBe(jump);
    // Two jumps in a row: no blend between them.
    expect(stepAt(plan, 3.1).weight).toBe(0);
  });

  it('gives the same vertices for the same figure and frames, every time', () => {
    const render = () => {
      const deformer = new ClipDeformer(mask, joints, skeleton, plan);
      return Array.from({ length: 12 }, (_, n) => Array.from(deformer.frame(n * 10)));
    };
    expect(render()).toEqual(render());
  });

  it('solves frame 0 as a loop does: the frame after the last is the first', () => {
    const deformer = new ClipDeformer(mask, joints, skeleton, plan);
    const first = Float64Array.from(deformer.frame(0));
    for (let n = 1; n < plan.frames; n++) deformer.frame(n);
    const again = deformer.frame(plan.frames);
    const gap = Math.max(...first.map((v, i) => Math.abs(v - (again[i] as number))));
    expect(gap).toBeLessThan(0.5);
  });

  it('plays another plan’s motions too', () => {
    const dog = quadrupedFigure();
    const trot = motionFor(skeletonFor('quadruped'), 'trot', dog.joints);
    const dogPlan = planClip([{ motion: trot, cycles: 2 }], 2);
    const deformer = new ClipDeformer(dog.mask, dog.joints, dog.skeleton, dogPlan);
    expect(deformer.frame(0).length).toBe(deformer.mesh.positions.length);
  });
});
