/** GET /api/upload/:token/preview/drawings: the drawings an order's instant preview can start from. */
import { z } from 'zod';
import { generic } from './common.ts';
import { FRAME_SIZES } from './constants.ts';

export const PreviewDrawingsSchema = z.object(
  {
    /** The ordered frame's size ('5' or '7'), null for a character: the preview's video size follows it. */
    frameSize: z.enum(FRAME_SIZES, generic).nullable(),
    /** Every submitted picture a browser can draw (PNG, JPEG, WebP), in the order they were sent. */
    drawings: z.array(z.object({ id: z.string(generic).min(1), name: z.string(generic) }, generic), generic),
  },
  generic,
);
export type PreviewDrawings = z.infer<typeof PreviewDrawingsSchema>;
