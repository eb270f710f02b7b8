/** The animation and background marketplace. */

export const ANIMATION_CATEGORIES = ['character', 'effect', 'background'] as const;
export type AnimationCategory = (typeof ANIMATION_CATEGORIES)[number];
