/**
 * What the instant preview's routes answer when there is nothing to show or keep. The saved rig's
 * schema (and its one message for a wrong rig) lives with the engine: `@dtm/animate/schema`.
 */
export const PREVIEW_MESSAGES = {
  noPreview: 'No preview was saved with this order.',
  noDrawing: 'No drawing was submitted with this link yet. Please upload it first.',
  tooLarge: 'This preview is too large to save.',
} as const;
