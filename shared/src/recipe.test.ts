import { type PreviewRig, skeletonFor } from '@dtm/animate/schema';
import { describe, expect, it } from 'vitest';
import {
  type AnimationRecipe,
  AnimationRecipeSchema,
  animationRecipeSchema,
  artworkKeyOf,
  DEFAULT_FRAMING,
  HexColourSchema,
  PAPER_COLOUR,
  RECIPE_INVALID,
  RECIPE_LIMITS,
  RecipeArtworkSchema,
  RecipeBackgroundSchema,
  RecipeCompanionSchema,
  RecipeFigureSchema,
  RecipeFramingSchema,
  RecipeMotionSchema,
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

  it('brings the figures the parent added to the preview along, each with its one motion', () => {
    const dogJoints = Object.fromEntries(skeletonFor('quadruped').joints.map((name) => [name, [0.5, 0.5]])) as Record<
      string,
      [number, number]
    >;
    const dog = {
      ...rig,
      plan: 'quadruped' as const,
      box: { x: 0.7, y: 0.6, width: 0.25, height: 0.3 },
      joints: dogJoints,
    };
    const first = recipeFromRig(
      {
        ...rig,
        companions: [
          { plan: dog.plan, box: dog.box, mask: dog.mask, outline: dog.outline, joints: dogJoints, motion: 'trot' },
        ],
      },
      { orderId: ORDER_ID, fileId: 'f_1' },
    );
    expect(accepted(animationRecipeSchema, first)).toEqual(first);
    expect(first.companions).toEqual([
      {
        figure: { plan: 'quadruped', box: dog.box, mask: dog.mask, outline: dog.outline, joints: dogJoints },
        motions: [{ motion: 'trot', cycles: 1 }],
      },
    ]);
    expect(recipeFromRig(rig, { orderId: ORDER_ID, fileId: 'f_1' })).not.toHaveProperty('companions');
  });

  it('names the drawing’s R2 key', () => {
    expect(artworkKeyOf({ orderId: ORDER_ID, fileId: 'f_1' })).toBe(`artwork/${ORDER_ID}/f_1`);
  });
});

describe('AnimationRecipeSchema', () => {
  it('is the house name of animationRecipeSchema', () => {
    expect(AnimationRecipeSchema).toBe(animationRecipeSchema);
  });

  it('accepts the first recipe made from a saved preview, and a sequence of up to 8 motions', () => {
    const first = recipeFromRig(rig, { orderId: ORDER_ID, fileId: 'f_1' }, { orientation: 'portrait' });
    expect(accepted(AnimationRecipeSchema, first)).toEqual(first);
    const eight = Array.from({ length: RECIPE_LIMITS.maxMotions }, () => ({ motion: 'dance', cycles: 1 }));
    expect(accepted(AnimationRecipeSchema, { ...recipe, motions: eight }).motions).toHaveLength(8);
  });

  it('refuses a ninth motion, a clip given as text, and a recipe that is no object', () => {
    const nine = Array.from({ length: RECIPE_LIMITS.maxMotions + 1 }, () => ({ motion: 'wave', cycles: 1 }));
    expect(messageAt(AnimationRecipeSchema, { ...recipe, motions: nine }, 'motions')).toBe(RECIPE_INVALID);
    expect(messageAt(AnimationRecipeSchema, { ...recipe, clipSeconds: '10' }, 'clipSeconds')).toBe(RECIPE_INVALID);
    expect(messageAt(AnimationRecipeSchema, 'recipe')).toBe(RECIPE_INVALID);
  });
});

describe('RecipeArtworkSchema', () => {
  it('accepts an order id and a file id as the upload stores them', () => {
    const artwork = { orderId: ORDER_ID, fileId: 'f_8KpQ2vXz-1' };
    expect(accepted(RecipeArtworkSchema, artwork)).toEqual(artwork);
  });

  it('refuses a file id that is empty, too long, or has a path or space in it', () => {
    for (const fileId of ['', 'f'.repeat(129), '../f_1', 'f/1', 'f 1', 'f_1.png']) {
      expect(messageAt(RecipeArtworkSchema, { orderId: ORDER_ID, fileId }, 'fileId'), fileId).toBe(RECIPE_INVALID);
    }
  });

  it('refuses an artwork without its order', () => {
    expect(messageAt(RecipeArtworkSchema, { fileId: 'f_1' }, 'orderId')).toBe('Required');
    expect(messageAt(RecipeArtworkSchema, { orderId: 'o'.repeat(129), fileId: 'f_1' }, 'orderId')).toBe(
      'Invalid input',
    );
  });
});

