import { type PreviewRig, skeletonFor } from '@dtm/animate/schema';
import { describe, expect, it } from 'vitest';
import {
  type AnimationRecipe,
  animationRecipeSchema,
  artworkKeyOf,
  PAPER_COLOUR,
  RECIPE_INVALID,
  recipeFromRig,
} from './recipe.ts';
import { accepted, messageAt, ORDER_ID } from './testing.ts';

const joints = Object.fromEntries(
  skeletonFor('biped').joints.map((name, i) => [name, [0.2 + (i % 5) * 0.15, 0.1 + Math.floor(i / 5) * 0.3]]),
) as Record<string, [number, number]>;

const rig: PreviewRig = {
  version: 2,
  plan: 'biped',
  box: { x: 0.1, y: 0.05, width: 0.6, height: 0.9 },
  mask: { width: 4, height: 3, runs: [1, 2, 2, 2, 2, 2, 1] },
  outline: [
    [0.1, 0.1],
    [0.9, 0.1],
    [0.5, 0.9],
  ],
  background: null,
  joints,
  motion: 'wave',
};

const recipe: AnimationRecipe = {
  schemaVersion: 1,
  artwork: { orderId: ORDER_ID, fileId: 'f_1' },
  figure: { plan: 'biped', box: rig.box, mask: rig.mask, outline: rig.outline, joints },
  motions: [
    { motion: 'wave', cycles: 2 },
    { motion: 'jump', cycles: 3 },
  ],
  background: { kind: 'marketplace', id: 'bg_space' },
  clipSeconds: 10,
  framing: { scale: 1.2, offsetX: -0.1, offsetY: 0.05 },
  orientation: 'landscape',
};

describe('animationRecipeSchema', () => {
  it('keeps a recipe unchanged through JSON and back', () => {
    const parsed = accepted(animationRecipeSchema, JSON.parse(JSON.stringify(recipe)));
    expect(parsed).toEqual(recipe);
  });

  it('accepts each kind of background', () => {
    for (const background of [
      { kind: 'colour', hex: '#A0b1C2' },
      { kind: 'purchased', id: 'bg_1' },
      { kind: 'marketplace', id: 'meadow' },
    ]) {
      expect(accepted(animationRecipeSchema, { ...recipe, background }).background).toEqual(background);
    }
  });

  it('refuses another schema version', () => {
    expect(messageAt(animationRecipeSchema, { ...recipe, schemaVersion: 2 }, 'schemaVersion')).toBe(RECIPE_INVALID);
  });

  it('refuses a clip shorter than 1 second or longer than 30', () => {
    expect(messageAt(animationRecipeSchema, { ...recipe, clipSeconds: 0.5 }, 'clipSeconds')).toBe(RECIPE_INVALID);
    expect(messageAt(animationRecipeSchema, { ...recipe, clipSeconds: 31 }, 'clipSeconds')).toBe(RECIPE_INVALID);
  });

  it('refuses a motion the body plan does not have', () => {
    const trot = { ...recipe, motions: [{ motion: 'trot', cycles: 1 }] };
    expect(messageAt(animationRecipeSchema, trot)).toBe(RECIPE_INVALID);
  });

  it('refuses an unknown motion, no motion, or zero cycles', () => {
    expect(() => animationRecipeSchema.parse({ ...recipe, motions: [{ motion: 'fly', cycles: 1 }] })).toThrow();
    expect(messageAt(animationRecipeSchema, { ...recipe, motions: [] }, 'motions')).toBe(RECIPE_INVALID);
    expect(() => animationRecipeSchema.parse({ ...recipe, motions: [{ motion: 'wave', cycles: 0 }] })).toThrow();
  });

  it('refuses joints that do not make the plan’s skeleton', () => {
    const { head: _head, ...headless } = joints;
    expect(
      messageAt(animationRecipeSchema, { ...recipe, figure: { ...recipe.figure, joints: headless } }, 'figure'),
    ).toBe(RECIPE_INVALID);
  });

  it('refuses a mask whose runs do not cover it', () => {
    const mask = { width: 4, height: 3, runs: [1, 2] };
    expect(() => animationRecipeSchema.parse({ ...recipe, figure: { ...recipe.figure, mask } })).toThrow();
  });

  it('refuses a colour that is not #rrggbb, and framing out of bounds', () => {
    expect(() => animationRecipeSchema.parse({ ...recipe, background: { kind: 'colour', hex: 'red' } })).toThrow();
    expect(() =>
      animationRecipeSchema.parse({ ...recipe, background: { kind: 'colour', hex: '#fff"><script>' } }),
    ).toThrow();
    expect(() => animationRecipeSchema.parse({ ...recipe, framing: { scale: 0, offsetX: 0, offsetY: 0 } })).toThrow();
    expect(() => animationRecipeSchema.parse({ ...recipe, framing: { scale: 1, offsetX: 2, offsetY: 0 } })).toThrow();
    expect(() => animationRecipeSchema.parse({ ...recipe, orientation: 'square' })).toThrow();
  });

  it('refuses an artwork file id that could leave its folder', () => {
    const artwork = { orderId: ORDER_ID, fileId: '../other/file' };
    expect(() => animationRecipeSchema.parse({ ...recipe, artwork })).toThrow();
  });
});

describe('recipeFromRig', () => {
  it('starts from the customer’s cut-out, joints and motion, on paper', () => {
    const first = recipeFromRig(rig, { orderId: ORDER_ID, fileId: 'f_1' });
    expect(accepted(animationRecipeSchema, first)).toEqual(first);
    expect(first.figure.joints).toEqual(joints);
    expect(first.motions).toEqual([{ motion: 'wave', cycles: 1 }]);
    expect(first.background).toEqual({ kind: 'colour', hex: PAPER_COLOUR });
  });

  it('keeps the background the caller matched to the customer’s choice', () => {
    const background = { kind: 'marketplace', id: 'space' } as const;
    const first = recipeFromRig(
      { ...rig, background: '/api/media/space.png' },
      { orderId: ORDER_ID, fileId: 'f_1' },
      {
        background,
      },
    );
    expect(first.background).toEqual(background);
  });

  it('names the drawing’s R2 key', () => {
    expect(artworkKeyOf({ orderId: ORDER_ID, fileId: 'f_1' })).toBe(`artwork/${ORDER_ID}/f_1`);
  });
});
