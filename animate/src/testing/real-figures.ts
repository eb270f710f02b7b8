import { readdirSync } from 'node:fs';
import type { Plane, SkeletonJoints } from '../core/types';
import { guessSkeleton } from '../plans/guess';
import { readDrawing } from '../plans/read-drawing';
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
 * drawings (read by the engine's one path, `readDrawing`, as the preview's worker and the studio read them).
 */
export function realFigures(): RealFigure[] {
  const figures = ['char1', 'char2', 'char3', 'char4'].map((name) => rig(name, loadMask(`${name}/mask.png`)));
  const read = (name: string, file: string): RealFigure => {
    const { mask, skeleton, joints } = readDrawing(loadImage(file));
    return { name, mask, skeleton, joints };
  };
  figures.push(read('garlic', 'garlic-photo-1600.jpg'));
  for (const file of readdirSync(WILD)
    .filter((f) => f.endsWith('.png'))
    .sort()) {
    figures.push(read(`wild-dev/${file.replace('.png', '')}`, `wild-dev/${file}`));
  }
  return figures;
}
