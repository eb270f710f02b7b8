/**
 * Query keys of the signed-in customer's own data. All start with 'user' so the offline
 * helper can keep exactly these (and a sign-out can drop them) by prefix.
 */
export const USER_KEYS = {
  all: ['user'] as const,
  frames: ['user', 'frames'] as const,
  characters: ['user', 'characters'] as const,
  orders: ['user', 'orders'] as const,
  animations: ['user', 'animations'] as const,
  backgrounds: ['user', 'backgrounds'] as const,
  variations: (userAnimationId: string) => ['user', 'animations', userAnimationId, 'variations'] as const,
  /** Every variation of the customer's, for the dashboard. */
  allVariations: ['user', 'variations'] as const,
};
