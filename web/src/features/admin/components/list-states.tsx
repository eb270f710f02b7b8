import { AlertTriangle, Inbox, Loader2, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button';

/** While a list loads. */
export function ListLoading({ label }: { label: string }) {
  return (
    <p
      role="status"
      className="flex items-center justify-center gap-3 rounded-3xl bg-white/80 py-14 font-semibold text-ink-soft"
    >
      <Loader2 aria-hidden="true" className="size-6 animate-spin text-crayon" />
      {label}
    </p>
  );
}

/** A list that could not be read: the spec's words and a retry (nothing retries by itself). */
export function ListError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center gap-4 rounded-3xl border-2 border-red-700/20 bg-red-50 px-4 py-10 text-center"
    >
      <AlertTriangle aria-hidden="true" className="size-8 text-red-800" />
      <p className="font-bold text-red-900">{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        <RotateCw aria-hidden="true" className="size-4" />
        Try again
      </Button>
    </div>
  );
}

/** A list with nothing in it: the spec's empty-state words. */
export function ListEmpty({ message, children }: { message: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center gap-3 rounded-3xl border-2 border-dashed border-ink/15 bg-white/80 px-4 py-12 text-center">
      <Inbox aria-hidden="true" className="size-8 text-ink-soft" />
      <p className="text-lg font-bold">{message}</p>
      {children}
    </div>
  );
}
