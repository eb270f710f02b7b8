/** Signed-distance shapes for the tests' drawn pages: negative inside, positive outside (pixels). */
export type Shape = (x: number, y: number) => number;

export const circle =
  (cx: number, cy: number, r: number): Shape =>
  (x, y) =>
    Math.hypot(x - cx, y - cy) - r;

export const box =
  (x0: number, y0: number, x1: number, y1: number): Shape =>
  (x, y) =>
    Math.max(x0 - x, x - x1, y0 - y, y - y1);
