import { VARIATION_STATUS_LABELS, type VariationStatus } from '@dtm/shared/variations';
import { cn } from '../lib/cn';

const LOOK: Record<VariationStatus, string> = {
  being_made: 'bg-amber-100 text-[#92400e]',
  ready: 'bg-green-100 text-[#166534]',
};

/** A bought variation's status as the customer sees it: "Being made" until its own video is delivered. */
export function VariationStatusBadge({ status, className }: { status: VariationStatus; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-3 py-1 text-sm font-bold whitespace-nowrap',
        LOOK[status],
        className,
      )}
    >
      <span className="sr-only">Status: </span>
      {VARIATION_STATUS_LABELS[status]}
    </span>
  );
}
