/** From a figure to a fixture: paint it, photograph it (cropped, tilted or the whole page), write it. */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import jpeg from 'jpeg-js';
import { apply, homography, type Photo, photograph, type Stage, tiltedCrop } from './camera';
import { type Figure, paint } from './paint';
import { writePng } from './png';
import { between, type Pt, random } from './shapes';

/**
 * How the drawing was photographed: `flat` (cropped round the figure, nearly square on), `tilted`
 * (cropped, at an angle, a soft shadow), `edge` (tilted, a strip of table along one side),
 * `page` (the whole sheet on a table, in perspective, with a shadow: a JPEG photo).
 */
export type Shot = 'flat' | 'tilted' | 'edge' | 'page';

export type Fixture = { id: string; build: (seed: number) => Figure; seed: number; shot: Shot };

function maskBox(mask: Uint8Array, width: number, height: number): [number, number, number, number] {
  let [x0, y0, x1, y1] = [width, height, 0, 0];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!mask[y * width + x]) continue;
      x0 = Math.min(x0, x);
      y0 = Math.min(y0, y);
      x1 = Math.max(x1, x + 1);
      y1 = Math.max(y1, y + 1);
    }
  }
  return [x0, y0, x1, y1];
}

export function shoot(
  fig: Figure,
  shot: Shot,
  seed: number,
): { photo: Photo; joints: Record<string, Pt>; how: string } {
  const page = paint(fig);
  const rand = random(seed * 7 + 3);
  let stage: Stage;
  let how: string;
  if (shot === 'page') {
    const portrait = fig.height >= fig.width;
    const [width, height] = portrait ? [1200, 1600] : [1600, 1200];
    const fit = Math.min((width * 0.8) / fig.width, (height * 0.82) / fig.height);
    const [w, h] = [fig.width * fit, fig.height * fit];
    const [cx, cy] = [width / 2 + between(rand, -40, 40), height / 2 + between(rand, -30, 30)];
    const j = () => between(rand, -0.035, 0.035) * width;
    const squeeze = between(rand, 0.06, 0.1) * w;
    const to: Pt[] = [
      [cx - w / 2 + squeeze + j(), cy - h / 2 + j()],
      [cx + w / 2 - squeeze + j(), cy - h / 2 + j()],
      [cx + w / 2 + j(), cy + h / 2 + j()],
      [cx - w / 2 + j(), cy + h / 2 + j()],
    ];
    const from: Pt[] = [
      [0, 0],
      [fig.width, 0],
      [fig.width, fig.height],
      [0, fig.height],
    ];
    stage = {
      width,
      height,
      view: homography(from, to),
      table: rand() < 0.5 ? 'wood' : 'grey',
      shadow: {
        x: width * between(rand, 0.1, 0.9),
        y: height * between(rand, 0.75, 1),
        r: width * 0.35,
        strength: 0.3,
      },
      seed,
    };
    how = `photo-style: the whole page photographed from above at an angle on a ${stage.table} table, soft shadow`;
  } else {
    const [bx0, by0, bx1, by1] = maskBox(page.mask, page.width, page.height);
    const m = Math.max(bx1 - bx0, by1 - by0) * between(rand, 0.06, 0.1);
    const crop: [number, number, number, number] = [bx0 - m, by0 - m, bx1 + m, by1 + m];
    const side = Math.floor(rand() * 4);
    const edge = [-m * 0.8, -m * 0.8, page.width + m * 0.8, page.height + m * 0.8][side] as number;
    if (shot === 'edge')
      crop[side] = side < 2 ? Math.min(crop[side] as number, edge) : Math.max(crop[side] as number, edge);
    const long = Math.max(crop[2] - crop[0], crop[3] - crop[1]);
    const scale = between(rand, 540, 720) / long;
    const tilt = shot === 'flat' ? 0.008 : between(rand, 0.025, 0.045);
    const view = tiltedCrop(crop, scale, tilt, seed);
    const corner = Math.floor(rand() * 4);
    stage = {
      ...view,
      table: rand() < 0.5 ? 'wood' : 'white',
      shadow:
        shot === 'flat'
          ? null
          : {
              x: corner % 2 ? view.width : 0,
              y: corner < 2 ? view.height : 0,
              r: view.width * between(rand, 0.45, 0.7),
              strength: 0.22,
            },
      seed,
    };
    how =
      shot === 'flat'
        ? 'generated, cropped, nearly square on'
        : 'generated, cropped, photographed at an angle with a soft shadow';
    if (shot === 'edge')
      how += `, a strip of ${stage.table} table along the ${['left', 'top', 'right', 'bottom'][side]}`;
  }
  const photo = photograph(page, stage);
  const joints: Record<string, Pt> = {};
  for (const [name, p] of Object.entries(fig.joints)) {
    const q = apply(stage.view, p);
    joints[name] = [Math.round(q[0] * 10) / 10, Math.round(q[1] * 10) / 10];
  }
  return { photo, joints, how };
}

export function writeFixture(dir: string, fx: Fixture): { id: string; plan: string; kind: string; how: string } {
  const fig = fx.build(fx.seed);
  const { photo, joints, how } = shoot(fig, fx.shot, fx.seed);
  const folder = join(dir, fx.id);
  mkdirSync(folder, { recursive: true });
  const { width, height } = photo;
  if (fx.shot === 'page') {
    const rgba = new Uint8Array(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      rgba.set(photo.rgb.subarray(i * 3, i * 3 + 3), i * 4);
      rgba[i * 4 + 3] = 255;
    }
    writeFileSync(join(folder, 'photo.jpg'), jpeg.encode({ data: rgba, width, height }, 86).data);
  } else {
    writeFileSync(join(folder, 'drawing.png'), writePng(photo.rgb, width, height, 3));
  }
  writeFileSync(join(folder, 'mask.png'), encodeMask(photo.mask, width, height));
  const truth = {
    id: fx.id,
    plan: fig.plan,
    kind: fig.kind,
    source: 'generated',
    width,
    height,
    joints,
    parents: fig.parents,
    notes: `${how}. ${fig.notes} Generated by animate/eval/make-eval-set.ts (seed ${fx.seed}, ${fig.style}); mask and joints come from the drawn shapes.`,
  };
  writeFileSync(join(folder, 'truth.json'), formatTruth(truth));
  return { id: fx.id, plan: fig.plan, kind: fig.kind, how };
}

export function encodeMask(mask: Uint8Array, width: number, height: number): Uint8Array {
  const data = new Uint8Array(width * height);
  for (let i = 0; i < data.length; i++) data[i] = mask[i] ? 255 : 0;
  return writePng(data, width, height, 1);
}

/** JSON with one joint (and one parent) a line. */
export function formatTruth(truth: object): string {
  return `${JSON.stringify(truth, null, 2).replace(/\[\s+(-?[\d.]+),\s+(-?[\d.]+)\s+\]/g, '[$1, $2]')}\n`;
}
