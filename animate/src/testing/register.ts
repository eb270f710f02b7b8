import { bounds, iou } from '../core/planes';
import type { Plane } from '../core/types';

/**
 * IoU of a mask found on a whole photo against an annotated mask of a crop of that photo whose
 * place and scale are unknown: the crop is searched (one scale for both axes, and a shift)
 * around the alignment of the two figures' boxes, and the best overlap counts.
 */
export function registeredIou(found: Plane, truth: Plane): number {
  const f = bounds(found);
  const t = bounds(truth);
  if (!f || !t) return 0;
  const base = (t.y1 - t.y0 + 1) / (f.y1 - f.y0 + 1);
  const sample: Plane = { width: truth.width, height: truth.height, data: new Uint8Array(truth.data.length) };
  let best = 0;
  for (let step = -4; step <= 4; step++) {
    const scale = base * (1 + step * 0.02);
    for (let dy = -8; dy <= 8; dy += 2) {
      for (let dx = -8; dx <= 8; dx += 2) {
        // Truth pixel (x, y) looks at found pixel f.x0 + (x - t.x0 - dx) / scale.
        for (let y = 0; y < truth.height; y++) {
          const fy = Math.round(f.y0 + (y - t.y0 - dy) / scale);
          for (let x = 0; x < truth.width; x++) {
            const fx = Math.round(f.x0 + (x - t.x0 - dx) / scale);
            const inside = fx >= 0 && fy >= 0 && fx < found.width && fy < found.height;
            sample.data[y * truth.width + x] = inside ? (found.data[fy * found.width + fx] as number) : 0;
          }
        }
        best = Math.max(best, iou(sample, truth));
      }
    }
  }
  return best;
}
