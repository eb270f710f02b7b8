/**
 * Several figures of one drawing moving in one clip, without the DOM (so Node tests can solve it):
 * each figure its own ClipDeformer and plan, placed beside the main one as they lie on the page,
 * one mesh of all of them for the renderers (vertices and triangles concatenated in draw order).
 */
import { ClipDeformer, type ClipPlan, type ClipStep, planClip } from '../core/clip';
import { motionFor } from '../core/plan-motions/index';
import { placeFigure } from './layout';
import type { ClipFigure, ClipFraming } from './render-clip';

/** Where a figure lies on the drawing, as shares of the artwork's width and height (a recipe's `box`). */
export type ArtworkBox = { x: number; y: number; width: number; height: number };

/** One figure of a group: what to move, its motions and its place on the drawing. */
export type GroupFigure = {
  figure: ClipFigure;
  motions: readonly { motion: string; cycles: number }[];
  box: ArtworkBox;
};

/** A mask-pixel to stage-pixel map: q = p * scale + (x, y). */
export type StageMap = { scale: number; x: number; y: number };

type Member = { deformer: ClipDeformer; map: StageMap; offset: number; order: Uint32Array | null };

/**
 * The plan of `steps` lasting exactly `frames` frames: a whole number of passes (a divisor of
 * `frames`, so every pass is the same frames) nearest to the motions' own speed, stretched or
 * squeezed to fit. A companion's loop then meets the main figure's at the clip's seam.
 */
export function planToFrames(steps: readonly ClipStep[], frames: number, fps: number): ClipPlan {
  if (steps.length === 0) throw new Error('a clip needs at least one motion');
  const keyed = steps.reduce((sum, step) => sum + step.motion.seconds * step.cycles, 0);
  const natural = frames / fps / keyed;
  let passes = 1;
  for (let d = 1; d <= frames; d++) {
    if (frames % d === 0 && Math.abs(Math.log(d / natural)) < Math.abs(Math.log(passes / natural))) passes = d;
  }
  const passSeconds = frames / passes / fps;
  const speed = keyed / passSeconds;
  let start = 0;
  const placed = steps.map((step) => {
    const seconds = (step.motion.seconds * step.cycles) / speed;
    const at = { ...step, start, seconds };
    start += seconds;
    return at;
  });
  return { steps: placed, passSeconds, speed, passes, seconds: frames / fps, frames, fps };
}

function stepsOf(figure: ClipFigure, motions: GroupFigure['motions']): ClipStep[] {
  return motions.map(({ motion, cycles }) => ({ motion: motionFor(figure.skeleton, motion, figure.joints), cycles }));
}

/** The stage box of mask points under a map. */
function boundsOf(points: ArrayLike<number>, map: StageMap) {
  const box = {
    x0: Number.POSITIVE_INFINITY,
    y0: Number.POSITIVE_INFINITY,
    x1: Number.NEGATIVE_INFINITY,
    y1: Number.NEGATIVE_INFINITY,
  };
  for (let i = 0; i < points.length; i += 2) {
    const x = (points[i] as number) * map.scale + map.x;
    const y = (points[i + 1] as number) * map.scale + map.y;
    box.x0 = Math.min(box.x0, x);
    box.y0 = Math.min(box.y0, y);
    box.x1 = Math.max(box.x1, x);
    box.y1 = Math.max(box.y1, y);
  }
  return box;
}

/**
 * The figures of a clip solved together. The main figure (`figures[0]`) is placed as a clip of it
 * alone is (placeFigure, then the framing); the others by the same transform from the drawing's
 * coordinates, so the page's arrangement and sizes hold; the group is moved across so it is centred
 * where the main figure alone would be, then shrunk (and moved) to fit the stage if it does not. `frame(n)` gives every vertex in stage pixels.
 */
export class ClipGroup {
  readonly plan: ClipPlan;
  /** The members in draw order: the box whose bottom is lowest on the page (nearest) last. */
  private readonly members: Member[];
  /** The figures in draw order (the same order as the vertices). */
  readonly figures: GroupFigure[];
  readonly maps: StageMap[];
  /** Where each figure's vertices start (vertex index). */
  readonly offsets: number[];
  /** Every figure's rest vertices (its own mask pixels), concatenated. */
  readonly rest: Float64Array;
  readonly triangles: Uint32Array;
  private readonly positions: Float64Array;
  private combined: Uint32Array | null = null;

