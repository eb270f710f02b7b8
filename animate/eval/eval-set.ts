/**
 * The evaluation set: drawings with a checked mask, body plan and joints (animate/fixtures/eval).
 * Node only (reads files), no DOM: PNG through fast-png, JPEG through jpeg-js, turned upright by
 * its EXIF orientation.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decode as decodePng } from 'fast-png';
import jpeg from 'jpeg-js';

export type Plan = 'biped' | 'quadruped' | 'many-limbed' | 'limbless';
export type Rgba = { width: number; height: number; data: Uint8ClampedArray };
export type Truth = {
  id: string;
  plan: Plan;
  kind: string;
  source: 'meta-animated-drawings' | 'animated-drawings-wild' | 'generated';
  /** The plan judged by eye where it differs ('ambiguous': no single fair answer; left out of the plan score). */
  judged?: Plan | 'ambiguous';
  /** Where the drawing is, relative to the fixture's folder, when it is not its own `drawing.png`. */
  drawing?: string;
  width: number;
  height: number;
  joints: Record<string, [number, number]>;
  parents: Record<string, string | null>;
  notes: string;
};
export type EvalDrawing = {
  id: string;
  plan: Plan;
  kind: string;
  source: Truth['source'];
  /** `drawing.png` (cropped round the figure) or `photo.jpg` (a whole page on a table). */
  file: 'drawing.png' | 'photo.jpg';
  /** The drawing (or whole-page photo), upright. */
  image: Rgba;
  /** 1 = figure, 0 = the rest; same size as `image`. */
  mask: Uint8Array;
  joints: Record<string, [number, number]>;
  parents: Record<string, string | null>;
  truth: Truth;
};

export const EVAL_DIR = fileURLToPath(new URL('../fixtures/eval/', import.meta.url));

const BIPED = ['head', 'neck', 'pelvis'].concat(
  ...['right', 'left'].map((s) => [`${s}_shoulder`, `${s}_elbow`, `${s}_hand`, `${s}_hip`, `${s}_knee`, `${s}_foot`]),
);
const QUADRUPED = ['head', 'neck', 'chest', 'pelvis', 'tail', 'tail_tip'].concat(
  ...['front_right', 'front_left'].map((s) => [`${s}_shoulder`, `${s}_knee`, `${s}_foot`]),
  ...['back_right', 'back_left'].map((s) => [`${s}_hip`, `${s}_knee`, `${s}_foot`]),
);

/**
 * The joints a drawing of `plan` must have. For many-limbed figures the legs depend on the drawing
 * (leg_1 .. leg_N, each root, knee and foot) and the antennae are optional, so pass its joints.
 */
export function requiredJoints(plan: Plan, joints: Record<string, unknown> = {}): string[] {
  if (plan === 'biped') return BIPED;
  if (plan === 'quadruped') return QUADRUPED;
  if (plan === 'limbless') return Array.from({ length: 7 }, (_, i) => `spine_${i}`);
  const legs = Object.keys(joints).filter((name) => /^leg_\d+_root$/.test(name)).length;
  const names = ['head', 'body', 'tail'];
  for (let n = 1; n <= legs; n++) names.push(`leg_${n}_root`, `leg_${n}_knee`, `leg_${n}_foot`);
  return names;
}

/** The fixture ids, in order. */
export function listEvalSet(dir = EVAL_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isDirectory() && existsSync(join(dir, e.name, 'truth.json')))
    .map((e) => e.name)
    .sort();
}

export function loadEvalDrawing(id: string, dir = EVAL_DIR): EvalDrawing {
  const folder = join(dir, id);
  const truth = JSON.parse(readFileSync(join(folder, 'truth.json'), 'utf8')) as Truth;
  const file = truth.drawing || existsSync(join(folder, 'drawing.png')) ? 'drawing.png' : 'photo.jpg';
  const image = decodeImage(readFileSync(join(folder, truth.drawing ?? file)));
  const maskImage = decodeImage(readFileSync(join(folder, 'mask.png')));
  const mask = new Uint8Array(maskImage.width * maskImage.height);
  for (let i = 0; i < mask.length; i++) mask[i] = (maskImage.data[i * 4] as number) > 127 ? 1 : 0;
  if (maskImage.width !== image.width || maskImage.height !== image.height) {
    throw new Error(`${id}: mask is ${maskImage.width}x${maskImage.height}, image ${image.width}x${image.height}`);
  }
  const { plan, kind, source, joints, parents } = truth;
  return { id, plan, kind, source, file, image, mask, joints, parents, truth };
}

