/** The customer's own frames and characters on the dashboard. */

/** Status of a customer's frame or character, shown to them as a badge. */
export const MAGIC_STATUSES = ['enchanting', 'awakening', 'ready'] as const;
export type MagicStatus = (typeof MAGIC_STATUSES)[number];
