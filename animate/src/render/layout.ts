/** Where the figure stands on the stage: a scale and offset from cut-out pixels to canvas pixels. */
export type Placement = { scale: number; dx: number; dy: number };

/**
 * The figure's rest pose fitted to the stage: about two thirds of its height, centred, feet near
 * the bottom, leaving room above for a jump and to the sides for a wave.
 */
export function placeFigure(rest: ArrayLike<number>, width: number, height: number): Placement {
  let x0 = Number.POSITIVE_INFINITY;
  let y0 = Number.POSITIVE_INFINITY;
  let x1 = Number.NEGATIVE_INFINITY;
  let y1 = Number.NEGATIVE_INFINITY;
  for (let i = 0; i < rest.length; i += 2) {
    const x = rest[i] as number;
    const y = rest[i + 1] as number;
    if (x < x0) x0 = x;
    if (x > x1) x1 = x;
    if (y < y0) y0 = y;
    if (y > y1) y1 = y;
  }
  const scale = Math.min((height * 0.66) / Math.max(1, y1 - y0), (width * 0.6) / Math.max(1, x1 - x0));
  return { scale, dx: width / 2 - ((x0 + x1) / 2) * scale, dy: height * 0.92 - y1 * scale };
}

/** The rectangle that covers the stage with a background picture, cropping what sticks out. */
export function cover(imageWidth: number, imageHeight: number, width: number, height: number) {
  const scale = Math.max(width / imageWidth, height / imageHeight);
  const w = imageWidth * scale;
  const h = imageHeight * scale;
  return { x: (width - w) / 2, y: (height - h) / 2, width: w, height: h };
}
