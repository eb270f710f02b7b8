import { describe, expect, it } from 'vitest';
import { CAPTURE_MOTIONS } from '../capture/index';
import { Animator } from './animator';
import { ClipDeformer, planClip } from './clip';
import { bodyParts, defaultPartOrder, orderedTriangles, partOrderAt, triangleParts } from './draw-order';
import { LoopSolver } from './loop-solver';
import type { Motion } from './motions';
import { premultipliedCutOut, Rasterizer } from './raster';
import { bipedFigure } from './test-figures';
import type { Point, RgbaImage } from './types';

const ARM = [220, 30, 30] as const;
const BODY = [30, 60, 220] as const;
const BACKGROUND = [250, 250, 250] as const;
const SCALE = 3;

/** Holds the figure's right arm (the viewer's left) across its chest (aim: 0 out to its side, 180 inward). */
const ACROSS: Motion = {
  name: 'arm-across',
  label: 'Arm across',
  seconds: 1,
  channels: [
    {
      kind: 'aim',
      bone: 'right_elbow',
      keys: [
        [0, 188],
        [1, 188],
      ],
    },
    {
      kind: 'aim',
      bone: 'right_hand',
      keys: [
        [0, 180],
        [1, 180],
      ],
    },
  ],
};

/** The generated person with its right arm (x < 76 above the hips) in ARM and the rest in BODY. */
function colouredFigure() {
  const figure = bipedFigure();
  const { mask } = figure;
  const image: RgbaImage = { width: mask.width, height: mask.height, data: new Uint8Array(mask.data.length * 4) };
  for (let y = 0; y < mask.height; y++)
    for (let x = 0; x < mask.width; x++)
      image.data.set([...(x < 76 && y < 90 ? ARM : BODY), 255], (y * mask.width + x) * 4);
  return { figure, image };
}

