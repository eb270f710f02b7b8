/**
 * The body-plan evaluation: for every drawing of the evaluation set, with its true mask or with
 * the automatic cut-out (what the app rigs), the recognised plan and the joint guess for its true
 * plan, scored against the annotation (shares of the figure's height). Used by
 * src/plans/plans.eval.test.ts, src/plans/plans-cutout.eval.test.ts and bench/plans-bench.ts.
 */
import { segmentDrawing } from '../src/core/segment';
import type { Plane } from '../src/core/types';
import { guessSkeleton } from '../src/plans/guess';
import { recognisePlan } from '../src/plans/recognise';
import { jointErrors } from '../src/plans/score';
import type { BodyPlan } from '../src/skeletons';
import { BODY_PLANS } from '../src/skeletons';
import { placedMask } from '../src/testing/score';
import { type EvalDrawing, loadEvalSet } from './eval-set';

export type PlanRow = {
  id: string;
  plan: BodyPlan;
  /** A real drawing (not generated), and whether its plan was judged ambiguous (left out of the plan score). */
  real: boolean;
  ambiguous: boolean;
  recognised: BodyPlan;
  confidence: number;
  /** Joint errors as shares of the figure's height, for the guess of the true plan. */
  mean: number;
  worst: number;
  errors: number[];
  /** Milliseconds for the recognition and the guess. */
  ms: number;
  /** Guessed joints that lie outside the mask (none expected). */
  outside: string[];
};

/** Which mask the plan is read from: the drawing's true mask, or the cut-out the app makes. */
export type MaskSource = 'truth' | 'cut-out';

/** The automatic cut-out of a drawing, put back in place at the drawing's size. */
export function cutOutMask(drawing: EvalDrawing): Plane {
  const size = { width: drawing.image.width, height: drawing.image.height };
  return placedMask(segmentDrawing(drawing.image), size.width, size.height);
}

export function evaluateDrawing(drawing: EvalDrawing, source: MaskSource = 'truth'): PlanRow {
  const mask =
    source === 'truth'
      ? { width: drawing.image.width, height: drawing.image.height, data: drawing.mask }
      : cutOutMask(drawing);
  const start = performance.now();
  const recognition = recognisePlan(mask);
  const guess = guessSkeleton(mask, drawing.plan);
  const ms = performance.now() - start;
  const scored = jointErrors(mask, drawing.joints, guess.joints);
  return {
    id: drawing.id,
    plan: drawing.plan,
    real: drawing.source !== 'generated',
    ambiguous: drawing.truth.judged === 'ambiguous',
    recognised: recognition.plan,
    confidence: recognition.confidence,
    mean: scored.mean,
    worst: scored.worst,
    errors: Object.values(scored.errors),
    ms,
    outside: Object.entries(guess.joints)
      .filter(([, p]) => !mask.data[Math.floor(p.y) * mask.width + Math.floor(p.x)])
      .map(([name]) => name),
  };
}

export function evaluatePlans(drawings: EvalDrawing[] = loadEvalSet(), source: MaskSource = 'truth'): PlanRow[] {
  return drawings.map((drawing) => evaluateDrawing(drawing, source));
}

export type PlanSummary = {
  plan: BodyPlan;
  drawings: number;
  recognised: number;
  mean: number;
  worst: number;
  ms: number;
};

export function summarise(rows: PlanRow[]): PlanSummary[] {
  return BODY_PLANS.map((plan) => {
    const mine = rows.filter((row) => row.plan === plan);
    const errors = mine.flatMap((row) => row.errors);
    return {
      plan,
      drawings: mine.filter((row) => !row.ambiguous).length,
      recognised: mine.filter((row) => !row.ambiguous && row.recognised === plan).length,
      mean: errors.reduce((a, b) => a + b, 0) / Math.max(1, errors.length),
      worst: Math.max(0, ...errors),
      ms: mine.reduce((a, row) => a + row.ms, 0) / Math.max(1, mine.length),
    };
  });
}

const pct = (v: number) => `${(100 * v).toFixed(1)}%`;

export function formatRows(rows: PlanRow[]): string {
  const lines = [
    `${'drawing'.padEnd(22)} ${'true plan'.padEnd(12)} ${'recognised (sure)'.padEnd(20)} ${'mean'.padStart(6)} ${'worst'.padStart(6)} ${'ms'.padStart(5)}`,
  ];
  for (const row of rows) {
    const mark = row.recognised === row.plan ? ' ' : row.ambiguous ? '?' : '✗';
    lines.push(
      `${row.id.padEnd(22)} ${row.plan.padEnd(12)} ${`${mark}${row.recognised} (${row.confidence.toFixed(2)})`.padEnd(20)} ${pct(row.mean).padStart(6)} ${pct(row.worst).padStart(6)} ${row.ms.toFixed(0).padStart(5)}`,
    );
  }
  for (const [group, mine] of [
    ['real drawings', rows.filter((row) => row.real)],
    ['generated drawings', rows.filter((row) => !row.real)],
  ] as const) {
    if (mine.length === 0) continue;
    lines.push('', `${group}:`);
    for (const s of summarise(mine).filter((s) => s.drawings > 0 || s.mean > 0)) {
      lines.push(
        `  ${s.plan.padEnd(12)} recognised ${s.recognised}/${s.drawings}, joints mean ${pct(s.mean)} worst ${pct(s.worst)}, ${s.ms.toFixed(0)} ms per drawing`,
      );
    }
    const judged = mine.filter((row) => !row.ambiguous);
    const right = judged.filter((row) => row.recognised === row.plan).length;
    const limbless = judged.filter((row) => row.plan === 'biped' && row.recognised === 'limbless').length;
    lines.push(
      `  recognised ${right}/${judged.length} (${pct(right / Math.max(1, judged.length))}; ${mine.length - judged.length} ambiguous left out), persons called limbless: ${limbless}`,
    );
  }
  return lines.join('\n');
}
