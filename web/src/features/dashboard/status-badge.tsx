import type { MagicStatus } from '@dtm/shared/constants';
import type { OrderPaymentState } from '@dtm/shared/order-state';
import type { ReviewKind } from '@dtm/shared/review';
import { creationStatusWords, type StatusTone } from '@dtm/shared/review-words';
import { useQuery } from '@tanstack/react-query';
import { cn } from '../../lib/cn';
import { reviewQueryOptions } from './review/api/review';

const TONES: Record<StatusTone, string> = {
  waiting: 'bg-violet-100 text-grape',
  working: 'bg-violet-100 text-grape',
  review: 'bg-amber-100 text-[#92400e]',
  ready: 'bg-green-100 text-[#166534]',
  stopped: 'bg-slate-100 text-slate-800',
};

type StatusBadgeProps = {
  kind: ReviewKind;
  id: string;
  status: MagicStatus;
  /** The child's drawing arrived for this order. */
  hasDrawing: boolean;
  /** The finished animation plays on the card. */
  hasAnimation: boolean;
  /** Where the order's payment stands: a refunded or cancelled order's card says so instead. */
  orderPayment?: OrderPaymentState | undefined;
};

/**
 * Where the frame or character stands, in a parent's words (never the internal status): a badge
 * and, when nothing else on the card says it, a sentence. While a preview may be waiting it reads
 * the same review as the card's preview (one request, one cache entry), so both say the same.
 */
export function StatusBadge({ kind, id, status, hasDrawing, hasAnimation, orderPayment }: StatusBadgeProps) {
  const stopped = orderPayment === 'refunded' || orderPayment === 'cancelled';
  const review = useQuery({ ...reviewQueryOptions(kind, id), enabled: status === 'awakening' && !stopped });
  const words = creationStatusWords(kind, { status, hasDrawing, hasAnimation, review: review.data, orderPayment });
  return (
    <div className="grid justify-items-start gap-1" data-stage={words.stage}>
      <span className={cn('inline-block max-w-full rounded-full px-3 py-1 text-sm font-bold', TONES[words.tone])}>
        <span className="sr-only">Status: </span>
        {words.label}
      </span>
      {words.detail ? <p className="text-sm text-ink-soft">{words.detail}</p> : null}
    </div>
  );
}
