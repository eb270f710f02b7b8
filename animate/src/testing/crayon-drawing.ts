import type { Plane, RgbaImage } from '../core/types';

/** A small seeded random source (mulberry32), so every generated drawing is the same each run. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Shape = (x: number, y: number) => number;
const circle =
  (cx: number, cy: number, r: number): Shape =>
  (x, y) =>
    Math.hypot(x - cx, y - cy) - r;
const ellipse =
  (cx: number, cy: number, rx: number, ry: number): Shape =>
  (x, y) =>
    (Math.hypot((x - cx) / rx, (y - cy) / ry) - 1) * Math.min(rx, ry);
const capsule =
  (ax: number, ay: number, bx: number, by: number, r: number): Shape =>
  (x, y) => {
    const dx = bx - ax;
    const dy = by - ay;
    const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / (dx * dx + dy * dy)));
    return Math.hypot(x - ax - t * dx, y - ay - t * dy) - r;
  };

const CRAYONS: [number, number, number][] = [
  [40, 60, 190],
  [200, 40, 40],
  [30, 130, 60],
  [110, 40, 150],
  [60, 60, 60],
];

export type GeneratedDrawing = { image: RgbaImage; truth: Plane };

/**
 * A child's figure in crayon on a photo of paper: a head, a body and four limbs outlined in
 * grainy strokes of uneven pressure, part of the body coloured in, on paper lit unevenly, with a
 * soft shadow across a corner and sensor noise. `truth` is the figure with its outline and, as
 * in the annotated reference masks, a thin rim of paper around it (1/250 of the longer side).
 */
export function crayonDrawing(seed: number, width = 360, height = 440): GeneratedDrawing {
  const rand = random(seed);
  const between = (a: number, b: number) => a + (b - a) * rand();
  const cx = width * between(0.42, 0.58);
  const top = height * between(0.1, 0.16);
  const scale = Math.min(width, height) * between(0.8, 0.95);
  const headR = scale * between(0.09, 0.12);
  const headY = top + headR;
  const bodyTop = headY + headR * 0.8;
  const bodyH = scale * between(0.22, 0.3);
  const bodyW = scale * between(0.09, 0.16);
  const bodyY = bodyTop + bodyH / 2;
  const limb = scale * between(0.018, 0.03);
  const armY = bodyTop + bodyH * 0.2;
  const hipY = bodyTop + bodyH * 0.9;
  const armLen = scale * between(0.22, 0.3);
  const legLen = scale * between(0.25, 0.32);
  const armUp = between(-0.9, 0.9);
  const spread = between(0.15, 0.45);
  const shapes: Shape[] = [
    circle(cx, headY, headR),
    ellipse(cx, bodyY, bodyW, bodyH / 2),
    capsule(cx - bodyW * 0.8, armY, cx - bodyW - armLen * Math.cos(armUp), armY - armLen * Math.sin(armUp), limb),
    capsule(
      cx + bodyW * 0.8,
      armY,
      cx + bodyW + armLen * Math.cos(armUp * 0.6),
      armY - armLen * Math.sin(armUp * 0.6),
      limb,
    ),
    capsule(
      cx - bodyW * 0.4,
      hipY,
      cx - bodyW * 0.4 - legLen * Math.sin(spread),
      hipY + legLen * Math.cos(spread),
      limb,
    ),
    capsule(
      cx + bodyW * 0.4,
      hipY,
      cx + bodyW * 0.4 + legLen * Math.sin(spread),
      hipY + legLen * Math.cos(spread),
      limb,
    ),
  ];
  const field: Shape = (x, y) => Math.min(...shapes.map((shape) => shape(x, y)));
  const body = shapes[1] as Shape;
  const ink = CRAYONS[Math.floor(rand() * CRAYONS.length)] as [number, number, number];
  const fill: [number, number, number] = [250, 200, 40];
  const strokeR = between(1.6, 2.6);
  const light = { angle: between(0, Math.PI * 2), low: between(0.72, 0.85) };
  const shadow = {
    x: width * (rand() < 0.5 ? 0 : 1),
    y: height * between(0.6, 1),
    r: Math.min(width, height) * between(0.3, 0.45),
  };
  const phase = between(0, 10);
  const rim = Math.max(1, Math.max(width, height) / 250);

  const data = new Uint8ClampedArray(width * height * 4);
  const truth = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const d = field(x + 0.5, y + 0.5);
      // Pressure changes slowly along the stroke; crayon grain leaves small gaps.
      const pressure = strokeR * (0.75 + 0.35 * Math.sin(x * 0.07 + y * 0.05 + phase));
      const onStroke = Math.abs(d) < pressure && rand() > 0.22;
      const coloured = d < 0 && body(x + 0.5, y + 0.5) < 0 && (x + 2 * y) % 7 < 4 && rand() > 0.3;
      let colour: [number, number, number] = [238, 234, 222];
      if (coloured) colour = fill;
      if (onStroke) colour = ink;
      const along = (Math.cos(light.angle) * x) / width + (Math.sin(light.angle) * y) / height;
      let shade = light.low + (1 - light.low) * (0.5 + 0.5 * along);
      const inShadow = Math.hypot(x - shadow.x, y - shadow.y) / shadow.r;
      shade *= inShadow < 1 ? 0.78 + 0.22 * Math.min(1, Math.max(0, (inShadow - 0.7) / 0.3)) : 1;
      const p = (y * width + x) * 4;
      for (let c = 0; c < 3; c++) data[p + c] = (colour[c] as number) * shade + (rand() - 0.5) * 18;
      data[p + 3] = 255;
      truth[y * width + x] = d < strokeR + rim ? 1 : 0;
    }
  }
  return { image: { width, height, data }, truth: { width, height, data: truth } };
}
