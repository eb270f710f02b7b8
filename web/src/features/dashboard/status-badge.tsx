import type { MagicStatus } from '@dtm/shared/constants';
import { cn } from '../../lib/cn';

const LOOK: Record<MagicStatus, { label: string; className: string }> = {
  enchanting: { label: 'Enchanting', className: 'bg-violet-100 text-grape' },
  awakening: { label: 'Awakening', className: 'bg-amber-100 text-[#92400e]' },
  ready: { label: 'Ready', className: 'bg-green-100 text-[#166534]' },
};

/** The frame or character status as the customer sees it (spec section 4). */
export function StatusBadge({ status }: { status: MagicStatus }) {
  const look = LOOK[status];
  return (
    <span className={cn('inline-flex items-center rounded-full px-3 py-1 text-sm font-bold', look.className)}>
      <span className="sr-only">Status: </span>
      {look.label}
    </span>
  );
}
