/** Return requests: their statuses, and who may pay the postage. */

export const RETURN_STATUSES = ['pending', 'approved', 'shipped', 'completed'] as const;
export type ReturnStatus = (typeof RETURN_STATUSES)[number];

/**
 * Who pays the return postage: a deploy setting (RETURN_POSTAGE in wrangler.toml [vars], issue #37),
 * which the label and the approval mail state. 'shop': returns are free, the shop pays on delivery
 * (no carrier is booked: any post office or parcel shop takes the parcel with the address and
 * code; a carrier integration can come later). 'customer': the sender pays the postage. Where
 * frames go back to is the deploy setting RETURN_ADDRESS (worker/src/returns/settings.ts).
 */
export const RETURN_POSTAGES = ['shop', 'customer'] as const;
export type ReturnPostage = (typeof RETURN_POSTAGES)[number];

/** The sentence about postage, the same on the label and in the mail. */
export const RETURN_POSTAGE_TEXT: Record<ReturnPostage, string> = {
  shop: 'Postage is paid by Drawings-to-Magic: you pay nothing. Hand the parcel in at any post office or parcel shop.',
  customer: 'Postage is paid by the sender. Hand the parcel in at any post office or parcel shop.',
};
