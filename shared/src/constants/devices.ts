/** Picture frames running the frame player. */

/** Frame panels the player supports (decisions.md "Frame player"). */
export const FRAME_PANELS = {
  '5': { width: 800, height: 480 },
  '7': { width: 1024, height: 600 },
} as const;
