/**
 * Border and frame lines: long thin straight strokes along the picture's edges (a drawn frame round
 * the page, a printed border, the edge of a colouring sheet), also where the figure's hands or feet
 * are drawn over them. They are not the figure, but a figure that touches one joins it into one
 * region that the cut-out would keep. Found on the whole
 * picture only: near the edge, at least half as long as that side, thin across (a line, not a
 * filled area; where another stroke crosses it or stands on it the run may break for a little),
 * with paper on its inner side (a figure's own straight side, in a tight crop, has its colouring
 * there), and on two sides of the picture or more (a frame, not one long stroke).
 */
import { plane } from './planes';
import { strokeRuns } from './segment-ruled';
import type { Plane } from './types';

/** How near the edge (share of the page's side: the sheet's on a photo of a whole page) a border line lies. */
const NEAR_EDGE = 0.08;
/** How long (share of the picture's side along it) a border line runs. */
const LONG = 0.5;
/** The most of a border line's length other strokes may cross (a figure's hands and feet drawn over it). */
const MOST_CROSSED = 0.5;

type Box = { x0: number; y0: number; x1: number; y1: number };
type Line = { side: 'top' | 'bottom' | 'left' | 'right'; pixels: number[]; innerPaper: number };

/**
 * The pixels of `strokes` (padded by `margin` round a `width` x `height` picture) that belong to
 * border lines, as a plane of the same size.
 */
export function findBorderLines(
  strokes: Plane,
  margin: number,
  width: number,
  height: number,
  page: Box = { x0: 0, y0: 0, x1: width - 1, y1: height - 1 },
): Plane {
  const out = plane(strokes.width, strokes.height);
  const thick = Math.max(2, Math.round(Math.max(width, height) / 110));
  const lines = [false, true]
    .flatMap((across) => candidateLines(strokes, margin, width, height, thick, across, page))
    .filter((line) => line.innerPaper >= 0.7);
  if (new Set(lines.map((line) => line.side)).size < 2) return out;
  for (const line of lines) for (const i of line.pixels) out.data[i] = 1;
  return out;
}

/**
 * Horizontal lines (or vertical ones, `across`): pixels thin in the other direction, gathered in
 * bands twice the thickness high, stepping by the thickness, so a hand-drawn line that wanders
 * still counts; a band's run of columns that have such pixels (gaps where something crosses it or
 * stands on it allowed), long enough and mostly line, is a line.
 */
function candidateLines(
  strokes: Plane,
  margin: number,
  width: number,
  height: number,
  thick: number,
  across: boolean,
  page: Box,
): Line[] {
  const { run, at, along, span } = strokeRuns(strokes, margin, width, height, across);
  const thin = (a: number, s: number) => {
    const i = at(a, s);
    return strokes.data[i] === 1 && (run[i] as number) <= 2 * thick;
  };
  const band = 2 * thick;
  const flags = new Uint8Array(along);
  // Where a wider stroke crosses the band (a hand or a foot drawn over the frame): the line runs on
  // under it, so it is not a gap, though not line either.
  const crossed = new Uint8Array(along);
  const gapAllowed = Math.max(2, Math.round(0.06 * along));
  const lines: Line[] = [];
  const [first, last] = across ? [page.x0, page.x1] : [page.y0, page.y1];
  const pageSpan = last - first + 1;
  const pageAlong = across ? page.y1 - page.y0 + 1 : page.x1 - page.x0 + 1;
  for (let s0 = Math.max(0, first - thick); s0 + band <= Math.min(span, last + thick + 1); s0 += thick) {
    const nearStart = s0 <= first + NEAR_EDGE * pageSpan;
    if (!nearStart && s0 + band < last + 1 - NEAR_EDGE * pageSpan) continue;
    flags.fill(0);
    crossed.fill(0);
    for (let a = 0; a < along; a++) {
      for (let s = s0; s < s0 + band; s++) {
        if (thin(a, s)) flags[a] = 1;
        else if (strokes.data[at(a, s)]) crossed[a] = 1;
      }
    }
    let a = 0;
    while (a < along) {
      if (!flags[a]) {
        a++;
        continue;
      }
      let e = a;
      let gap = 0;
      let covered = 1;
      let under = 0;
      while (e + 1 < along && gap <= gapAllowed) {
        e++;
        const crossing = flags[e] ? 0 : (crossed[e] as number);
        gap = flags[e] || crossing ? 0 : gap + 1;
        covered += flags[e] as number;
        under += crossing;
      }
      const end = e - gap;
      const length = end - a + 1;
      if (length >= LONG * pageAlong && under <= MOST_CROSSED * length && covered >= 0.8 * (length - under)) {
        const pixels: number[] = [];
        for (let k = a; k <= end; k++) for (let s = s0; s < s0 + band; s++) if (thin(k, s)) pixels.push(at(k, s));
        // Paper a few line widths inside (toward the picture's middle), along the line.
        const inner = nearStart ? s0 + band + 2 * thick : s0 - 2 * thick;
        let paper = 0;
        let looked = 0;
        for (let k = a; k <= end; k++) {
          if (inner < 0 || inner >= span) break;
          // Only along the line itself: where a foot stands on it, its leg is inside.
          if (!flags[k]) continue;
          looked++;
          if (!strokes.data[at(k, inner)]) paper++;
        }
        const side = across ? (nearStart ? 'left' : 'right') : nearStart ? 'top' : 'bottom';
        lines.push({ side, pixels, innerPaper: paper / Math.max(1, looked) });
      }
      a = e + 1;
    }
  }
  return lines;
}
