import { ClipDeformer, type ClipPlan, planClip } from '../core/clip';
import { motionFor } from '../core/plan-motions/index';
import { premultipliedCutOut, Rasterizer } from '../core/raster';
import type { Plane, RgbaImage, SkeletonJoints } from '../core/types';
import type { Skeleton } from '../skeletons';
import { type ArtworkBox, ClipGroup, type GroupFigure } from './clip-group';
import type { FigureRenderer } from './figure';
import { cover, placeFigure } from './layout';
import { cutOutCanvas } from './load-photo';
import { createRenderer } from './renderer';

/** What a finished clip is made for: a frame's panel, or a character's stage and its square for sharing. */
export type ClipTarget = 'frame-7' | 'frame-5' | 'character' | 'square';

const TARGET_SIZES: Record<ClipTarget, { width: number; height: number }> = {
  'frame-7': { width: 1024, height: 600 },
  'frame-5': { width: 800, height: 480 },
  character: { width: 1024, height: 600 },
  square: { width: 1080, height: 1080 },
};

/** The clip's pixel size: the panel's landscape size, its sides swapped for portrait (a square stays square). */
export function clipSize(target: ClipTarget, orientation: 'landscape' | 'portrait'): { width: number; height: number } {
  const { width, height } = TARGET_SIZES[target];
  return orientation === 'portrait' ? { width: height, height: width } : { width, height };
}

/** The figure to move: the drawing cropped to its mask, the mask, its skeleton and joints (mask pixels). */
export type ClipFigure = { image: RgbaImage; mask: Plane; skeleton: Skeleton; joints: SkeletonJoints };

/** `scale` about the figure's feet (1: as the preview places it), offsets as shares of the width and height. */
export type ClipFraming = { scale: number; offsetX: number; offsetY: number };

export type ClipBackground = { colour: string } | { image: HTMLImageElement | HTMLCanvasElement | ImageBitmap };

export type ClipSpec = {
  figure: ClipFigure;
  motions: readonly { motion: string; cycles: number }[];
  clipSeconds: number;
  framing: ClipFraming;
  background: ClipBackground;
  /** The main figure's box on the drawing (needed with companions, to place them beside it). */
  box?: ArtworkBox;
  /** More figures of the drawing in the scene, each with its own motions, kept where they are on the page. */
  companions?: readonly GroupFigure[];
};

/** What the renderer takes each frame's vertices and triangle order from: one figure's deformer or a group. */
type FrameSource = { frame(n: number): Float64Array; drawOrder(n: number): Uint32Array };

/**
 * One texture of every figure side by side (a few pixels apart, so no triangle samples its
 * neighbour), each shrunk by its own `f`; `rest` is every vertex's place on it.
 */
function atlasOf(group: ClipGroup): { texture: HTMLCanvasElement; rest: Float64Array } {
  const GAP = 8;
  const parts = group.figures.map(({ figure }, i) => {
    const f = Math.min(1, (group.maps[i] as { scale: number }).scale * 1.5);
    return { f, canvas: shrink(cutOutCanvas(figure.image, figure.mask), f) };
  });
  const texture = document.createElement('canvas');
  texture.width = parts.reduce((sum, part) => sum + part.canvas.width + GAP, 0);
  texture.height = Math.max(...parts.map((part) => part.canvas.height));
  const context = texture.getContext('2d');
  const rest = new Float64Array(group.rest.length);
  let x = 0;
  parts.forEach((part, i) => {
    context?.drawImage(part.canvas, x, 0);
    const from = (group.offsets[i] as number) * 2;
    const to = i + 1 < parts.length ? (group.offsets[i + 1] as number) * 2 : rest.length;
    for (let j = from; j < to; j += 2) {
      rest[j] = (group.rest[j] as number) * part.f + x;
      rest[j + 1] = (group.rest[j + 1] as number) * part.f;
    }
    x += part.canvas.width + GAP;
  });
  return { texture, rest };
}

function colourCanvas(colour: string): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = 4;
  canvas.height = 4;
  const context = canvas.getContext('2d');
  if (context) {
    context.fillStyle = colour;
    context.fillRect(0, 0, 4, 4);
  }
  return canvas;
}

