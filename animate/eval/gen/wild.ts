/**
 * The wild-dev drawings as evaluation fixtures (`fixtures/eval/real-wild-<id>`): the engine's own
 * cut-out at the drawing's full size as the first guess, then the hand corrections kept in
 * `eval/wild/<id>.json` (each made by looking at the overlay, `eval/wild-look.ts`), and the joints
 * placed by hand on the drawing.
 */
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { paintStroke } from '../../src/core/brush';
import { adaptiveThreshold, close } from '../../src/core/morphology';
import { darkestChannel } from '../../src/core/planes';
import { fillEnclosed } from '../../src/core/regions';
import { segmentDrawing } from '../../src/core/segment';
import type { Plane } from '../../src/core/types';
import { placedMask } from '../../src/testing/score';
import { decodeImage, type Plan, type Rgba } from '../eval-set';
import { BIPED_PARENTS, QUADRUPED_PARENTS } from './figure';
import type { Pt } from './shapes';
import { encodeMask, formatTruth } from './stage';

const WILD = fileURLToPath(new URL('../../fixtures/drawings/wild-dev/', import.meta.url));
export const EDITS = fileURLToPath(new URL('../wild/', import.meta.url));

type Polygon = Pt[];

/** One drawing's hand corrections, in the drawing's own pixels. */
export type WildEdits = {
  id: string;
  /** The plan the joints are for. */
  plan: Plan;
  /** The plan judged by eye in plans.json ('ambiguous' drawings are left out of the plan score). */
  judged: Plan | 'ambiguous';
  kind: string;
  notes: string;
  /** Every stroke inside each polygon (darker than its paper, or coloured) is added, gaps up to 2 px closed. */
  ink?: Polygon[];
  /** Each polygon painted in as figure. */
  add?: Polygon[];
  /** Each line painted in as figure, `width` px wide. */
  strokes?: { points: Pt[]; width: number }[];
  /** Each polygon cleared (writing, a border, a doodle, paper between limbs). */
  erase?: Polygon[];
  /** After the rest: the paper each polygon encloses fully inside the figure is filled. */
  fill?: boolean;
  joints: Record<string, Pt>;
};

