import { ADMIN_WAITING_TEXTS, type AdminWaiting } from '@dtm/shared/admin';
import { CircleAlert, CirclePause, MessageSquareWarning, Sparkles } from 'lucide-react';
import { cn } from '../../../lib/cn';

const TONES: Record<AdminWaiting, string> = {
  change_requested: 'bg-crayon text-white ring-crayon-dark/30',
  render_failed: 'bg-red-100 text-red-900 ring-red-700/30',
  render_stopped: 'bg-sky-100 text-sky-950 ring-sky-700/30',
  new_drawing: 'bg-amber-100 text-amber-950 ring-amber-700/30',
};

/** "Change requested", "Render failed", "Render stopped: open the studio to resume it" or "New drawing" on a frame or character that waits for an admin; nothing otherwise. */
export function WaitingLabel({ waiting }: { waiting: AdminWaiting | null }) {
  if (!waiting) return null;
  const Icon = {
    change_requested: MessageSquareWarning,
    render_failed: CircleAlert,
    render_stopped: CirclePause,
    new_drawing: Sparkles,
  }[waiting];
  return (
    <span
      data-testid="waiting-label"
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-bold ring-1',
        // The stopped render's words are a sentence: they wrap on a phone rather than overflow.
        waiting === 'render_stopped' ? 'rounded-2xl' : 'whitespace-nowrap',
        TONES[waiting],
      )}
    >
      <Icon aria-hidden="true" className="size-3.5" />
      {ADMIN_WAITING_TEXTS.label[waiting]}
    </span>
  );
}
