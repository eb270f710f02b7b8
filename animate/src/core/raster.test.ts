import { describe, expect, it } from 'vitest';
import { placeFigure } from '../render/layout';
import { findSeams } from '../testing/seams';
import { ClipDeformer, planClip } from './clip';
import { motionFor } from './plan-motions/index';
import { premultipliedCutOut, Rasterizer } from './raster';
import { bipedFigure } from './test-figures';
import type { RgbaImage } from './types';

const FLAT = [200, 60, 60] as const;
const BACKGROUND = [10, 10, 10] as const;
const WIDTH = 1024;
const HEIGHT = 600;

/** The generated person in one flat colour, drawn by the Rasterizer as a 1024x600 clip frames it, scaled by `k` about its feet. */
function drawFlat(k: number, frame: number | null) {
  const figure = bipedFigure();
  const { mask } = figure;
  const image: RgbaImage = {
    width: mask.width,
    height: mask.height,
    data: new Uint8Array(mask.width * mask.height * 4),
  };
  for (let i = 0; i < mask.data.length; i++) image.data.set([...FLAT, 255], i * 4);
  const motion = motionFor(figure.skeleton, 'wave', figure.joints);
  const deformer = new ClipDeformer(mask, figure.joints, figure.skeleton, planClip([{ motion, cycles: 1 }], 2));
  const { mesh } = deformer;
  const place = placeFigure(mesh.positions, WIDTH, HEIGHT);
  const positions = frame === null ? mesh.positions : deformer.frame(frame);
  const stage = new Float64Array(positions.length);
  for (let i = 0; i < positions.length; i += 2) {
    stage[i] = WIDTH / 2 + ((positions[i] as number) * place.scale + place.dx - WIDTH / 2) * k;
    stage[i + 1] = HEIGHT * 0.92 + ((positions[i + 1] as number) * place.scale + place.dy - HEIGHT * 0.92) * k;
  }
  const raster = new Rasterizer(WIDTH, HEIGHT, premultipliedCutOut(image, mask), mesh.triangles, mesh.positions);
  raster.setBackground(BACKGROUND);
  const out = new Uint8Array(WIDTH * HEIGHT * 4);
  raster.draw(stage, out);
  return {
    out,
    mask,
    stage: (x: number, y: number) => ({
      x: WIDTH / 2 + (x * place.scale + place.dx - WIDTH / 2) * k,
      y: HEIGHT * 0.92 + (y * place.scale + place.dy - HEIGHT * 0.92) * k,
    }),
  };
}

describe('the clip rasterizer', () => {
  it.each([
    [1, null],
    [1.5, null],
    [1, 20],
    [1.5, 20],
  ] as const)('draws a flat figure with no line inside it (framing %s, frame %s)', (k, frame) => {
    const { out } = drawFlat(k, frame);
    expect(findSeams(out, WIDTH, HEIGHT, FLAT, BACKGROUND)).toEqual({ count: 0, first: null });
  });

  it('the seam finder sees a hairline of background through a flat figure', () => {
    const { out } = drawFlat(1.5, null);
    // A short line of half background, one pixel wide, in the middle of the body (flat 10 pixels round).
    const flat = (x: number, y: number) => out[(y * WIDTH + x) * 4] === FLAT[0];
    let at = { x: 0, y: 0 };
    for (let y = 10; y < HEIGHT - 10 && !at.x; y++)
      for (let x = 10; x < WIDTH - 10; x++)
        if (flat(x, y) && flat(x - 10, y) && flat(x + 10, y) && flat(x, y - 10) && flat(x, y + 10)) {
          at = { x, y };
          break;
        }
    for (let dy = 0; dy < 4; dy++) out.set([105, 35, 35], ((at.y + dy) * WIDTH + at.x) * 4);
    expect(findSeams(out, WIDTH, HEIGHT, FLAT, BACKGROUND).count).toBeGreaterThan(0);
  });

  it('draws the drawing’s own edge, not the triangles’ (every pixel the mask covers at rest is the figure’s)', () => {
    const { out, mask, stage } = drawFlat(1.5, null);
    let cut = 0;
    let checked = 0;
    // Each mask pixel whose 3x3 neighbourhood is all figure: its centre on the stage must be drawn flat.
    for (let y = 1; y < mask.height - 1; y++) {
      for (let x = 1; x < mask.width - 1; x++) {
        let full = true;
        for (let dy = -1; dy <= 1 && full; dy++)
          for (let dx = -1; dx <= 1; dx++) if (!mask.data[(y + dy) * mask.width + x + dx]) full = false;
        if (!full) continue;
        const p = stage(x + 0.5, y + 0.5);
        const o = (Math.floor(p.y) * WIDTH + Math.floor(p.x)) * 4;
        checked++;
        if (Math.abs((out[o] as number) - FLAT[0]) > 2) cut++;
      }
    }
    expect(checked).toBeGreaterThan(1000);
    expect(cut).toBe(0);
  });
});
