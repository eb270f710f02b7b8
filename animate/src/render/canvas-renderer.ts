import { type FigureRenderer, type FigureScene, PAPER } from './figure';
import { cover, type Placement, placeFigure } from './layout';

/** How far each triangle's clip reaches past its edges (pixels): past the anti-aliased pixel on the edge. */
const GROW = 1;

/**
 * The triangle (x0, y0), (x1, y1), (x2, y2) with each edge moved out by GROW along its normal: each
 * corner goes where its two moved edges meet (no farther than 3 GROW, for a sliver's sharp corner).
 */
function grown(
  x0: number,
  y0: number,
  x1: number,
  y1: number,
  x2: number,
  y2: number,
): [[number, number], [number, number], [number, number]] {
  const xs = [x0, x1, x2];
  const ys = [y0, y1, y2];
  const turn = Math.sign((x1 - x0) * (y2 - y0) - (y1 - y0) * (x2 - x0)) || 1;
  // The outward unit normal of edge i (from corner i to corner i + 1).
  const normals = [0, 1, 2].map((i) => {
    const dx = (xs[(i + 1) % 3] as number) - (xs[i] as number);
    const dy = (ys[(i + 1) % 3] as number) - (ys[i] as number);
    const length = Math.hypot(dx, dy) || 1;
    return [(turn * dy) / length, (-turn * dx) / length] as const;
  });
  const corner = (i: number): [number, number] => {
    const [ax, ay] = normals[(i + 2) % 3] as readonly [number, number];
    const [bx, by] = normals[i] as readonly [number, number];
    // The corner moves by (a + b) / (1 + a.b) times GROW: GROW off each of its two edges.
    const d = 1 + ax * bx + ay * by;
    let mx = ((ax + bx) / Math.max(d, 1e-6)) * GROW;
    let my = ((ay + by) / Math.max(d, 1e-6)) * GROW;
    const reach = Math.hypot(mx, my);
    if (reach > 3 * GROW) {
      mx *= (3 * GROW) / reach;
      my *= (3 * GROW) / reach;
    }
    return [(xs[i] as number) + mx, (ys[i] as number) + my];
  };
  return [corner(0), corner(1), corner(2)];
}

/** The Canvas 2D fallback: each triangle of the texture drawn with its own affine transform. */
export class CanvasRenderer implements FigureRenderer {
  readonly kind = 'canvas';
  private readonly context: CanvasRenderingContext2D;
  private readonly placement: Placement;
  private background: HTMLImageElement | HTMLCanvasElement | ImageBitmap | null = null;

  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly scene: FigureScene,
  ) {
    const context = canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot draw the preview.');
    this.context = context;
    this.placement = placeFigure(scene.rest, canvas.width, canvas.height);
  }

  setBackground(image: HTMLImageElement | HTMLCanvasElement | ImageBitmap | null) {
    this.background = image;
  }

  draw(positions: ArrayLike<number>, triangles?: Uint32Array) {
    const { context: g, canvas, scene } = this;
    const { scale, dx, dy } = this.placement;
    g.setTransform(1, 0, 0, 1, 0, 0);
    g.fillStyle = `rgb(${PAPER.map((c) => Math.round(c * 255)).join(',')})`;
    g.fillRect(0, 0, canvas.width, canvas.height);
    if (this.background) {
      const r = cover(this.background.width, this.background.height, canvas.width, canvas.height);
      g.drawImage(this.background, r.x, r.y, r.width, r.height);
    }
    const t = triangles ?? scene.triangles;
    const rest = scene.rest;
    for (let k = 0; k < t.length; k += 3) {
      const a = t[k] as number;
      const b = t[k + 1] as number;
      const c = t[k + 2] as number;
      // Source (texture) and destination (stage) corners.
      const u0 = rest[2 * a] as number;
      const v0 = rest[2 * a + 1] as number;
      const u1 = rest[2 * b] as number;
      const v1 = rest[2 * b + 1] as number;
      const u2 = rest[2 * c] as number;
      const v2 = rest[2 * c + 1] as number;
      const x0 = (positions[2 * a] as number) * scale + dx;
      const y0 = (positions[2 * a + 1] as number) * scale + dy;
      const x1 = (positions[2 * b] as number) * scale + dx;
      const y1 = (positions[2 * b + 1] as number) * scale + dy;
      const x2 = (positions[2 * c] as number) * scale + dx;
      const y2 = (positions[2 * c + 1] as number) * scale + dy;
      const det = (u1 - u0) * (v2 - v0) - (u2 - u0) * (v1 - v0);
      if (Math.abs(det) < 1e-9) continue;
      // The affine map taking (u, v) to (x, y).
      const m11 = ((x1 - x0) * (v2 - v0) - (x2 - x0) * (v1 - v0)) / det;
      const m12 = ((y1 - y0) * (v2 - v0) - (y2 - y0) * (v1 - v0)) / det;
      const m21 = ((x2 - x0) * (u1 - u0) - (x1 - x0) * (u2 - u0)) / det;
      const m22 = ((y2 - y0) * (u1 - u0) - (y1 - y0) * (u2 - u0)) / det;
      const e = x0 - m11 * u0 - m21 * v0;
      const f = y0 - m12 * u0 - m22 * v0;
      // Each triangle is clipped to itself grown by GROW pixels on every side: a clip's edge is
      // anti-aliased, so two triangles clipped exactly to their shared edge each cover a pixel on it
      // partly and the background shows through as a hairline. Grown, the neighbour covers it whole.
      const [p0, p1, p2] = grown(x0, y0, x1, y1, x2, y2);
      g.save();
      g.setTransform(1, 0, 0, 1, 0, 0);
      g.beginPath();
      g.moveTo(p0[0], p0[1]);
      g.lineTo(p1[0], p1[1]);
      g.lineTo(p2[0], p2[1]);
      g.closePath();
      g.clip();
      g.setTransform(m11, m12, m21, m22, e, f);
      g.drawImage(scene.texture, 0, 0);
      g.restore();
    }
  }

  dispose() {}
}
