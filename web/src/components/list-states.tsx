import { Loader2, RotateCw } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../lib/cn';
import { Button } from './ui/button';

/** Grey cards in the shape of what is loading, announced once to screen readers. */
export function ListSkeleton({ label, count = 2, className }: { label: string; count?: number; className?: string }) {
  return (
    <div role="status" aria-label={label} className={cn('grid gap-4 sm:grid-cols-2', className)}>
      {Array.from({ length: count }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <div key={index} className="h-40 animate-pulse rounded-3xl bg-paper-deep motion-reduce:animate-none" />
      ))}
    </div>
  );
}

/** While a list loads, when its shape is not worth drawing (the back office): a spinner and what loads. */
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

type ListErrorProps = {
  onRetry: () => void;
} & (
  | { /** What could not be loaded ("your orders"), said in the shop's sentence. */ what: string; message?: never }
  | { /** The whole sentence (the spec's toast text). */ message: string; what?: never }
);

/** A list that could not be read: what happened and a retry (nothing retries by itself). */
export function ListError({ what, message, onRetry }: ListErrorProps) {
  return (
    <div role="alert" className="flex flex-col items-start gap-3 rounded-3xl border-2 border-red-700/30 bg-red-50 p-5">
      <p className="font-semibold text-red-900">
        {message ?? `We could not load ${what}. Please check your connection and try again.`}
      </p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        <RotateCw aria-hidden="true" className="size-4" />
        Try again
      </Button>
    </div>
  );
}

/** Nothing to list yet: the spec's words, and what to do about it. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="rounded-3xl border-2 border-dashed border-ink/20 bg-paper-deep/60 p-6 text-center">
      <p className="font-display text-lg font-extrabold">{title}</p>
      {children ? <div className="mt-2 text-ink-soft">{children}</div> : null}
    </div>
  );
}

/** A titled block of the dashboard. */
export function DashboardSection({
  id,
  title,
  action,
  children,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="grid grid-cols-1 gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={id} className="font-display text-xl font-extrabold sm:text-2xl">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