function insidePolygon(poly: Polygon, x: number, y: number): boolean {
  let inside = false;
  for (let i = 0, j = poly.length - 1; i < poly.length; j = i++) {
    const [xi, yi] = poly[i] as Pt;
    const [xj, yj] = poly[j] as Pt;
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

function eachIn(poly: Polygon, width: number, height: number, visit: (i: number) => void) {
  const xs = poly.map((p) => p[0]);
  const ys = poly.map((p) => p[1]);
  for (let y = Math.max(0, Math.floor(Math.min(...ys))); y <= Math.min(height - 1, Math.ceil(Math.max(...ys))); y++)
    for (let x = Math.max(0, Math.floor(Math.min(...xs))); x <= Math.min(width - 1, Math.ceil(Math.max(...xs))); x++)
      if (insidePolygon(poly, x + 0.5, y + 0.5)) visit(y * width + x);
}

/** The strokes of the drawing: darker than the paper round them by 12 levels, or coloured. */
function inkOf(image: Rgba): Plane {
  const strokes = adaptiveThreshold(darkestChannel(image), Math.round(Math.max(image.width, image.height) / 24), 12);
  const { data } = image;
  for (let i = 0; i < strokes.data.length; i++) {
    const r = data[i * 4] as number;
    const g = data[i * 4 + 1] as number;
    const b = data[i * 4 + 2] as number;
    if (Math.max(r, g, b) - Math.min(r, g, b) > 70) strokes.data[i] = 1;
  }
  return close(strokes, 2);
}

/** The first guess (the engine's cut-out at full size) with the hand corrections applied. */
export function wildMask(image: Rgba, edits: WildEdits): Plane {
  const { width, height } = image;
  const side = Math.max(width, height);
  const mask = placedMask(segmentDrawing(image, { maxSide: side }), width, height);
  if (edits.ink?.length) {
    const ink = inkOf(image);
    for (const poly of edits.ink) eachIn(poly, width, height, (i) => (mask.data[i] ||= ink.data[i] as number));
  }
  for (const poly of edits.add ?? []) eachIn(poly, width, height, (i) => (mask.data[i] = 1));
  let out: Plane = mask;
  for (const { points, width: w } of edits.strokes ?? []) {
    for (let k = 1; k < points.length; k++) {
      const [a, b] = [points[k - 1] as Pt, points[k] as Pt];
      out = paintStroke(out, { x: a[0], y: a[1] }, { x: b[0], y: b[1] }, w / 2, 1);
    }
  }
  for (const poly of edits.erase ?? []) eachIn(poly, width, height, (i) => (out.data[i] = 0));
  return edits.fill ? fillEnclosed(out) : out;
}

export function readEdits(id: string): WildEdits {
  return JSON.parse(readFileSync(join(EDITS, `${id}.json`), 'utf8')) as WildEdits;
}

export function wildImage(id: string): Rgba {
  return decodeImage(readFileSync(join(WILD, `${id}.png`)));
}

export function listWild(): string[] {
  return existsSync(EDITS)
    ? readdirSync(EDITS)
        .filter((f) => f.endsWith('.json'))
        .map((f) => f.replace('.json', ''))
        .sort()
    : [];
}

export function parentsOf(plan: Plan, joints: Record<string, Pt>): Record<string, string | null> {
  if (plan === 'biped') return BIPED_PARENTS;
  if (plan === 'quadruped') return QUADRUPED_PARENTS;
  if (plan === 'limbless')
    return Object.fromEntries(Object.keys(joints).map((n, i) => [n, i ? `spine_${i - 1}` : null]));
  const parents: Record<string, string | null> = { body: null, head: 'body', tail: 'body' };
  for (const name of Object.keys(joints)) {
    const leg = /^leg_(\d+)_(root|knee|foot)$/.exec(name);
    if (leg) parents[name] = leg[2] === 'root' ? 'body' : `leg_${leg[1]}_${leg[2] === 'knee' ? 'root' : 'knee'}`;
    const antenna = /^antenna_(left|right)_(root|tip)$/.exec(name);
    if (antenna) parents[name] = antenna[2] === 'root' ? 'head' : `antenna_${antenna[1]}_root`;
  }
  return parents;
}

export function writeWild(out: string, filter = '') {
  const rows: { id: string; plan: string; kind: string; how: string }[] = [];
  for (const id of listWild()) {
    if (filter && !`real-wild-${id}`.includes(filter) && filter !== 'real') continue;
    const edits = readEdits(id);
    const image = wildImage(id);
    const folder = join(out, `real-wild-${id}`);
    mkdirSync(folder, { recursive: true });
    // The checked mask is kept once made: its first guess is the engine of that day, and a later
    // engine must be measured against it, not remake it (WILD_REMAKE=1 after changing the corrections).
    if (process.env.WILD_REMAKE === '1' || !existsSync(join(folder, 'mask.png'))) {
      const mask = wildMask(image, edits);
      writeFileSync(join(folder, 'mask.png'), encodeMask(mask.data, image.width, image.height));
    }
    const truth = {
      id: `real-wild-${id}`,
      plan: edits.plan,
      judged: edits.judged,
      kind: edits.kind,
      source: 'animated-drawings-wild',
      // The picture is the package's copy in fixtures/drawings/wild-dev, not a second copy here.
      drawing: `../../drawings/wild-dev/${id}.png`,
      width: image.width,
      height: image.height,
      joints: edits.joints,
      parents: parentsOf(edits.plan, edits.joints),
      notes: `${edits.notes} Real amateur drawing (Animated Drawings' history, commit 52da326 input/, MIT). Mask: the engine's cut-out at full size, corrected by hand (animate/eval/wild/${id}.json: ${describe(edits)}), every overlay looked at; joints placed by hand.`,
    };
    writeFileSync(join(folder, 'truth.json'), formatTruth(truth));
    rows.push({
      id: truth.id,
      plan: edits.plan,
      kind: edits.kind,
      how: 'real (amateur drawing, hand-checked mask and joints)',
    });
  }
  return rows;
}

function describe(edits: WildEdits): string {
  const parts = [
    edits.ink?.length ? `${edits.ink.length} area(s) of strokes added` : '',
    edits.add?.length ? `${edits.add.length} area(s) painted in` : '',
    edits.strokes?.length ? `${edits.strokes.length} line(s) painted in` : '',
    edits.erase?.length ? `${edits.erase.length} area(s) cleared` : '',
    edits.fill ? 'enclosed paper filled' : '',
  ].filter(Boolean);
  return parts.length ? parts.join(', ') : 'no correction needed';
}

/** The wild-dev drawings' ids (the PNGs in fixtures/drawings/wild-dev). */
export function listWildDrawings(): string[] {
  return readdirSync(WILD)
    .filter((f) => f.endsWith('.png'))
    .map((f) => f.replace('.png', ''))
    .sort();
}