describe('RecipeFigureSchema', () => {
  const quadrupedJoints = Object.fromEntries(
    skeletonFor('quadruped').joints.map((name, i) => [name, [0.1 + (i % 6) * 0.15, 0.2 + Math.floor(i / 6) * 0.3]]),
  ) as Record<string, [number, number]>;

  it('accepts the preview rig’s cut-out and joints, for a biped and a quadruped', () => {
    expect(accepted(RecipeFigureSchema, recipe.figure)).toEqual(recipe.figure);
    const dog = { ...recipe.figure, plan: 'quadruped', joints: quadrupedJoints };
    expect(accepted(RecipeFigureSchema, dog)).toEqual(dog);
  });

  it('refuses a body plan animate does not have', () => {
    expect(messageAt(RecipeFigureSchema, { ...recipe.figure, plan: 'octopus' }, 'plan')).toBe(RECIPE_INVALID);
  });

  it('refuses an outline of fewer than 3 points', () => {
    const outline = recipe.figure.outline.slice(0, 2);
    expect(messageAt(RecipeFigureSchema, { ...recipe.figure, outline }, 'outline')).toBe(RECIPE_INVALID);
  });

  it('refuses the joints of another plan', () => {
    expect(messageAt(RecipeFigureSchema, { ...recipe.figure, plan: 'quadruped' })).toBe(RECIPE_INVALID);
  });
});

describe('RecipeMotionSchema', () => {
  it('accepts a motion of any plan from 1 to 20 cycles', () => {
    expect(accepted(RecipeMotionSchema, { motion: 'wave', cycles: 1 })).toEqual({ motion: 'wave', cycles: 1 });
    expect(accepted(RecipeMotionSchema, { motion: 'trot', cycles: RECIPE_LIMITS.maxCycles }).cycles).toBe(20);
  });

  it('refuses an unknown motion and cycles that are 0, over 20, a fraction or text', () => {
    expect(messageAt(RecipeMotionSchema, { motion: 'fly', cycles: 1 }, 'motion')).toBe(RECIPE_INVALID);
    for (const cycles of [0, 21, 1.5, '2']) {
      expect(messageAt(RecipeMotionSchema, { motion: 'wave', cycles }, 'cycles')).toBe(RECIPE_INVALID);
    }
  });
});

describe('HexColourSchema', () => {
  it('accepts #rrggbb in either case, like the paper colour', () => {
    for (const hex of [PAPER_COLOUR, '#A0B1C2', '#00ff7F']) expect(accepted(HexColourSchema, hex)).toBe(hex);
  });

  it('refuses short, named, unprefixed, padded and injected colours', () => {
    for (const hex of ['#fff', 'red', 'fbf7ef', '#fbf7ef ', '#gggggg', '#fbf7ef0', 'url(#a)', '']) {
      expect(messageAt(HexColourSchema, hex), hex).toBe(RECIPE_INVALID);
    }
    expect(messageAt(HexColourSchema, 0xfbf7ef)).toBe(RECIPE_INVALID);
  });
});

describe('RecipeBackgroundSchema', () => {
  it('accepts plain paper, a purchased and a marketplace background', () => {
    for (const background of [
      { kind: 'colour', hex: PAPER_COLOUR },
      { kind: 'purchased', id: 'bg_meadow' },
      { kind: 'marketplace', id: 'bg_space' },
    ]) {
      expect(accepted(RecipeBackgroundSchema, background)).toEqual(background);
    }
  });

  it('refuses another kind, such as a picture address', () => {
    expect(RecipeBackgroundSchema.safeParse({ kind: 'image', url: '/api/media/space.png' }).success).toBe(false);
    expect(RecipeBackgroundSchema.safeParse({ hex: PAPER_COLOUR }).success).toBe(false);
  });

  it('refuses a colour without its hex and a background without its id', () => {
    expect(messageAt(RecipeBackgroundSchema, { kind: 'colour' }, 'hex')).toBe(RECIPE_INVALID);
    expect(messageAt(RecipeBackgroundSchema, { kind: 'marketplace' }, 'id')).toBe('Required');
    expect(messageAt(RecipeBackgroundSchema, { kind: 'purchased', id: '' }, 'id')).toBe('Required');
  });
});

