import { CanvasRenderer } from './canvas-renderer';
import type { FigureRenderer, FigureScene } from './figure';
import { WebglRenderer } from './webgl-renderer';

/** WebGL where the browser has it, otherwise Canvas 2D. */
export function createRenderer(canvas: HTMLCanvasElement, scene: FigureScene, preferWebgl = true): FigureRenderer {
  if (preferWebgl) {
    const gl = canvas.getContext('webgl', { premultipliedAlpha: true, preserveDrawingBuffer: true, antialias: true });
    if (gl) return new WebglRenderer(canvas, gl, scene);
  }
  return new CanvasRenderer(canvas, scene);
}
