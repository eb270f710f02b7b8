/**
 * Draws the textured mesh into an RGBA buffer in plain JavaScript: what a finished clip's frames
 * are made of. Every pixel whose centre lies in the mesh is drawn by exactly one triangle (edges
 * in fixed point with the top-left rule, as graphics cards do), so neighbouring triangles leave no
 * seam and draw nothing twice at any size; the figure's own edge is the texture's (bilinear
 * sampling of the cut-out, whose alpha is the mask), and the mesh reaches a little past it
 * (buildMesh's rim). No canvas, no read-back: the frame is already the bytes the encoder takes,
 * the same on every machine, and it can be drawn in a worker.
 */
import type { RgbaImage } from './types';

/** Sub-pixel steps of the fixed-point edges (GPUs use 8 to 256). */
const SUBPIXEL = 16;

/** The texture as premultiplied RGBA (the cut-out: colour where the mask is, transparent elsewhere). */
export type RasterTexture = { width: number; height: number; data: Uint8Array };

/** `image` with its alpha set from `mask` (non-zero: figure) and premultiplied. */
export function premultipliedCutOut(image: RgbaImage, mask: { data: Uint8Array } | null): RasterTexture {
  const data = new Uint8Array(image.width * image.height * 4);
  for (let i = 0, p = 0; p < data.length; i++, p += 4) {
    const a = mask ? ((mask.data[i] as number) ? 255 : 0) : (image.data[p + 3] as number);
    data[p] = ((image.data[p] as number) * a + 127) / 255;
    data[p + 1] = ((image.data[p + 1] as number) * a + 127) / 255;
    data[p + 2] = ((image.data[p + 2] as number) * a + 127) / 255;
    data[p + 3] = a;
  }
  return { width: image.width, height: image.height, data };
}

export class Rasterizer {
  private readonly background: Uint8Array;

  /**
   * `uv`: each vertex's place on the texture (texture pixels, x, y pairs); `triangles` drawn in
   * their order (a later one over an earlier one where the figure overlaps itself).
   */
  constructor(
    readonly width: number,
    readonly height: number,
    private readonly texture: RasterTexture,
    private readonly triangles: Uint32Array,
    private readonly uv: ArrayLike<number>,
  ) {
    this.background = new Uint8Array(width * height * 4);
  }

  /** The picture behind the figure: one RGB colour, or RGBA pixels of the stage's size (drawn opaque). */
  setBackground(background: readonly [number, number, number] | Uint8Array | Uint8ClampedArray): void {
    const out = this.background;
    if (background.length === 3) {
      const [r, g, b] = background as readonly [number, number, number];
      for (let p = 0; p < out.length; p += 4) {
        out[p] = r;
        out[p + 1] = g;
        out[p + 2] = b;
        out[p + 3] = 255;
      }
      return;
    }
    out.set(background);
    for (let p = 3; p < out.length; p += 4) out[p] = 255;
  }

  /**
   * Draws the background and the mesh with its vertices at `positions` (stage pixels) into `out`
   * (RGBA). `triangles`: this frame's draw order (index triples, as the Animator's or ClipDeformer's
   * `drawOrder` gives it; nothing is copied), the constructor's order when not given.
   */
  draw(positions: ArrayLike<number>, out: Uint8Array | Uint8ClampedArray, triangles?: Uint32Array): void {
    out.set(this.background);
    const t = triangles ?? this.triangles;
    for (let k = 0; k < t.length; k += 3)
      this.triangle(positions, t[k] as number, t[k + 1] as number, t[k + 2] as number, out);
  }

