/**
 * Lines inside a figure drawn in one flat colour over a background of another: pixels more than
 * five pixels from anything background-like (within 40 levels of it) that are not the flat
 * colour (within `tolerance`). A seam between triangles (the background showing partly through a
 * hairline) is such a pixel; the figure's own anti-aliased edge, even in a narrow corner, is not,
 * nor where it runs off the picture.
 */
export function findSeams(
  rgba: ArrayLike<number>,
  width: number,
  height: number,
  colour: readonly [number, number, number],
  background: readonly [number, number, number],
  tolerance = 4,
): { count: number; first: { x: number; y: number } | null } {
  const near = (p: number, c: readonly [number, number, number], within: number) =>
    Math.abs((rgba[p] as number) - c[0]) <= within &&
    Math.abs((rgba[p + 1] as number) - c[1]) <= within &&
    Math.abs((rgba[p + 2] as number) - c[2]) <= within;
  // The background grown by R pixels (a square), row by row, then column by column.
  const R = 5;
  const rows = new Uint8Array(width * height);
  for (let y = 0; y < height; y++) {
    let last = -1e9;
    for (let x = 0; x < width + R; x++) {
      if (x < width && near((y * width + x) * 4, background, 40)) last = x;
      const at = x - R;
      if (at >= 0 && x - last <= 2 * R) rows[y * width + at] = 1;
    }
  }
  const grown = new Uint8Array(width * height);
  for (let x = 0; x < width; x++) {
    let last = -1e9;
    for (let y = 0; y < height + R; y++) {
      if (y < height && rows[y * width + x]) last = y;
      const at = y - R;
      if (at >= 0 && y - last <= 2 * R) grown[at * width + x] = 1;
    }
  }
  let count = 0;
  let first: { x: number; y: number } | null = null;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = y * width + x;
      // The picture's border counts as background too (a figure framed large runs off it).
      if (grown[i] || x < R || y < R || x >= width - R || y >= height - R || near(i * 4, colour, tolerance)) continue;
      count++;
      first ??= { x, y };
    }
  }
  return { count, first };
}