  constructor(
    figures: readonly GroupFigure[],
    clipSeconds: number,
    framing: ClipFraming,
    width: number,
    height: number,
  ) {
    const [main] = figures;
    if (!main) throw new Error('a group needs a figure');
    this.plan = planClip(stepsOf(main.figure, main.motions), clipSeconds);
    const deformers = figures.map((item, i) =>
      i === 0
        ? new ClipDeformer(item.figure.mask, item.figure.joints, item.figure.skeleton, this.plan)
        : new ClipDeformer(
            item.figure.mask,
            item.figure.joints,
            item.figure.skeleton,
            planToFrames(stepsOf(item.figure, item.motions), this.plan.frames, this.plan.fps),
          ),
    );
    // The main figure's map, as ClipRenderer places a figure alone.
    const mainMesh = (deformers[0] as ClipDeformer).mesh;
    const base = placeFigure(mainMesh.positions, width, height);
    const k = framing.scale;
    const anchor = { x: width / 2, y: height * 0.92 };
    const mainMap: StageMap = {
      scale: base.scale * k,
      x: (base.dx - anchor.x) * k + anchor.x + framing.offsetX * width,
      y: (base.dy - anchor.y) * k + anchor.y + framing.offsetY * height,
    };
    // Main mask pixels per share of the artwork, across and down.
    const perX = main.figure.mask.width / main.box.width;
    const perY = main.figure.mask.height / main.box.height;
    const maps = figures.map((item, i): StageMap => {
      if (i === 0) return mainMap;
      const sx = (item.box.width / item.figure.mask.width) * perX;
      const sy = (item.box.height / item.figure.mask.height) * perY;
      const scale = Math.sqrt(sx * sy);
      return {
        scale: scale * mainMap.scale,
        x: (item.box.x - main.box.x) * perX * mainMap.scale + mainMap.x,
        y: (item.box.y - main.box.y) * perY * mainMap.scale + mainMap.y,
      };
    });
    const rests = deformers.map((d) => d.mesh.positions);
    // The group stands where the main figure alone would: centred across as it is (so the framing's
    // offsets move the group), its height and ground line kept.
    const main0 = boundsOf(rests[0] as ArrayLike<number>, mainMap);
    const group = groupBounds(maps, rests);
    const across = (main0.x0 + main0.x1) / 2 - (group.x0 + group.x1) / 2;
    for (const map of maps) map.x += across;
    fitToStage(maps, rests, width, height);
    const order = figures.map((_, i) => i);
    order.sort((a, b) => {
      const boxA = (figures[a] as GroupFigure).box;
      const boxB = (figures[b] as GroupFigure).box;
      return boxA.y + boxA.height - (boxB.y + boxB.height) || a - b;
    });
    let offset = 0;
    this.members = order.map((i) => {
      const deformer = deformers[i] as ClipDeformer;
      const member = { deformer, map: maps[i] as StageMap, offset, order: null };
      offset += deformer.mesh.positions.length / 2;
      return member;
    });
    this.figures = order.map((i) => figures[i] as GroupFigure);
    this.maps = this.members.map((m) => m.map);
    this.offsets = this.members.map((m) => m.offset);
    this.rest = new Float64Array(offset * 2);
    this.positions = new Float64Array(offset * 2);
    const triangles: number[] = [];
    for (const { deformer, offset: at } of this.members) {
      this.rest.set(deformer.mesh.positions, at * 2);
      for (const v of deformer.mesh.triangles) triangles.push(v + at);
    }
    this.triangles = Uint32Array.from(triangles);
  }

  /** Every vertex of frame `n` in stage pixels (one array, rewritten each call). */
  frame(n: number): Float64Array {
    const out = this.positions;
    for (const { deformer, map, offset } of this.members) {
      const own = deformer.frame(n);
      for (let i = 0; i < own.length; i += 2) {
        out[offset * 2 + i] = (own[i] as number) * map.scale + map.x;
        out[offset * 2 + i + 1] = (own[i + 1] as number) * map.scale + map.y;
      }
    }
    return out;
  }

  /** The triangles to draw frame `n` in: each figure's own order, the figures back to front (the same array while nothing changes). */
  drawOrder(n: number): Uint32Array {
    let changed = this.combined === null;
    const orders = this.members.map((member) => {
      const own = member.deformer.drawOrder(n);
      if (own !== member.order) changed = true;
      member.order = own;
      return own;
    });
    if (!changed && this.combined) return this.combined;
    const out = new Uint32Array(this.triangles.length);
    let at = 0;
    orders.forEach((own, i) => {
      const { offset } = this.members[i] as Member;
      for (let j = 0; j < own.length; j++) out[at + j] = (own[j] as number) + offset;
      at += own.length;
    });
    this.combined = out;
    return out;
  }
}

/** The stage box of every figure's rest pose. */
function groupBounds(maps: readonly StageMap[], rests: readonly ArrayLike<number>[]) {
  const box = {
    x0: Number.POSITIVE_INFINITY,
    y0: Number.POSITIVE_INFINITY,
    x1: Number.NEGATIVE_INFINITY,
    y1: Number.NEGATIVE_INFINITY,
  };
  rests.forEach((rest, i) => {
    const b = boundsOf(rest, maps[i] as StageMap);
    box.x0 = Math.min(box.x0, b.x0);
    box.y0 = Math.min(box.y0, b.y0);
    box.x1 = Math.max(box.x1, b.x1);
    box.y1 = Math.max(box.y1, b.y1);
  });
  return box;
}

/** Shrinks (about the group's middle) and moves the maps so every figure's rest pose is on the stage with a margin. */
function fitToStage(maps: StageMap[], rests: ArrayLike<number>[], width: number, height: number): void {
  const box = groupBounds(maps, rests);
  // Room above for a jump, a little at the sides and below (the main figure alone stands at 0.92).
  const room = { x0: width * 0.04, x1: width * 0.96, y0: height * 0.12, y1: height * 0.95 };
  const g = Math.min(1, (room.x1 - room.x0) / (box.x1 - box.x0), (room.y1 - room.y0) / (box.y1 - box.y0));
  const cx = (box.x0 + box.x1) / 2;
  const cy = (box.y0 + box.y1) / 2;
  const shrunk = {
    x0: cx + (box.x0 - cx) * g,
    x1: cx + (box.x1 - cx) * g,
    y0: cy + (box.y0 - cy) * g,
    y1: cy + (box.y1 - cy) * g,
  };
  const into = (lo: number, hi: number, min: number, max: number) =>
    lo < min ? Math.min(min - lo, max - hi) : hi > max ? Math.max(max - hi, min - lo) : 0;
  const mx = into(shrunk.x0, shrunk.x1, room.x0, room.x1);
  const my = into(shrunk.y0, shrunk.y1, room.y0, room.y1);
  for (const map of maps) {
    map.scale *= g;
    map.x = cx + (map.x - cx) * g + mx;
    map.y = cy + (map.y - cy) * g + my;
  }
}
