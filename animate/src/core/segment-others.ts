/**
 * Several figures on one page: besides the one the cut-out picks, the other regions that look like
 * a figure of their own (large beside it, not running along the picture's edge, not a line or a
 * word), the largest first.
 */
import { figureScore, type Region } from './regions';

/** At most this many others are offered. */
const MOST = 5;

export function otherFigures(regions: Region[], chosen: Region, width: number, height: number): Region[] {
  const best = figureScore(chosen, width, height);
  return regions
    .filter((r) => {
      if (r === chosen || r.borderPixels > 0) return false;
      const w = r.x1 - r.x0 + 1;
      const h = r.y1 - r.y0 + 1;
      const solid = Math.min(w, h) >= 0.25 * Math.max(w, h);
      return solid && r.area >= 0.3 * chosen.area && figureScore(r, width, height) >= 0.2 * best;
    })
    .sort((a, b) => b.area - a.area)
    .slice(0, MOST);
}
