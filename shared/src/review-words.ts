/**
 * Where a frame or character stands, in a parent's words (issue #36): the dashboard card's status
 * and the "your preview is ready" mail say the same thing. The internal statuses (enchanting,
 * awakening, ready) stay in the admin's pages; parents never see them.
 */
import type { MagicStatus } from './constants.ts';
import type { OrderPaymentState } from './order-state.ts';
import { CHANGE_REQUESTS_PER_ORDER, type CustomerReview, type ReviewKind } from './review.ts';

/** What the parent is waiting for, or what they can do now. */
export const CREATION_STAGES = [
  'awaitingDrawing',
  'drawingReceived',
  'animating',
  'previewReady',
  'changeAsked',
  'ready',
  'stopped',
] as const;
export type CreationStage = (typeof CREATION_STAGES)[number];

/** The colour of the status: waiting for the parent, our artists at work, the parent's turn, done. */
export type StatusTone = 'waiting' | 'working' | 'review' | 'ready' | 'stopped';

/** What the card knows: the status, whether the drawing arrived, and the review (read while awakening). */
export type CreationFacts = {
  status: MagicStatus;
  hasDrawing: boolean;
  /** undefined while not read (or not needed); null preview when none was sent. */
  review?: Pick<CustomerReview, 'preview' | 'changeRequestsLeft'> | undefined;
  /** A finished animation plays on the card already (an admin may deliver one without a preview). */
  hasAnimation?: boolean;
  /** Where its order's payment stands (order-state.ts): a refunded or cancelled order is not worked on. */
  orderPayment?: OrderPaymentState | undefined;
};

/** True when the preview on screen was made after the parent asked for a change to an earlier one. */
export function previewFollowsChange(review: Pick<CustomerReview, 'preview' | 'changeRequestsLeft'>): boolean {
  if (!review.preview) return false;
  const used = CHANGE_REQUESTS_PER_ORDER - review.changeRequestsLeft;
  // One change request per version: the one on this preview (if any) is not an earlier one.
  return used - (review.preview.changeRequest ? 1 : 0) > 0;
}

export function creationStage({
  status,
  hasDrawing,
  review,
  hasAnimation = false,
  orderPayment,
}: CreationFacts): CreationStage {
  if (orderPayment === 'refunded' || orderPayment === 'cancelled') return 'stopped';
  if (status === 'ready') return 'ready';
  const preview = status === 'awakening' ? review?.preview : null;
  if (preview && !preview.approved) return preview.changeRequest ? 'changeAsked' : 'previewReady';
  // The card plays and offers the finished animation: saying "being animated" beside it would contradict it.
  if (hasAnimation || preview?.approved) return 'ready';
  if (status === 'awakening') return 'animating';
  return hasDrawing ? 'drawingReceived' : 'awaitingDrawing';
}

/** The headline of a preview, the same on the card and in the mail. */
export function previewHeadline(version: number, followsChange: boolean): string {
  return followsChange ? `Your preview is ready: version ${version}, with your change` : 'Your preview is ready';
}

/** The mail's subject and heading for a preview (the second one names its version and the change). */
export function previewMailHeadline(version: number, followsChange: boolean): { subject: string; heading: string } {
  return followsChange
    ? {
        subject: `Version ${version} of your preview is ready`,
        heading: `Version ${version} of your preview is ready, made with your change`,
      }
    : { subject: 'Your preview is ready', heading: 'Your preview is ready' };
}

export const CREATION_STATUS_TEXTS = {
  awaitingDrawing: {
    label: 'Waiting for your drawing',
    detail: "Add your child's drawing to the order: our artists start as soon as it arrives.",
  },
  drawingReceived: {
    label: 'We received your drawing',
    detail: 'Our artists are bringing it to life. We will e-mail you when your preview is ready.',
  },
  animating: {
    label: 'Being animated',
    detail: 'Our artists are bringing it to life. We will e-mail you when your preview is ready.',
  },
  changeAsked: { label: 'We are making your change', detail: null },
  stopped: {
    refunded: {
      label: 'Refunded',
      detail: 'The order was refunded, so our artists stopped work on it. See Your orders below.',
    },
    cancelled: { label: 'Cancelled', detail: 'The order was cancelled: nothing is made for it.' },
  },
  ready: {
    frame: { label: 'Ready for your frame', detail: null },
    character: { label: 'Ready', detail: null },
  },
} as const;

export type StatusWords = { stage: CreationStage; label: string; detail: string | null; tone: StatusTone };

const TONES: Record<CreationStage, StatusTone> = {
  awaitingDrawing: 'waiting',
  drawingReceived: 'working',
  animating: 'working',
  previewReady: 'review',
  changeAsked: 'working',
  ready: 'ready',
  stopped: 'stopped',
};

/** The card's status: a short label (the badge) and, when the card has no other word for it, a sentence. */
export function creationStatusWords(kind: ReviewKind, facts: CreationFacts): StatusWords {
  const stage = creationStage(facts);
  const tone = TONES[stage];
  if (stage === 'previewReady') {
    const preview = facts.review?.preview;
    const label = preview
      ? previewHeadline(preview.version, facts.review ? previewFollowsChange(facts.review) : false)
      : previewHeadline(1, false);
    // The preview itself is on the card, with what to do.
    return { stage, label, detail: null, tone };
  }
  if (stage === 'ready') return { stage, ...CREATION_STATUS_TEXTS.ready[kind], tone };
  if (stage === 'stopped') {
    return {
      stage,
      ...CREATION_STATUS_TEXTS.stopped[facts.orderPayment === 'cancelled' ? 'cancelled' : 'refunded'],
      tone,
    };
  }
  return { stage, ...CREATION_STATUS_TEXTS[stage], tone };
}

/** The dashboard's players and review buttons without a connection (videos are not kept offline). */
export const OFFLINE_REVIEW_TEXTS = {
  videoNeedsConnection: 'This video needs a connection',
  videoBackOnline: 'It plays again as soon as you are back online.',
  reviewNeedsConnection:
    'Approving or asking for a change needs a connection. The buttons work again once you are back online.',
} as const;
