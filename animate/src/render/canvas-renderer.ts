import { type FigureRenderer, type FigureScene, PAPER } from './figure';
import { cover, type Placement, placeFigure } from './layout';

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

  draw(positions: ArrayLike<number>) {
    const { context: g, canvas, scene } = this;
    const { scale, dx, dy } = this.placement;
    g.setTransform(1, 0, 0, 1, 0, 0);
    g.fillStyle = `rgb(${PAPER.map((c) => Math.round(c * 255)).join(',')})`;
    g.fillRect(0, 0, canvas.width, canvas.height);
    if (this.background) {
      const r = cover(this.background.width, this.background.height, canvas.width, canvas.height);
      g.drawImage(this.background, r.x, r.y, r.width, r.height);
    }
    const t = scene.triangles;
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
      // A clip grown by half a pixel about the centre hides the seams between triangles.
      const cx = (x0 + x1 + x2) / 3;
      const cy = (y0 + y1 + y2) / 3;
      const grow = (x: number, y: number): [number, number] => {
        const length = Math.hypot(x - cx, y - cy) || 1;
        return [x + ((x - cx) / length) * 0.6, y + ((y - cy) / length) * 0.6];
      };
      g.save();
      g.setTransform(1, 0, 0, 1, 0, 0);
      g.beginPath();
      g.moveTo(...grow(x0, y0));
      g.lineTo(...grow(x1, y1));
      g.lineTo(...grow(x2, y2));
      g.closePath();
      g.clip();
      g.setTransform(m11, m12, m21, m22, e, f);
      g.drawImage(scene.texture, 0, 0);
      g.restore();
    }
  }

  dispose() {}
}