export function loadEvalSet(dir = EVAL_DIR): EvalDrawing[] {
  return listEvalSet(dir).map((id) => loadEvalDrawing(id, dir));
}

/** PNG or JPEG bytes as upright RGBA. */
export function decodeImage(bytes: Uint8Array): Rgba {
  if (bytes[0] === 0x89 && bytes[1] === 0x50) {
    const png = decodePng(bytes);
    const n = png.width * png.height;
    const ch = png.channels;
    const src = png.data;
    const shift = png.depth === 16 ? 8 : 0;
    const data = new Uint8ClampedArray(n * 4);
    for (let i = 0; i < n; i++) {
      const at = (c: number) => (src[i * ch + c] as number) >> shift;
      const grey = ch < 3;
      data[i * 4] = at(0);
      data[i * 4 + 1] = grey ? at(0) : at(1);
      data[i * 4 + 2] = grey ? at(0) : at(2);
      data[i * 4 + 3] = ch === 2 || ch === 4 ? at(ch - 1) : 255;
    }
    return { width: png.width, height: png.height, data };
  }
  const raw = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxMemoryUsageInMB: 1024 });
  const image = {
    width: raw.width,
    height: raw.height,
    data: new Uint8ClampedArray(raw.data.buffer, raw.data.byteOffset, raw.data.length),
  };
  return orient(image, exifOrientation(bytes));
}

/** The EXIF orientation of a JPEG (1 when it has none). */
export function exifOrientation(bytes: Uint8Array): number {
  let at = 2;
  while (at + 4 < bytes.length && bytes[at] === 0xff) {
    const marker = bytes[at + 1] as number;
    if (marker === 0xda) break;
    const length = ((bytes[at + 2] as number) << 8) | (bytes[at + 3] as number);
    if (marker === 0xe1 && String.fromCharCode(...bytes.subarray(at + 4, at + 8)) === 'Exif') {
      const tiff = at + 10;
      const little = bytes[tiff] === 0x49;
      const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
      const u16 = (o: number) => view.getUint16(tiff + o, little);
      const ifd = view.getUint32(tiff + 4, little);
      for (let i = 0; i < u16(ifd); i++) {
        const entry = ifd + 2 + i * 12;
        if (u16(entry) === 0x0112) return u16(entry + 8);
      }
      return 1;
    }
    at += 2 + length;
  }
  return 1;
}

/** Applies an EXIF orientation (1-8) so the image is upright. */
export function orient(image: Rgba, orientation: number): Rgba {
  if (orientation <= 1 || orientation > 8) return image;
  const { width: w, height: h, data } = image;
  const swap = orientation >= 5;
  const W = swap ? h : w;
  const H = swap ? w : h;
  const out = new Uint8ClampedArray(data.length);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      // Where the upright pixel (x, y) is stored in the file.
      let sx = x;
      let sy = y;
      if (orientation === 2) sx = w - 1 - x;
      else if (orientation === 3) [sx, sy] = [w - 1 - x, h - 1 - y];
      else if (orientation === 4) sy = h - 1 - y;
      else if (orientation === 5) [sx, sy] = [y, x];
      else if (orientation === 6) [sx, sy] = [y, h - 1 - x];
      else if (orientation === 7) [sx, sy] = [w - 1 - y, h - 1 - x];
      else [sx, sy] = [w - 1 - y, x];
      const from = (sy * w + sx) * 4;
      const to = (y * W + x) * 4;
      out[to] = data[from] as number;
      out[to + 1] = data[from + 1] as number;
      out[to + 2] = data[from + 2] as number;
      out[to + 3] = data[from + 3] as number;
    }
  }
  return { width: W, height: H, data: out };
}