describe('RecipeFramingSchema', () => {
  it('accepts the default framing and the bounds themselves', () => {
    expect(accepted(RecipeFramingSchema, DEFAULT_FRAMING)).toEqual({ scale: 1, offsetX: 0, offsetY: 0 });
    for (const framing of [
      { scale: RECIPE_LIMITS.minScale, offsetX: -1, offsetY: 1 },
      { scale: RECIPE_LIMITS.maxScale, offsetX: 1, offsetY: -1 },
    ]) {
      expect(accepted(RecipeFramingSchema, framing)).toEqual(framing);
    }
  });

  it('refuses a scale or offset just past its bound, and numbers as text', () => {
    expect(messageAt(RecipeFramingSchema, { ...DEFAULT_FRAMING, scale: 0.19 }, 'scale')).toBe(RECIPE_INVALID);
    expect(messageAt(RecipeFramingSchema, { ...DEFAULT_FRAMING, scale: 3.01 }, 'scale')).toBe(RECIPE_INVALID);
    expect(messageAt(RecipeFramingSchema, { ...DEFAULT_FRAMING, offsetX: 1.01 }, 'offsetX')).toBe(RECIPE_INVALID);
    expect(messageAt(RecipeFramingSchema, { ...DEFAULT_FRAMING, offsetY: -1.01 }, 'offsetY')).toBe(RECIPE_INVALID);
    expect(messageAt(RecipeFramingSchema, { ...DEFAULT_FRAMING, scale: '1' }, 'scale')).toBe(RECIPE_INVALID);
    expect(messageAt(RecipeFramingSchema, { ...DEFAULT_FRAMING, offsetX: Number.NaN }, 'offsetX')).toBe(RECIPE_INVALID);
  });
});

describe('companions: more figures of the drawing in the scene', () => {
  const dogJoints = Object.fromEntries(
    skeletonFor('quadruped').joints.map((name, i) => [name, [0.1 + (i % 6) * 0.15, 0.2 + Math.floor(i / 6) * 0.3]]),
  ) as Record<string, [number, number]>;
  const dog = {
    figure: {
      ...recipe.figure,
      plan: 'quadruped',
      box: { x: 0.6, y: 0.5, width: 0.3, height: 0.3 },
      joints: dogJoints,
    },
    motions: [{ motion: 'trot', cycles: 2 }],
  };

  it('accepts a recipe with a dog beside the person, each with its own plan’s motions', () => {
    const parsed = accepted(animationRecipeSchema, JSON.parse(JSON.stringify({ ...recipe, companions: [dog] })));
    expect(parsed.companions).toEqual([dog]);
    expect(parsed.motions).toEqual(recipe.motions);
  });

  it('refuses a companion motion of another plan, with the one message', () => {
    const waving = { ...dog, motions: [{ motion: 'wave', cycles: 1 }] };
    expect(messageAt(RecipeCompanionSchema, waving)).toBe(RECIPE_INVALID);
    expect(messageAt(animationRecipeSchema, { ...recipe, companions: [waving] }, 'companions.0')).toBe(RECIPE_INVALID);
  });

  it('refuses a companion without motions and a fourth companion', () => {
    expect(
      messageAt(animationRecipeSchema, { ...recipe, companions: [{ ...dog, motions: [] }] }, 'companions.0.motions'),
    ).toBe(RECIPE_INVALID);
    expect(messageAt(animationRecipeSchema, { ...recipe, companions: [dog, dog, dog, dog] }, 'companions')).toBe(
      RECIPE_INVALID,
    );
  });

  it('still reads a recipe saved before companions, unchanged and at the same schema version', () => {
    const old = JSON.parse(JSON.stringify(recipe)) as Record<string, unknown>;
    expect('companions' in old).toBe(false);
    const parsed = accepted(animationRecipeSchema, old);
    expect(parsed).toEqual(recipe);
    expect(parsed.schemaVersion).toBe(1);
    expect(parsed.companions).toBeUndefined();
  });
});
