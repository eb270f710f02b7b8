// What every renderer draws and with which stage colour; apart from renderer.ts, which picks one,
// so the renderers do not import their own chooser.

/** Draws the deformed figure over a background on one canvas. */
export interface FigureRenderer {
  readonly kind: 'webgl' | 'canvas';
  setBackground(image: HTMLImageElement | HTMLCanvasElement | ImageBitmap | null): void;
  /**
   * `positions`: the mesh's vertices (x, y pairs) in cut-out pixels. `triangles`: this frame's draw
   * order (index triples, the scene's triangles reordered, as the Animator's `drawOrder` gives
   * it); the scene's order when not given.
   */
  draw(positions: ArrayLike<number>, triangles?: Uint32Array): void;
  dispose(): void;
}

export type FigureScene = {
  /** The cut-out with transparent paper (the mesh's texture). */
  texture: HTMLCanvasElement;
  triangles: Uint32Array;
  rest: Float64Array;
};

/** The plain stage behind the figure when no background is chosen: paper. */
export const PAPER = [0.984, 0.969, 0.937] as const;
