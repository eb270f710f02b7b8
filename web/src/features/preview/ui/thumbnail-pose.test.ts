import { BODY_PLANS, guessSkeleton, type Motion, type Plane, type RgbaImage } from '@dtm/animate';
import { describe, expect, it } from 'vitest';
import { planMotions } from './plan-motions';
import { posedThumbnail, thumbnailPlacement, thumbnailRig } from './thumbnail-pose';
import { clearThumbnail, drawThumbnail, PAPER_RGB, thumbnailTexture } from './thumbnail-raster';

const SIZE = 160;

/** A standing person drawn as blocks, 120 x 200 pixels: head, body, arms hanging, two legs. */
function person(): Plane {
  const width = 120;
  const height = 200;
  const data = new Uint8Array(width * height);
  const fill = (x0: number, y0: number, x1: number, y1: number) => {
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) data[y * width + x] = 1;
  };
  fill(45, 5, 75, 40);
  fill(40, 40, 80, 110);
  fill(20, 42, 38, 105);
  fill(82, 42, 100, 105);
  fill(42, 110, 56, 195);
  fill(64, 110, 78, 195);
  return { width, height, data };
}

/** Red where the mask is, white elsewhere. */
function redFigure(mask: Plane): RgbaImage {
  const data = new Uint8ClampedArray(mask.width * mask.height * 4).fill(255);
  for (let i = 0; i < mask.width * mask.height; i++)
    if (mask.data[i]) {
      data[4 * i + 1] = 0;
      data[4 * i + 2] = 0;
    }
  return { width: mask.width, height: mask.height, data };
}

const STILL: Motion = { name: 'still', label: 'Still', seconds: 1, channels: [] };

describe('a motion thumbnail of the parent’s own figure', () => {
  it('shows the figure as drawn, placed inside the thumbnail, when nothing moves', () => {
    const mask = person();
    const guess = guessSkeleton(mask, 'biped');
    const rig = thumbnailRig(mask, guess.joints, guess.skeleton);
    const placement = thumbnailPlacement(mask, SIZE);
    const out = posedThumbnail(rig, STILL, 0.3, placement, new Float64Array(rig.mesh.positions.length));
    for (let i = 0; i < out.length; i += 2) {
      expect(out[i]).toBeCloseTo((rig.mesh.positions[i] as number) * placement.scale + placement.dx, 6);
      expect(out[i + 1]).toBeCloseTo((rig.mesh.positions[i + 1] as number) * placement.scale + placement.dy, 6);
      expect(out[i]).toBeGreaterThan(0);
      expect(out[i]).toBeLessThan(SIZE);
      expect(out[i + 1]).toBeGreaterThan(0);
      expect(out[i + 1]).toBeLessThan(SIZE);
    }
  });

  it('raises the right hand in the wave and keeps the feet where they were drawn', () => {
    const mask = person();
    const guess = guessSkeleton(mask, 'biped');
    const rig = thumbnailRig(mask, guess.joints, guess.skeleton);
    const wave = planMotions(guess.skeleton, guess.joints).find((motion) => motion.name === 'wave');
    if (!wave) throw new Error('the biped waves');
    const placement = thumbnailPlacement(mask, SIZE);
    const rest = posedThumbnail(rig, STILL, 0, placement, new Float64Array(rig.mesh.positions.length));
    const waved = posedThumbnail(rig, wave, 0.25, placement, new Float64Array(rig.mesh.positions.length));
    const vertexOf = (joint: string) => rig.mesh.handles[guess.skeleton.joints.indexOf(joint)] as number;
    const hand = vertexOf('right_hand');
    expect(waved[2 * hand + 1] as number).toBeLessThan((rest[2 * hand + 1] as number) - 10);
    const foot = vertexOf('left_foot');
    expect(Math.abs((waved[2 * foot + 1] as number) - (rest[2 * foot + 1] as number))).toBeLessThan(1);
  });

  it('poses every motion of every plan at every phase without losing the figure', () => {
    const mask = person();
    for (const plan of BODY_PLANS) {
      const guess = guessSkeleton(mask, plan);
      const rig = thumbnailRig(mask, guess.joints, guess.skeleton);
      const placement = thumbnailPlacement(mask, SIZE);
      const out = new Float64Array(rig.mesh.positions.length);
      const motions = planMotions(guess.skeleton, guess.joints);
      expect(motions.length).toBeGreaterThan(0);
      for (const motion of motions)
        for (const phase of [0, 0.25, 0.5, 0.75]) {
          posedThumbnail(rig, motion, phase, placement, out);
          let sx = 0;
          let sy = 0;
          for (let i = 0; i < out.length; i += 2) {
            expect(Number.isFinite(out[i]) && Number.isFinite(out[i + 1]), `${plan} ${motion.name}`).toBe(true);
            sx += out[i] as number;
            sy += out[i + 1] as number;
          }
          // The figure's middle stays inside its thumbnail.
          const n = out.length / 2;
          expect(sx / n, `${plan} ${motion.name} at ${phase}`).toBeGreaterThan(0);
          expect(sx / n).toBeLessThan(SIZE);
          expect(sy / n, `${plan} ${motion.name} at ${phase}`).toBeGreaterThan(0);
          expect(sy / n).toBeLessThan(SIZE);
        }
    }
  });

  it('draws the drawing’s own colours on paper', () => {
    const mask = person();
    const guess = guessSkeleton(mask, 'biped');
    const rig = thumbnailRig(mask, guess.joints, guess.skeleton);
    const placement = thumbnailPlacement(mask, SIZE);
    const texture = thumbnailTexture(redFigure(mask), mask, placement);
    const positions = posedThumbnail(rig, STILL, 0, placement, new Float64Array(rig.mesh.positions.length));
    const pixels = new Uint8ClampedArray(SIZE * SIZE * 4);
    clearThumbnail(pixels);
    drawThumbnail(pixels, SIZE, texture, rig.mesh.triangles, rig.mesh.positions, positions);
    const at = (x: number, y: number) => {
      const px = Math.floor(x * placement.scale + placement.dx);
      const py = Math.floor(y * placement.scale + placement.dy);
      return [...pixels.subarray((py * SIZE + px) * 4, (py * SIZE + px) * 4 + 3)];
    };
    // The body's middle is the drawing's red; the gap between the legs and beside the head is paper.
    expect(at(60, 75)).toEqual([255, 0, 0]);
    expect(at(60, 180)).toEqual(PAPER_RGB);
    expect(at(10, 10)).toEqual(PAPER_RGB);
  });
});
