import { CanvasRenderer } from './canvas-renderer';
import { WebglRenderer } from './webgl-renderer';

/** Draws the deformed figure over a background on one canvas. */
export interface FigureRenderer {
  readonly kind: 'webgl' | 'canvas';
  setBackground(image: HTMLImageElement | HTMLCanvasElement | ImageBitmap | null): void;
  /** `positions`: the mesh's vertices (x, y pairs) in cut-out pixels. */
  draw(positions: ArrayLike<number>): void;
  dispose(): void;
}

export type FigureScene = {
  /** The cut-out with transparent paper (the mesh's texture). */
  texture: HTMLCanvasElement;
  triangles: Uint32Array;
  rest: Float64Array;
};

/** WebGL where the browser has it, otherwise Canvas 2D. */
export function createRenderer(canvas: HTMLCanvasElement, scene: FigureScene, preferWebgl = true): FigureRenderer {
  if (preferWebgl) {
    const gl = canvas.getContext('webgl', { premultipliedAlpha: true, preserveDrawingBuffer: true, antialias: true });
    if (gl) return new WebglRenderer(canvas, gl, scene);
  }
  return new CanvasRenderer(canvas, scene);
}

/** The plain stage behind the figure when no background is chosen: paper. */
export const PAPER = [0.984, 0.969, 0.937] as const;
