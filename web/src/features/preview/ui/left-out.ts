import { addBack, type LeftOutPart, type Plane, type Point } from '@dtm/animate';

/** One state of the cut-out (what Undo steps back through): its mask and the left-out parts added back, by index. */
export type CutoutEdit = { mask: Plane; added: readonly number[] };

/** A part still left out, with its number for the parent (1-based, the same after others are added). */
export type PartLeft = { part: LeftOutPart; number: number };

/** The parts not added back yet, numbered as the worker listed them (the largest first). */
export function partsLeft(parts: readonly LeftOutPart[], added: readonly number[]): PartLeft[] {
  return parts.flatMap((part, index) => (added.includes(index) ? [] : [{ part, number: index + 1 }]));
}

/** The cut-out with part `number` added back (joined to the nearest limb by `addBack`). */
export function withPartAdded(edit: CutoutEdit, parts: readonly LeftOutPart[], number: number): CutoutEdit {
  const part = parts[number - 1];
  if (!part || edit.added.includes(number - 1)) return edit;
  return { mask: addBack(edit.mask, part), added: [...edit.added, number - 1] };
}

/** What the parent reads above the cut-out; null when nothing was left out. */
export function leftOutSentence(count: number): string | null {
  if (count <= 0) return null;
  if (count === 1) return 'We left out 1 mark beside the drawing. Tap it to add it back.';
  return `We left out ${count} marks beside the drawing. Tap one to add it back.`;
}

/**
 * The part a tap at `point` (cut-out pixels) means: the nearest whose box, grown by `slack` pixels
 * (a finger's width), holds the point, unless the point is on the figure itself (a brush stroke there).
 */
export function partAt(left: readonly PartLeft[], figure: Plane, point: Point, slack: number): PartLeft | null {
  const x = Math.floor(point.x);
  const y = Math.floor(point.y);
  if (x >= 0 && y >= 0 && x < figure.width && y < figure.height && figure.data[y * figure.width + x]) return null;
  let best: PartLeft | null = null;
  let bestGap = Number.POSITIVE_INFINITY;
  for (const item of left) {
    const { part } = item;
    const dx = Math.max(part.x - point.x, 0, point.x - (part.x + part.width));
    const dy = Math.max(part.y - point.y, 0, point.y - (part.y + part.height));
    const gap = Math.hypot(dx, dy);
    if (gap <= slack && gap < bestGap) {
      best = item;
      bestGap = gap;
    }
  }
  return best;
}
