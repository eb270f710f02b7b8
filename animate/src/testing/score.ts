import { bounds, iou, resizeMask } from '../core/planes';
import type { Segmentation } from '../core/segment';
import type { Joints, Plane } from '../core/types';
import { JOINT_NAMES } from '../schema';

/** The cut-out put back in place on a page of the given size (it may be a crop of the page). */
export function placedMask({ mask, box }: Pick<Segmentation, 'mask' | 'box'>, width: number, height: number): Plane {
  const found: Plane = { width, height, data: new Uint8Array(width * height) };
  const page = resizeMask(mask, box.width, box.height);
  for (let y = 0; y < box.height; y++) {
    for (let x = 0; x < box.width; x++)
      found.data[(y + box.y) * width + x + box.x] = page.data[y * box.width + x] as number;
  }
  return found;
}

/** The cut-out put back in place at page size (it may be a crop of the page), scored against the page's truth. */
export function placedIou(cut: Pick<Segmentation, 'mask' | 'box'>, truth: Plane): number {
  return iou(placedMask(cut, truth.width, truth.height), truth);
}

/** The garlic figure's box on the upright 3024x4032 phone photo (arm tips to feet), read off by hand. */
export const GARLIC_BOX = { x0: 500, y0: 740, x1: 2570, y1: 3140 } as const;

/**
 * IoU of the found figure's box (photo pixels) with the garlic's box read off by hand, for a
 * photo `photoWidth` wide (the hand-read box is on the 3024 px wide original).
 */
export function garlicBoxIou({ mask, box }: Pick<Segmentation, 'mask' | 'box'>, photoWidth: number): number {
  const found = bounds(mask);
  if (!found) return 0;
  const scale = box.width / mask.width;
  const got = {
    x0: box.x + found.x0 * scale,
    y0: box.y + found.y0 * scale,
    x1: box.x + (found.x1 + 1) * scale,
    y1: box.y + (found.y1 + 1) * scale,
  };
  const toPhoto = photoWidth / 3024;
  const expected = {
    x0: GARLIC_BOX.x0 * toPhoto,
    y0: GARLIC_BOX.y0 * toPhoto,
    x1: GARLIC_BOX.x1 * toPhoto,
    y1: GARLIC_BOX.y1 * toPhoto,
  };
  const overlap =
    Math.max(0, Math.min(got.x1, expected.x1) - Math.max(got.x0, expected.x0)) *
    Math.max(0, Math.min(got.y1, expected.y1) - Math.max(got.y0, expected.y0));
  const union =
    (got.x1 - got.x0) * (got.y1 - got.y0) + (expected.x1 - expected.x0) * (expected.y1 - expected.y0) - overlap;
  return overlap / union;
}

/** Our joint names in the fixtures' annotations (they have no head; their root is our pelvis). */
const ANNOTATED = (name: string) => (name === 'pelvis' ? 'root' : name);

/**
 * How far guessed joints are from annotated ones, each as a share of the figure's height (its
 * mask's box), for the joints the annotation has; `meanPercent` is their mean in percent.
 */
export function jointErrors(
  guess: Joints,
  truth: Record<string, { x: number; y: number }>,
  mask: Plane,
): { misses: number[]; meanPercent: number } {
  const box = bounds(mask);
  const height = box ? box.y1 - box.y0 + 1 : mask.height;
  const misses = JOINT_NAMES.flatMap((joint) => {
    const annotated = truth[ANNOTATED(joint)];
    return annotated ? [Math.hypot(guess[joint].x - annotated.x, guess[joint].y - annotated.y) / height] : [];
  });
  const meanPercent = misses.length ? (100 * misses.reduce((a, b) => a + b, 0)) / misses.length : 0;
  return { misses, meanPercent };
}
