/**
 * The standing-figure joint guess on real drawings that each broke one rule (hand-checked joints
 * of the evaluation set, shares of the figure's height): antennae on top of a robot are not its
 * arms; a head bigger than the body does not hold the torso; a tail curled up beside a squirrel,
 * thicker than its body, does not either.
 */
import { describe, expect, it } from 'vitest';
import { loadEvalDrawing } from '../../eval/eval-set';
import { jointErrors } from '../plans/score';
import { guessJoints } from './joint-guess';

function errorsOf(id: string) {
  const drawing = loadEvalDrawing(id);
  const mask = { width: drawing.image.width, height: drawing.image.height, data: drawing.mask };
  return jointErrors(mask, drawing.joints, guessJoints(mask));
}

describe('joints on real drawings', () => {
  it('puts the hands of a robot with antennae on its arms, not on the antennae (wild-dev 0084)', () => {
    const { errors, mean } = errorsOf('real-wild-0084');
    expect(errors.right_hand).toBeLessThan(0.1);
    expect(errors.left_hand).toBeLessThan(0.1);
    expect(mean).toBeLessThan(0.07);
  });

  it('finds the torso under a head bigger than the body (wild-dev 0054)', () => {
    const { errors, mean } = errorsOf('real-wild-0054');
    expect(errors.pelvis).toBeLessThan(0.1);
    expect(mean).toBeLessThan(0.09);
  });

  it('finds the body of a squirrel, not its big curled tail (wild-dev 0072)', () => {
    const { errors, mean } = errorsOf('real-wild-0072');
    expect(errors.pelvis).toBeLessThan(0.12);
    expect(mean).toBeLessThan(0.13);
  });

  it('keeps a stick figure and a person whose arms are raised as they were (wild-dev 0081, Meta char4)', () => {
    expect(errorsOf('real-wild-0081').mean).toBeLessThan(0.04);
    expect(errorsOf('real-char4').mean).toBeLessThan(0.04);
  });
});