/** `canvas` scaled by `f` (itself when f is 1). */
function shrink(canvas: HTMLCanvasElement, f: number): HTMLCanvasElement {
  if (f >= 1) return canvas;
  const out = document.createElement('canvas');
  out.width = Math.max(1, Math.round(canvas.width * f));
  out.height = Math.max(1, Math.round(canvas.height * f));
  const context = out.getContext('2d');
  if (!context) return canvas;
  context.imageSmoothingQuality = 'high';
  context.drawImage(canvas, 0, 0, out.width, out.height);
  return out;
}

/** The RGBA pixels of a canvas-drawable picture at `width` x `height` (a background covering the stage, say). */
function pixelsOf(
  width: number,
  height: number,
  paint: (context: CanvasRenderingContext2D) => void,
): Uint8ClampedArray {
  const canvas = document.createElement('canvas');
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext('2d', { willReadFrequently: true });
  if (!context) throw new Error('This browser cannot draw the picture.');
  paint(context);
  return context.getImageData(0, 0, width, height).data;
}

/**
 * Draws frame n of a clip onto a canvas at time n / 30, from the recipe's figure, motions, framing
 * and background alone: no clock, no requestAnimationFrame, so the same spec draws the same
 * frames. Frames are meant to be drawn in order (0, 1, 2, ...); any frame can be drawn on its own.
 */
export class ClipRenderer {
  readonly plan: ClipPlan;
  private readonly deformer: FrameSource;
  private readonly renderer: FigureRenderer | null;
  /** The software path (`software: true`): the frame drawn straight into `pixels`, no canvas. */
  private readonly raster: { rasterizer: Rasterizer; pixels: Uint8Array; scale: number; dx: number; dy: number } | null;
  private readonly framed: Float64Array;
  private readonly k: number;
  /** How much smaller the texture and rest positions the renderer gets are (1: as drawn). */
  private readonly f: number;
  private readonly cx: number;
  private readonly cy: number;

  /**
   * `software`: frames for a file. Each is drawn into memory by the Rasterizer (no seams at any
   * size, the same bytes on every machine, nothing to read back): `readPixels` hands them over and
   * the canvas only gives the size. Otherwise the frame is drawn on the canvas (WebGL, or Canvas 2D
   * where WebGL is missing), to be watched.
   */
  constructor(
    readonly canvas: HTMLCanvasElement,
    spec: ClipSpec,
    options: { preferWebgl?: boolean; software?: boolean } = {},
  ) {
    const { figure } = spec;
    const { width, height } = canvas;
    if (spec.companions?.length) {
      const group = new ClipGroup(
        [{ figure, motions: spec.motions, box: spec.box ?? { x: 0, y: 0, width: 1, height: 1 } }, ...spec.companions],
        spec.clipSeconds,
        spec.framing,
        width,
        height,
      );
      this.plan = group.plan;
      this.deformer = group;
      this.framed = new Float64Array(group.rest.length);
      const { texture, rest } = atlasOf(group);
      const { raster, renderer } = this.paint(spec, texture, group.triangles, rest, options);
      this.raster = raster && { ...raster, scale: 1, dx: 0, dy: 0 };
      this.renderer = renderer;
      // The group's frames are stage pixels: handed to the renderer through the inverse of its own
      // placement (of the atlas), to the software path as they are.
      const placed = placeFigure(rest, width, height);
      this.k = 1;
      this.f = raster ? 1 : 1 / placed.scale;
      this.cx = raster ? 0 : -placed.dx;
      this.cy = raster ? 0 : -placed.dy;
      return;
    }
    const steps = spec.motions.map(({ motion, cycles }) => ({
      motion: motionFor(figure.skeleton, motion, figure.joints),
      cycles,
    }));
    this.plan = planClip(steps, spec.clipSeconds);
    this.deformer = new ClipDeformer(figure.mask, figure.joints, figure.skeleton, this.plan);
    const { mesh } = this.deformer as ClipDeformer;
    const base = placeFigure(mesh.positions, width, height);
    this.k = spec.framing.scale;
    // A drawing far larger than it shows is drawn from a smaller copy (a little sharper than
    // shown): the same picture, and much less for Canvas 2D to draw each triangle from.
    this.f = Math.min(1, base.scale * this.k * 1.5);
    const rest = mesh.positions.map((v) => v * this.f);
    const texture = shrink(cutOutCanvas(figure.image, figure.mask), this.f);
    const painted = this.paint(spec, texture, mesh.triangles, rest, options);
    this.raster = painted.raster;
    this.renderer = painted.renderer;
    this.framed = new Float64Array(mesh.positions.length);
    // The renderers place the figure as the preview does (placeFigure); the framing is applied
    // by handing them positions that land where the framing wants them: scaled by k about the
    // feet's anchor, then moved. Solved for the renderer's own placement: q = f * (p * k + c)
    // (its placement of the shrunk figure is the same as of the whole one, f times larger).
    const anchor = { x: width / 2, y: height * 0.92 };
    this.cx = ((base.dx - anchor.x) * this.k + anchor.x + spec.framing.offsetX * width - base.dx) / base.scale;
    this.cy = ((base.dy - anchor.y) * this.k + anchor.y + spec.framing.offsetY * height - base.dy) / base.scale;
  }

