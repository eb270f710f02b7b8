/** Return requests: their statuses. */

export const RETURN_STATUSES = ['pending', 'approved', 'shipped', 'completed'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];