  private triangle(p: ArrayLike<number>, ia: number, ib: number, ic: number, out: Uint8Array | Uint8ClampedArray) {
    const { width, height } = this;
    // Corners in fixed point; a clockwise triangle (on screen, y down) is turned round.
    let ax = Math.round((p[2 * ia] as number) * SUBPIXEL);
    let ay = Math.round((p[2 * ia + 1] as number) * SUBPIXEL);
    let bx = Math.round((p[2 * ib] as number) * SUBPIXEL);
    let by = Math.round((p[2 * ib + 1] as number) * SUBPIXEL);
    const cx = Math.round((p[2 * ic] as number) * SUBPIXEL);
    const cy = Math.round((p[2 * ic + 1] as number) * SUBPIXEL);
    let area = (bx - ax) * (cy - ay) - (by - ay) * (cx - ax);
    if (area === 0) return;
    let ua = ia;
    let ub = ib;
    if (area < 0) {
      [ax, bx] = [bx, ax];
      [ay, by] = [by, ay];
      [ua, ub] = [ub, ua];
      area = -area;
    }
    const x0 = Math.max(0, Math.floor(Math.min(ax, bx, cx) / SUBPIXEL));
    const x1 = Math.min(width - 1, Math.ceil(Math.max(ax, bx, cx) / SUBPIXEL));
    const y0 = Math.max(0, Math.floor(Math.min(ay, by, cy) / SUBPIXEL));
    const y1 = Math.min(height - 1, Math.ceil(Math.max(ay, by, cy) / SUBPIXEL));
    if (x0 > x1 || y0 > y1) return;
    // Edge functions w = (x1 - x0)(py - y0) - (y1 - y0)(px - x0), positive inside; the top-left
    // rule takes a pixel centre exactly on an edge for one of the two triangles sharing it.
    const edge = (fx: number, fy: number, tx: number, ty: number) => {
      const dx = tx - fx;
      const dy = ty - fy;
      const topLeft = dy < 0 || (dy === 0 && dx > 0);
      const px = x0 * SUBPIXEL + SUBPIXEL / 2;
      const py = y0 * SUBPIXEL + SUBPIXEL / 2;
      return {
        start: dx * (py - fy) - dy * (px - fx) - (topLeft ? 0 : 1),
        stepX: -dy * SUBPIXEL,
        stepY: dx * SUBPIXEL,
      };
    };
    const e0 = edge(bx, by, cx, cy); // weight of a
    const e1 = edge(cx, cy, ax, ay); // weight of b
    const e2 = edge(ax, ay, bx, by); // weight of c
    // Texture coordinates across the triangle, from the (unbiased) barycentric weights.
    const uv = this.uv;
    const au = uv[2 * ua] as number;
    const av = uv[2 * ua + 1] as number;
    const bu = uv[2 * ub] as number;
    const bv = uv[2 * ub + 1] as number;
    const cu = uv[2 * ic] as number;
    const cv = uv[2 * ic + 1] as number;
    const tex = this.texture;
    const tw = tex.width;
    const th = tex.height;
    const td = tex.data;
    let row0 = e0.start;
    let row1 = e1.start;
    let row2 = e2.start;
    for (let y = y0; y <= y1; y++) {
      let w0 = row0;
      let w1 = row1;
      let w2 = row2;
      let o = (y * width + x0) * 4;
      for (let x = x0; x <= x1; x++, o += 4, w0 += e0.stepX, w1 += e1.stepX, w2 += e2.stepX) {
        if (w0 < 0 || w1 < 0 || w2 < 0) continue;
        // (The top-left bias of 1 is far below a sub-pixel: the weights stand as they are.)
        const l0 = w0 / area;
        const l1 = w1 / area;
        const l2 = 1 - l0 - l1;
        const u = l0 * au + l1 * bu + l2 * cu - 0.5;
        const v = l0 * av + l1 * bv + l2 * cv - 0.5;
        // Bilinear sample, clamped to the texture.
        let iu = Math.floor(u);
        let iv = Math.floor(v);
        const fu = u - iu;
        const fv = v - iv;
        let iu1 = iu + 1;
        let iv1 = iv + 1;
        if (iu < 0) iu = 0;
        else if (iu >= tw) iu = tw - 1;
        if (iu1 < 0) iu1 = 0;
        else if (iu1 >= tw) iu1 = tw - 1;
        if (iv < 0) iv = 0;
        else if (iv >= th) iv = th - 1;
        if (iv1 < 0) iv1 = 0;
        else if (iv1 >= th) iv1 = th - 1;
        const p00 = (iv * tw + iu) * 4;
        const p10 = (iv * tw + iu1) * 4;
        const p01 = (iv1 * tw + iu) * 4;
        const p11 = (iv1 * tw + iu1) * 4;
        const w00 = (1 - fu) * (1 - fv);
        const w10 = fu * (1 - fv);
        const w01 = (1 - fu) * fv;
        const w11 = fu * fv;
        const a =
          (td[p00 + 3] as number) * w00 +
          (td[p10 + 3] as number) * w10 +
          (td[p01 + 3] as number) * w01 +
          (td[p11 + 3] as number) * w11;
        if (a < 0.5) continue;
        const keep = 1 - a / 255;
        for (let c = 0; c < 3; c++) {
          const s =
            (td[p00 + c] as number) * w00 +
            (td[p10 + c] as number) * w10 +
            (td[p01 + c] as number) * w01 +
            (td[p11 + c] as number) * w11;
          out[o + c] = Math.min(255, s + (out[o + c] as number) * keep + 0.5);
        }
      }
      row0 += e0.stepY;
      row1 += e1.stepY;
      row2 += e2.stepY;
    }
  }
}
