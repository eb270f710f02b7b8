import { describe, expect, it } from 'vitest';
import { random } from '../testing/crayon-drawing';
import { placedIou } from '../testing/score';
import { box, circle, type Shape } from '../testing/shapes';
import { segmentDrawing } from './segment';
import type { Plane, RgbaImage } from './types';

/**
 * A figure in a tight crop whose right arm, a hollow tube drawn in faint, broken strokes, runs off
 * the crop's right edge: the arm's outline is open only where the crop cuts it.
 */
function armToTheEdge(seed: number): { image: RgbaImage; truth: Plane; arm: Shape } {
  const width = 300;
  const height = 360;
  const rand = random(seed);
  const head = circle(130, 70, 42);
  const body = box(90, 118, 170, 250);
  const arm = box(170, 150, width + 20, 178);
  const legs = [box(100, 250, 118, 345), box(142, 250, 160, 345)];
  const strong: Shape = (x, y) => Math.min(head(x, y), body(x, y), ...legs.map((leg) => leg(x, y)));
  const data = new Uint8ClampedArray(width * height * 4);
  const truth = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const s = strong(x + 0.5, y + 0.5);
      const a = arm(x + 0.5, y + 0.5);
      let gray = 236 - 14 * (y / height) + (rand() - 0.5) * 14;
      if (Math.abs(s) < 2.2 && !(a < 0 && s > -3)) gray = 60 + rand() * 30;
      // The arm: faint (40 gray levels under the paper), with 3 px gaps every 14 px.
      else if (Math.abs(a) < 1.8 && s > 0 && x % 14 > 2 && rand() > 0.15) gray -= 40;
      const p = (y * width + x) * 4;
      data[p] = gray;
      data[p + 1] = gray;
      data[p + 2] = gray + 6;
      data[p + 3] = 255;
      truth[y * width + x] = Math.min(s, a) < 3 ? 1 : 0;
    }
  }
  return { image: { width, height, data }, truth: { width, height, data: truth }, arm };
}

describe('cut-out at the edge of the crop', () => {
  it.each([1, 2, 3])('closes a faint, broken arm that runs off the crop (seed %i): no hole in the arm', (seed) => {
    const { image, truth, arm } = armToTheEdge(seed);
    const cut = segmentDrawing(image);
    const placed = placedIou(cut, truth);
    // The inside of the arm near the edge, where the fill used to leak out.
    let inside = 0;
    let filled = 0;
    const scale = cut.box.width / cut.mask.width;
    for (let y = 0; y < image.height; y++) {
      for (let x = 200; x < image.width; x++) {
        if (arm(x + 0.5, y + 0.5) > -4) continue;
        inside++;
        const mx = Math.floor((x - cut.box.x) / scale);
        const my = Math.floor((y - cut.box.y) / scale);
        const ok = mx >= 0 && my >= 0 && mx < cut.mask.width && my < cut.mask.height;
        if (ok && cut.mask.data[my * cut.mask.width + mx]) filled++;
      }
    }
    console.info(
      `arm to the edge ${seed}: IoU ${placed.toFixed(3)}, arm filled ${((100 * filled) / inside).toFixed(0)} %`,
    );
    expect(filled / inside).toBeGreaterThan(0.97);
    expect(placed).toBeGreaterThan(0.9);
  });
});