  /** The software rasterizer or the canvas renderer for a texture and mesh, with the background set. */
  private paint(
    spec: ClipSpec,
    texture: HTMLCanvasElement,
    triangles: Uint32Array,
    rest: Float64Array,
    options: { preferWebgl?: boolean; software?: boolean },
  ): { raster: ClipRenderer['raster']; renderer: FigureRenderer | null } {
    const { canvas } = this;
    const { width, height } = canvas;
    const background = 'colour' in spec.background ? colourCanvas(spec.background.colour) : spec.background.image;
    if (options.software) {
      const pixels = pixelsOf(texture.width, texture.height, (context) => context.drawImage(texture, 0, 0));
      const rasterizer = new Rasterizer(
        width,
        height,
        premultipliedCutOut({ width: texture.width, height: texture.height, data: pixels }, null),
        triangles,
        rest,
      );
      const cover_ = cover(background.width, background.height, width, height);
      rasterizer.setBackground(
        pixelsOf(width, height, (context) => {
          context.imageSmoothingQuality = 'high';
          context.drawImage(background, cover_.x, cover_.y, cover_.width, cover_.height);
        }),
      );
      const raster = { rasterizer, pixels: new Uint8Array(width * height * 4), ...placeFigure(rest, width, height) };
      return { raster, renderer: null };
    }
    const renderer = createRenderer(canvas, { texture, triangles, rest }, options.preferWebgl ?? true);
    renderer.setBackground(background);
    return { raster: null, renderer };
  }

  /** The renderer in use: software (frames for a file), or WebGL, or Canvas 2D where WebGL is missing. */
  get kind(): 'software' | 'webgl' | 'canvas' {
    return this.renderer?.kind ?? 'software';
  }

  /** Draws frame `n` (0 <= n < plan.frames). */
  draw(n: number): void {
    const positions = this.deformer.frame(n);
    const triangles = this.deformer.drawOrder(n);
    const out = this.framed;
    for (let i = 0; i < positions.length; i += 2) {
      out[i] = ((positions[i] as number) * this.k + this.cx) * this.f;
      out[i + 1] = ((positions[i + 1] as number) * this.k + this.cy) * this.f;
    }
    const { raster } = this;
    if (!raster) {
      this.renderer?.draw(out, triangles);
      return;
    }
    // The placement the canvas renderers apply themselves.
    for (let i = 0; i < out.length; i += 2) {
      out[i] = (out[i] as number) * raster.scale + raster.dx;
      out[i + 1] = (out[i + 1] as number) * raster.scale + raster.dy;
    }
    raster.rasterizer.draw(out, raster.pixels, triangles);
  }

  /**
   * The last drawn frame's pixels into `out` (RGBA, width x height x 4, top row first): what an
   * encoder takes. Read straight from WebGL, which is much faster without a GPU than handing the
   * WebGL canvas itself over.
   */
  readPixels(out: Uint8Array): void {
    const { width, height } = this.canvas;
    if (this.raster) {
      out.set(this.raster.pixels);
      return;
    }
    const gl = this.renderer?.kind === 'webgl' ? this.canvas.getContext('webgl') : null;
    if (gl) {
      gl.readPixels(0, 0, width, height, gl.RGBA, gl.UNSIGNED_BYTE, out);
      // WebGL's rows run bottom-up.
      const stride = width * 4;
      const row = new Uint8Array(stride);
      for (let top = 0, bottom = height - 1; top < bottom; top++, bottom--) {
        row.set(out.subarray(top * stride, top * stride + stride));
        out.copyWithin(top * stride, bottom * stride, bottom * stride + stride);
        out.set(row, bottom * stride);
      }
      return;
    }
    const context = this.canvas.getContext('2d');
    if (!context) throw new Error('This browser cannot read the picture back.');
    out.set(context.getImageData(0, 0, width, height).data);
  }

  dispose(): void {
    this.renderer?.dispose();
  }
}
