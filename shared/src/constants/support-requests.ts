/** The contact form's requests: statuses and subjects. */

export const SUPPORT_STATUSES = ['open', 'in_progress', 'resolved'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

export const SUPPORT_SUBJECTS = ['order', 'technical', 'animation', 'shipping', 'other'] as const;
export type SupportSubject = (typeof SUPPORT_SUBJECTS)[number];

export const SUPPORT_SUBJECT_LABELS: Record<SupportSubject, string> = {
  order: 'Order Question',
  technical: 'Technical Support',
  animation: 'Animation Process',
  shipping: 'Shipping & Returns',
  other: 'Other',
};
