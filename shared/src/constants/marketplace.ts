/** The animation and background marketplace. */

/** Every category an animation row may have; `background` only on rows made before backgrounds had one place. */
export const ANIMATION_CATEGORIES = ['character', 'effect', 'background'] as const;
export type AnimationCategory = (typeof ANIMATION_CATEGORIES)[number];

/**
 * The categories the animation marketplace sells and the back office creates. Backgrounds are
 * sold in one place only, the background marketplace (/backgrounds), at one price: the
 * animation marketplace's old "background" rows stay readable for their owners but are not sold.
 */
export const SOLD_ANIMATION_CATEGORIES = ['character', 'effect'] as const;
export type SoldAnimationCategory = (typeof SOLD_ANIMATION_CATEGORIES)[number];
