import { cn } from '../../../lib/cn';

const TONES: Record<string, string> = {
  // payment
  paid: 'bg-green-100 text-green-900 ring-green-700/20',
  pending: 'bg-amber-100 text-amber-950 ring-amber-700/20',
  failed: 'bg-red-100 text-red-900 ring-red-700/20',
  refunded: 'bg-slate-200 text-slate-900 ring-slate-700/20',
  partlyRefunded: 'bg-sky-100 text-sky-950 ring-sky-700/20',
  cancelled: 'bg-slate-200 text-slate-900 ring-slate-700/20',
  // fulfilment, returns, support
  processing: 'bg-sky-100 text-sky-950 ring-sky-700/20',
  shipped: 'bg-violet-100 text-violet-950 ring-violet-700/20',
  delivered: 'bg-green-100 text-green-900 ring-green-700/20',
  open: 'bg-amber-100 text-amber-950 ring-amber-700/20',
  in_progress: 'bg-sky-100 text-sky-950 ring-sky-700/20',
  resolved: 'bg-green-100 text-green-900 ring-green-700/20',
  approved: 'bg-sky-100 text-sky-950 ring-sky-700/20',
  completed: 'bg-green-100 text-green-900 ring-green-700/20',
  // frames and characters
  enchanting: 'bg-violet-100 text-violet-950 ring-violet-700/20',
  awakening: 'bg-amber-100 text-amber-950 ring-amber-700/20',
  ready: 'bg-green-100 text-green-900 ring-green-700/20',
  // vouchers
  active: 'bg-green-100 text-green-900 ring-green-700/20',
  inactive: 'bg-slate-200 text-slate-900 ring-slate-700/20',
  expired: 'bg-red-100 text-red-900 ring-red-700/20',
  used_up: 'bg-amber-100 text-amber-950 ring-amber-700/20',
};

/** "in_progress" -> "In progress". */
export function statusLabel(status: string): string {
  const words = status.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A coloured pill for a status; the word is always written, colour only helps. */
export function StatusBadge({ status, label, className }: { status: string; label?: string; className?: string }) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ring-1',
        TONES[status] ?? 'bg-slate-100 text-slate-900 ring-slate-700/20',
        className,
      )}
    >
      {label ?? statusLabel(status)}
    </span>
  );
}
