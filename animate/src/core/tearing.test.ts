import { describe, expect, it } from 'vitest';
import { MOTION_NAMES } from '../schema';
import { loadImage, loadMask } from '../testing/fixtures';
import { Animator } from './animator';
import { fillPolygon } from './contour';
import { guessJoints } from './joint-guess';
import type { RiggedMesh } from './mesh';
import { area } from './planes';
import { segmentDrawing } from './segment';
import { bipedFigure } from './test-figures';
import type { Plane, Point, SkeletonJoints } from './types';

/**
 * The paper that would show through the moving figure: a pure-JS rasterisation of the deformed,
 * textured mesh (each covered pixel looks its texture up in the cut-out's mask at its rest
 * position, as the renderers do) compared with the deformed outline (the mesh's outline vertices,
 * filled), shrunk by two pixels so the anti-aliased edge does not count. Returns the pixels
 * strictly inside the outline that no triangle paints with the figure.
 */
function paperInside(mesh: RiggedMesh, mask: Plane, positions: ArrayLike<number>): number {
  const margin = Math.max(mask.width, mask.height);
  const width = mask.width + 2 * margin;
  const height = mask.height + 2 * margin;
  const outline: Point[] = mesh.outline.map((i) => ({
    x: (positions[2 * i] as number) + margin,
    y: (positions[2 * i + 1] as number) + margin,
  }));
  const inside = erode(fillPolygon(outline, width, height), 2);
  const painted = new Uint8Array(width * height);
  const t = mesh.triangles;
  const rest = mesh.positions;
  for (let k = 0; k < t.length; k += 3) {
    const [a, b, c] = [t[k] as number, t[k + 1] as number, t[k + 2] as number];
    const x0 = (positions[2 * a] as number) + margin;
    const y0 = (positions[2 * a + 1] as number) + margin;
    const x1 = (positions[2 * b] as number) + margin;
    const y1 = (positions[2 * b + 1] as number) + margin;
    const x2 = (positions[2 * c] as number) + margin;
    const y2 = (positions[2 * c + 1] as number) + margin;
    const det = (x1 - x0) * (y2 - y0) - (x2 - x0) * (y1 - y0);
    if (Math.abs(det) < 1e-12) continue;
    const minX = Math.max(0, Math.floor(Math.min(x0, x1, x2)));
    const maxX = Math.min(width - 1, Math.ceil(Math.max(x0, x1, x2)));
    const minY = Math.max(0, Math.floor(Math.min(y0, y1, y2)));
    const maxY = Math.min(height - 1, Math.ceil(Math.max(y0, y1, y2)));
    for (let y = minY; y <= maxY; y++) {
      for (let x = minX; x <= maxX; x++) {
        const px = x + 0.5;
        const py = y + 0.5;
        const u = ((px - x0) * (y2 - y0) - (x2 - x0) * (py - y0)) / det;
        const v = ((x1 - x0) * (py - y0) - (px - x0) * (y1 - y0)) / det;
        if (u < -1e-9 || v < -1e-9 || u + v > 1 + 1e-9) continue;
        const rx = (rest[2 * a] as number) * (1 - u - v) + (rest[2 * b] as number) * u + (rest[2 * c] as number) * v;
        const ry =
          (rest[2 * a + 1] as number) * (1 - u - v) + (rest[2 * b + 1] as number) * u + (rest[2 * c + 1] as number) * v;
        const mx = Math.floor(rx);
        const my = Math.floor(ry);
        if (mx >= 0 && my >= 0 && mx < mask.width && my < mask.height && mask.data[my * mask.width + mx]) {
          painted[y * width + x] = 1;
        }
      }
    }
  }
  let paper = 0;
  for (let i = 0; i < painted.length; i++) if (inside.data[i] && !painted[i]) paper++;
  return paper;
}

/** The pixels of `plane` whose whole (2r+1)² square is inside it. */
function erode(plane: Plane, r: number): Plane {
  const { width, height, data } = plane;
  const rows = new Uint8Array(data.length);
  for (let y = 0; y < height; y++) {
    let run = 0;
    for (let x = 0; x < width; x++) {
      run = data[y * width + x] ? run + 1 : 0;
      if (run >= 2 * r + 1) rows[y * width + x - r] = 1;
    }
  }
  const out = new Uint8Array(data.length);
  for (let x = 0; x < width; x++) {
    let run = 0;
    for (let y = 0; y < height; y++) {
      run = rows[y * width + x] ? run + 1 : 0;
      if (run >= 2 * r + 1) out[(y - r) * width + x] = 1;
    }
  }
  return { width, height, data: out };
}

type Figure = { name: string; mask: Plane; joints: SkeletonJoints };

function figures(): Figure[] {
  const garlic = segmentDrawing(loadImage('garlic-photo-1600.jpg')).mask;
  const out: Figure[] = [
    { name: 'garlic phone photo', mask: garlic, joints: guessJoints(garlic) },
    { ...bipedFigure() },
  ];
  for (const name of ['char1', 'char2', 'char3', 'char4']) {
    const mask = loadMask(`${name}/mask.png`);
    out.push({ name, mask, joints: guessJoints(mask) });
  }
  return out;
}

describe('no tearing: the moving figure never opens to the paper behind it', () => {
  const all = figures();
  it.each(all.flatMap((figure) => MOTION_NAMES.map((motion) => [figure.name, motion, figure] as const)))(
    '%s, %s: no paper inside the outline at 24 frames of the loop',
    (_, motion, figure) => {
      const animator = new Animator(figure.mask, figure.joints, { motion });
      // The outline's vertices cut a few pixels off the deepest notches of the mask already at
      // rest: what counts is the paper a motion opens beyond that.
      const still = paperInside(animator.mesh, figure.mask, animator.mesh.positions);
      let worst = 0;
      for (let f = 0; f < 24; f++) {
        const positions = animator.frame((f / 24) * animator.motion.seconds);
        worst = Math.max(worst, paperInside(animator.mesh, figure.mask, positions) - still);
      }
      const size = area(figure.mask);
      console.info(`${figure.name} ${motion}: ${still} of ${size} px paper at rest, at most ${worst} more moving`);
      // Measured after the fix: at most 0.12 % at rest (char1) and 40 px more moving; before it the
      // garlic showed 1629 px of paper at rest and up to 521 px more as its slits opened.
      expect(still).toBeLessThanOrEqual(0.002 * size);
      expect(worst).toBeLessThanOrEqual(Math.max(60, 0.001 * size));
    },
  );
});