describe('the draw order by body part', () => {
  it('puts the biped limbs in parts, the bone into the body in the trunk', () => {
    const { skeleton } = bipedFigure();
    const { names, ofBone } = bodyParts(skeleton);
    expect(names).toEqual(['trunk', 'right_arm', 'left_arm', 'right_leg', 'left_leg']);
    expect(ofBone.right_shoulder).toBe(0);
    expect(ofBone.right_elbow).toBe(1);
    expect(ofBone.right_hand).toBe(1);
    expect(ofBone.left_foot).toBe(4);
    expect(ofBone.head).toBe(0);
    expect(defaultPartOrder(skeleton).map((i) => names[i])).toEqual([
      'trunk',
      'left_leg',
      'right_leg',
      'left_arm',
      'right_arm',
    ]);
  });

  it('gives each triangle the part of the bones that move it', () => {
    const { mask, joints, skeleton } = bipedFigure();
    const solver = new LoopSolver(mask, joints, skeleton);
    const parts = triangleParts(solver.mesh, solver.skin, skeleton);
    const t = solver.mesh.triangles;
    const p = solver.mesh.positions;
    const partAt = (x: number, y: number) => {
      let best = 0;
      let bestDistance = Number.POSITIVE_INFINITY;
      for (let k = 0; k < parts.length; k++) {
        let cx = 0;
        let cy = 0;
        for (let c = 0; c < 3; c++) {
          cx += (p[2 * (t[3 * k + c] as number)] as number) / 3;
          cy += (p[2 * (t[3 * k + c] as number) + 1] as number) / 3;
        }
        const d = Math.hypot(cx - x, cy - y);
        if (d < bestDistance) {
          bestDistance = d;
          best = k;
        }
      }
      return bodyParts(skeleton).names[parts[best] as number];
    };
    expect(partAt(20, 72)).toBe('right_arm');
    expect(partAt(180, 72)).toBe('left_arm');
    expect(partAt(100, 100)).toBe('trunk');
    expect(partAt(100, 30)).toBe('trunk');
    expect(partAt(70, 190)).toBe('right_leg');
    expect(partAt(130, 190)).toBe('left_leg');
  });

  it('counting-sorts the triangles by part, each part in its own order', () => {
    const triangles = Uint32Array.from([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    const parts = Uint8Array.from([1, 0, 1, 2]);
    expect([...orderedTriangles(triangles, parts, [2, 0, 1])]).toEqual([9, 10, 11, 3, 4, 5, 0, 1, 2, 6, 7, 8]);
    const out = new Uint32Array(12);
    expect(orderedTriangles(triangles, parts, [0, 1, 2], out)).toBe(out);
    expect([...out]).toEqual([3, 4, 5, 0, 1, 2, 6, 7, 8, 9, 10, 11]);
  });

  it('draws an arm swung across the body in front of it', () => {
    const { figure, image } = colouredFigure();
    const deformer = new ClipDeformer(
      figure.mask,
      figure.joints,
      figure.skeleton,
      planClip([{ motion: ACROSS, cycles: 1 }], 1),
    );
    const { mesh } = deformer;
    const width = figure.mask.width * SCALE;
    const height = figure.mask.height * SCALE;
    const raster = new Rasterizer(
      width,
      height,
      premultipliedCutOut(image, figure.mask),
      mesh.triangles,
      mesh.positions,
    );
    raster.setBackground(BACKGROUND);
    const stage = deformer.frame(0).map((v) => v * SCALE);
    expect((deformer.pose(0).joints.right_elbow as Point).x).toBeGreaterThan(100);
    const draw = (triangles?: Uint32Array) => {
      const out = new Uint8Array(width * height * 4);
      raster.draw(stage, out, triangles);
      return out;
    };
    // Where the arm alone is drawn in its own colour, whole (not at its rim).
    const { names } = bodyParts(figure.skeleton);
    const parts = triangleParts(
      mesh,
      new LoopSolver(figure.mask, figure.joints, figure.skeleton).skin,
      figure.skeleton,
    );
    const armOnly = draw(orderedTriangles(mesh.triangles, parts, [names.indexOf('right_arm')]));
    const hidden = (out: Uint8Array) => {
      let arm = 0;
      let covered = 0;
      for (let p = 0; p < out.length; p += 4) {
        if (armOnly[p] !== ARM[0] || armOnly[p + 1] !== ARM[1] || armOnly[p + 2] !== ARM[2]) continue;
        arm++;
        if (out[p] !== ARM[0] || out[p + 1] !== ARM[1] || out[p + 2] !== ARM[2]) covered++;
      }
      return { arm, covered };
    };
    const after = hidden(draw(deformer.drawOrder(0)));
    expect(after.arm).toBeGreaterThan(1000);
    expect(after.covered).toBe(0);
    // The mesh's own order draws some of the chest over the arm.
    expect(hidden(draw()).covered).toBeGreaterThan(20);
  });

  it.each(CAPTURE_MOTIONS)('gives %s one order at phase 0 and phase 1, the trunk first', (name) => {
    const { skeleton } = bipedFigure();
    expect(partOrderAt(skeleton, name, 1)).toEqual(partOrderAt(skeleton, name, 0));
    for (let k = 0; k <= 8; k++) expect(partOrderAt(skeleton, name, k / 8)[0]).toBe(0);
  });

  it('gives the Animator the same triangle order at the start and end of a captured loop, the same array while it holds', () => {
    const { mask, joints, skeleton } = bipedFigure();
    const animator = new Animator(mask, joints, { skeleton, motion: 'jesse-dance' });
    const period = animator.motion.seconds;
    const first = animator.drawOrder(0);
    expect(animator.drawOrder(0)).toBe(first);
    expect([...animator.drawOrder(period)]).toEqual([...first]);
    expect(first.length).toBe(animator.mesh.triangles.length);
    expect([...first].sort((a, b) => a - b)).toEqual([...animator.mesh.triangles].sort((a, b) => a - b));
    const orders = new Set<string>();
    for (let k = 0; k < 60; k++) orders.add(animator.drawOrder((k * period) / 60).join());
    expect(orders.size).toBeGreaterThan(1);
  });
});
