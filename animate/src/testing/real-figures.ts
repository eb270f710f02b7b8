import { readdirSync } from 'node:fs';
import { downscale } from '../core/planes';
import { segmentDrawing } from '../core/segment';
import type { Plane, SkeletonJoints } from '../core/types';
import { guessSkeleton } from '../plans/guess';
import { recognisePlan } from '../plans/recognise';
import type { Skeleton } from '../skeletons';
import { loadImage, loadMask } from './fixtures';

/** A real drawing's figure as the app rigs it: its cut-out mask, recognised plan, skeleton and joints. */
export type RealFigure = { name: string; mask: Plane; skeleton: Skeleton; joints: SkeletonJoints };

const WILD = new URL('../../fixtures/drawings/wild-dev/', import.meta.url);

function rig(name: string, mask: Plane): RealFigure {
  const { skeleton, joints } = guessSkeleton(mask, recognisePlan(mask).plan);
  return { name, mask, skeleton, joints };
}

/**
 * Every real drawing of the fixtures, rigged as the app rigs a photo with no saved preview: Meta's
 * four annotated characters (their hand-made masks), the garlic phone photo and the 18 wild-dev
 * drawings (cut out by the engine from the picture shrunk to 1600 px, as the preview's worker gets it).
 */
export function realFigures(): RealFigure[] {
  const figures = ['char1', 'char2', 'char3', 'char4'].map((name) => rig(name, loadMask(`${name}/mask.png`)));
  figures.push(rig('garlic', segmentDrawing(loadImage('garlic-photo-1600.jpg')).mask));
  for (const file of readdirSync(WILD)
    .filter((f) => f.endsWith('.png'))
    .sort()) {
    const photo = downscale(loadImage(`wild-dev/${file}`), 1600);
    figures.push(rig(`wild-dev/${file.replace('.png', '')}`, segmentDrawing(photo).mask));
  }
  return figures;
}
