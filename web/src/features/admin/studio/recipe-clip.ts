import {
  type BodyPlan,
  decodeRuns,
  encodeRuns,
  outlineOf,
  type Plane,
  type RgbaImage,
  type Skeleton,
  type SkeletonJoints,
  share,
  skeletonOf,
} from '@dtm/animate';
import type { ClipSpec, ClipTarget } from '@dtm/animate/render';
import type { FrameSize } from '@dtm/shared/constants';
import type { AnimationRecipe, RecipeArtwork, RecipeFigure, RecipeMotion } from '@dtm/shared/recipe';
import { jointsFromShares, jointsToShares, loadCrop } from '../../preview';
import type { StudioKind } from './api/recipes';

/** The clips a finished animation is rendered as: the frame's panel, or a character's stage and square. */
export function renderTargets(kind: StudioKind, frameSize: FrameSize | null): ClipTarget[] {
  if (kind === 'characters') return ['character', 'square'];
  return [frameSize === '5' ? 'frame-5' : 'frame-7'];
}

export const TARGET_LABELS: Record<ClipTarget, string> = {
  'frame-7': '7" frame',
  'frame-5': '5" frame',
  character: 'Character',
  square: 'Square for sharing',
};

/** The figure as the studio edits it: the drawing cropped to its box, the mask, the plan and joints in mask pixels. */
export type StudioFigure = {
  artwork: RecipeArtwork;
  /** The figure's box on the artwork, as shares of the artwork. */
  box: AnimationRecipe['figure']['box'];
  image: RgbaImage;
  mask: Plane;
  plan: BodyPlan;
  skeleton: Skeleton;
  joints: SkeletonJoints;
  /** The drawing's other figures in the scene, each with its own motions (none: the figure alone). */
  companions?: StudioCompanion[];
};

/** Another figure of the same drawing, moving beside the main one with its own plan's motions. */
export type StudioCompanion = Omit<StudioFigure, 'artwork' | 'companions'> & { motions: RecipeMotion[] };

/** Everything else the admin decides (the recipe without its artwork and figures). */
export type StudioSettings = Omit<AnimationRecipe, 'schemaVersion' | 'artwork' | 'figure' | 'companions'>;

/** A figure as the recipe keeps it: run-length mask, outline and joints as shares of its box. */
function recipeFigure(figure: Omit<StudioCompanion, 'motions'>): RecipeFigure {
  const { mask } = figure;
  return {
    plan: figure.plan,
    box: figure.box,
    mask: { width: mask.width, height: mask.height, runs: encodeRuns(mask) },
    outline: outlineOf(mask, 1).map((p) => [share(p.x / mask.width), share(p.y / mask.height)] as [number, number]),
    joints: jointsToShares(figure.joints, mask.width, mask.height),
  };
}

/** The recipe the figure and settings make (what is saved and rendered). */
export function toRecipe(figure: StudioFigure, settings: StudioSettings): AnimationRecipe {
  const companions = (figure.companions ?? []).map((companion) => ({
    figure: recipeFigure(companion),
    motions: companion.motions,
  }));
  return {
    schemaVersion: 1,
    artwork: figure.artwork,
    figure: recipeFigure(figure),
    ...settings,
    // A recipe of one figure stays as it was before there could be more.
    ...(companions.length > 0 ? { companions } : {}),
  };
}

/** The settings part of a recipe. */
export function settingsOf(recipe: AnimationRecipe): StudioSettings {
  const { schemaVersion: _v, artwork: _a, figure: _f, companions: _c, ...settings } = recipe;
  return settings;
}

/** The studio's figure from a saved recipe, its drawing read from `artworkUrl`. */
export async function figureFromRecipe(recipe: AnimationRecipe, artworkUrl: string): Promise<StudioFigure> {
  const companions = await Promise.all(
    (recipe.companions ?? []).map(async ({ figure, motions }) => ({
      ...(await studioFigureOf(figure, artworkUrl)),
      motions,
    })),
  );
  return {
    artwork: recipe.artwork,
    ...(await studioFigureOf(recipe.figure, artworkUrl)),
    ...(companions.length > 0 ? { companions } : {}),
  };
}

async function studioFigureOf(figure: RecipeFigure, artworkUrl: string): Promise<Omit<StudioCompanion, 'motions'>> {
  const { width, height, runs } = figure.mask;
  const skeleton = skeletonOf(figure.plan, Object.keys(figure.joints));
  if (!skeleton) throw new Error('This recipe’s joints do not match its body plan.');
  return {
    box: figure.box,
    image: await loadCrop(artworkUrl, figure.box, width, height),
    mask: decodeRuns(width, height, runs),
    plan: figure.plan,
    skeleton,
    joints: jointsFromShares(figure.joints, width, height),
  };
}

/** A picture for a background's address (same origin or the media route). */
export function loadPicture(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const image = new Image();
    image.crossOrigin = 'anonymous';
    image.onload = () => resolve(image);
    image.onerror = () => reject(new Error('The background could not be loaded.'));
    image.src = url;
  });
}

/** What ClipRenderer needs, the background picture already loaded (null: plain colour). */
export function clipSpec(
  figure: StudioFigure,
  settings: StudioSettings,
  picture: HTMLImageElement | null,
  clipSeconds = settings.clipSeconds,
): ClipSpec {
  const { background } = settings;
  const companions = (figure.companions ?? []).map((companion) => ({
    figure: { image: companion.image, mask: companion.mask, skeleton: companion.skeleton, joints: companion.joints },
    motions: companion.motions,
    box: companion.box,
  }));
  return {
    figure: { image: figure.image, mask: figure.mask, skeleton: figure.skeleton, joints: figure.joints },
    ...(companions.length > 0 ? { box: figure.box, companions } : {}),
    motions: settings.motions,
    clipSeconds,
    framing: settings.framing,
    background: background.kind === 'colour' || !picture ? { colour: colourOf(settings) } : { image: picture },
  };
}

/** The plain colour behind the figure (paper when the background is a picture that did not load). */
export function colourOf(settings: StudioSettings): string {
  return settings.background.kind === 'colour' ? settings.background.hex : '#fbf7ef';
}
