import type { Plane } from '@dtm/animate';

type Bits = { width: number; height: number; data: Uint8Array };

/** Each pixel set when any pixel within `r` (a square) is: rows, then columns, with a running count. */
function dilate(plane: Bits, r: number): Bits {
  const { width, height, data } = plane;
  const rows = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    let count = 0;
    for (let x = -r; x < width; x++) {
      const enter = x + r;
      const leave = x - r - 1;
      if (enter < width && data[y * width + enter]) count++;
      if (leave >= 0 && data[y * width + leave]) count--;
      if (x >= 0) rows[y * width + x] = count > 0 ? 1 : 0;
    }
  }
  const out = new Uint8Array(width * height);
  for (let x = 0; x < width; x++) {
    let count = 0;
    for (let y = -r; y < height; y++) {
      const enter = y + r;
      const leave = y - r - 1;
      if (enter < height && rows[enter * width + x]) count++;
      if (leave >= 0 && rows[leave * width + x]) count--;
      if (y >= 0) out[y * width + x] = count > 0 ? 1 : 0;
    }
  }
  return { width, height, data: out };
}

const invert = (plane: Bits): Bits => ({ ...plane, data: plane.data.map((value) => (value ? 0 : 1)) });

/** The plane with every hole filled: what paper the picture's edge cannot reach becomes part of it. */
function fillHoles(plane: Bits): Bits {
  const { width, height, data } = plane;
  const outside = new Uint8Array(width * height);
  const stack: number[] = [];
  const visit = (at: number) => {
    if (data[at] || outside[at]) return;
    outside[at] = 1;
    stack.push(at);
  };
  for (let x = 0; x < width; x++) {
    visit(x);
    visit((height - 1) * width + x);
  }
  for (let y = 0; y < height; y++) {
    visit(y * width);
    visit(y * width + width - 1);
  }
  while (stack.length > 0) {
    const at = stack.pop() as number;
    const x = at % width;
    if (x > 0) visit(at - 1);
    if (x < width - 1) visit(at + 1);
    if (at >= width) visit(at - width);
    if (at < (height - 1) * width) visit(at + width);
  }
  return { width, height, data: outside.map((value) => (value ? 0 : 1)) };
}

/** The mask on a page `pad` pixels wider on every side (so closing it never meets the edge). */
function padded(mask: Plane, pad: number): Bits {
  const width = mask.width + 2 * pad;
  const height = mask.height + 2 * pad;
  const data = new Uint8Array(width * height);
  for (let y = 0; y < mask.height; y++) {
    for (let x = 0; x < mask.width; x++) data[(y + pad) * width + x + pad] = mask.data[y * mask.width + x] ? 1 : 0;
  }
  return { width, height, data };
}

/**
 * How much of the figure's shape the mask fills (0..1): its pixels over its outline's, the outline
 * closed over gaps up to about 3% of the figure's size and its inside filled. A figure coloured in,
 * or cut out whole, is near 1; a cut-out that kept only the ink of an outline (shut or with a gap,
 * as on a picture too small for its lines) is hollow, far below. Stick figures score lower than
 * solid ones (garlic person 0.99, char4's stick figure 0.81): the closing fills narrow wedges.
 */
export function maskFilledShare(mask: Plane): number {
  const r = Math.max(2, Math.round(0.015 * Math.max(mask.width, mask.height)));
  const page = padded(mask, r + 1);
  const shape = invert(dilate(invert(fillHoles(dilate(page, r))), r));
  let filled = 0;
  let whole = 0;
  for (let at = 0; at < page.data.length; at++) {
    if (page.data[at]) filled++;
    if (page.data[at] || shape.data[at]) whole++;
  }
  return whole === 0 ? 0 : filled / whole;
}
