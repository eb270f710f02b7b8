import { decodeRuns, skeletonFor } from '@dtm/animate';
import { clipSize } from '@dtm/animate/render';
import { animationRecipeSchema } from '@dtm/shared/recipe';
import { describe, expect, it } from 'vitest';
import { clipSpec, renderTargets, type StudioFigure, type StudioSettings, settingsOf, toRecipe } from './recipe-clip';

describe('what a finished animation is rendered as', () => {
  it('a 7" frame at 1024x600, a 5" at 800x480, portrait with the sides swapped', () => {
    expect(renderTargets('frames', '7')).toEqual(['frame-7']);
    expect(renderTargets('frames', '5')).toEqual(['frame-5']);
    expect(clipSize('frame-7', 'landscape')).toEqual({ width: 1024, height: 600 });
    expect(clipSize('frame-5', 'landscape')).toEqual({ width: 800, height: 480 });
    expect(clipSize('frame-7', 'portrait')).toEqual({ width: 600, height: 1024 });
  });

  it('a character at 1024x600 and a 1080x1080 square for sharing', () => {
    expect(renderTargets('characters', null)).toEqual(['character', 'square']);
    expect(clipSize('character', 'landscape')).toEqual({ width: 1024, height: 600 });
    expect(clipSize('square', 'portrait')).toEqual({ width: 1080, height: 1080 });
  });
});

describe('the studio’s figure and settings as a recipe', () => {
  // A 20 x 30 figure: a filled block, the biped's joints spread over it.
  const width = 20;
  const height = 30;
  const runs = [0, width * height];
  const skeleton = skeletonFor('biped');
  const joints = Object.fromEntries(skeleton.joints.map((name, i) => [name, { x: 2 + (i % 4) * 5, y: 2 + i * 1.8 }]));
  const figure: StudioFigure = {
    artwork: { orderId: 'order-1', fileId: 'file_1' },
    box: { x: 0.1, y: 0.2, width: 0.5, height: 0.6 },
    image: { width, height, data: new Uint8ClampedArray(width * height * 4) },
    mask: decodeRuns(width, height, runs),
    plan: 'biped',
    skeleton,
    joints,
  };
  const settings: StudioSettings = {
    motions: [
      { motion: 'wave', cycles: 2 },
      { motion: 'dance', cycles: 1 },
    ],
    background: { kind: 'colour', hex: '#112233' },
    clipSeconds: 12,
    framing: { scale: 1.1, offsetX: 0.05, offsetY: -0.02 },
    orientation: 'portrait',
  };

  it('is a valid recipe that gives the same settings back', () => {
    const recipe = animationRecipeSchema.parse(toRecipe(figure, settings));
    expect(settingsOf(recipe)).toEqual(settings);
    expect(recipe.figure.mask).toEqual({ width, height, runs });
    const [x, y] = recipe.figure.joints.head ?? [0, 0];
    expect(x).toBeCloseTo((joints.head?.x ?? 0) / width, 3);
    expect(y).toBeCloseTo((joints.head?.y ?? 0) / height, 3);
  });

  it('is the same JSON for the same figure and settings (what "unsaved changes" compares)', () => {
    expect(JSON.stringify(toRecipe(figure, settings))).toBe(JSON.stringify(toRecipe({ ...figure }, { ...settings })));
  });

  it('holds a second figure with its own motion, and a clip of both keeps their boxes', () => {
    const friend = {
      ...figure,
      box: { x: 0.62, y: 0.3, width: 0.3, height: 0.5 },
      motions: [{ motion: 'jump', cycles: 1 }],
    };
    const { artwork: _a, ...withoutArtwork } = friend;
    const both: StudioFigure = { ...figure, companions: [withoutArtwork] };
    const recipe = animationRecipeSchema.parse(toRecipe(both, settings));
    expect(recipe.companions).toHaveLength(1);
    expect(recipe.companions?.[0]?.figure.box).toEqual(friend.box);
    expect(recipe.companions?.[0]?.motions).toEqual([{ motion: 'jump', cycles: 1 }]);
    // The settings stay the settings: the companions travel with the figure.
    expect(settingsOf(recipe)).toEqual(settings);
    const spec = clipSpec(both, settings, null);
    expect(spec.box).toEqual(figure.box);
    expect(spec.companions?.map((c) => c.box)).toEqual([friend.box]);
    // A figure alone makes the recipe and clip it always did.
    expect('companions' in toRecipe(figure, settings)).toBe(false);
    expect('companions' in clipSpec(figure, settings, null)).toBe(false);
  });
});
