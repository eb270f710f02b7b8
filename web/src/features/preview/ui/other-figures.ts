import { bounds, type Plane } from '@dtm/animate';
import type { PhotoArea } from '../worker/messages';

/** The figure of a reading as a box on the photo (photo pixels): what the parent can switch back to. */
export function figureArea(cut: { box: PhotoArea; image: { width: number; height: number }; mask: Plane }): PhotoArea {
  const scaleX = cut.box.width / cut.image.width;
  const scaleY = cut.box.height / cut.image.height;
  const inside = bounds(cut.mask);
  if (!inside) return cut.box;
  return {
    x: Math.round(cut.box.x + inside.x0 * scaleX),
    y: Math.round(cut.box.y + inside.y0 * scaleY),
    width: Math.round((inside.x1 - inside.x0 + 1) * scaleX),
    height: Math.round((inside.y1 - inside.y0 + 1) * scaleY),
  };
}

/** The others once `chosen` is brought to life: the figure that moved before joins them, the largest first. */
export function othersAfterSwitch(others: readonly PhotoArea[], chosen: number, previous: PhotoArea): PhotoArea[] {
  return [previous, ...others.filter((_, index) => index !== chosen)].sort(
    (a, b) => b.width * b.height - a.width * a.height,
  );
}

/** What the parent reads above the preview of a page with several drawings; null with one. */
export function othersSentence(others: number): string | null {
  if (others <= 0) return null;
  return `We found ${others + 1} drawings on this page. This one is moving; tap another to bring it to life instead.`;
}

/**
 * Names for the drawings on the page that stay the same whichever one moves: numbered in reading
 * order (left to right by their middles, top to bottom where they are level).
 */
export function drawingNumbers(
  current: PhotoArea,
  others: readonly PhotoArea[],
): { current: number; others: number[] } {
  const all = [current, ...others];
  const middle = (area: PhotoArea) => ({ x: area.x + area.width / 2, y: area.y + area.height / 2 });
  const order = all
    .map((area, index) => ({ index, ...middle(area) }))
    .sort((a, b) => a.x - b.x || a.y - b.y)
    .map((item) => item.index);
  const numberOf = (index: number) => order.indexOf(index) + 1;
  return { current: numberOf(0), others: others.map((_, index) => numberOf(index + 1)) };
}
