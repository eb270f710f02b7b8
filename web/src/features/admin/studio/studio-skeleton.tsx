import { LoaderCircle } from 'lucide-react';

/**
 * The studio's first paint while its drawing is fetched and read (a few seconds on a phone): the
 * same words as the route's pending screen, the step it is at, and the shape of the page to come.
 */
export function StudioSkeleton({ step }: { step: string }) {
  return (
    <div className="grid gap-4" data-testid="studio-skeleton">
      <div role="status" className="grid gap-1 rounded-2xl bg-white p-4">
        <p className="flex items-center gap-2 font-semibold">
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" /> Opening the studio…
        </p>
        <p className="text-sm text-ink-soft">{step}</p>
      </div>
      <div aria-hidden="true" className="grid items-start gap-4 lg:grid-cols-[minmax(0,1.35fr)_minmax(0,1fr)]">
        <div className="aspect-[1024/600] animate-pulse rounded-2xl bg-paper-deep" />
        <div className="grid gap-3 rounded-2xl bg-white p-4">
          <div className="h-9 animate-pulse rounded-full bg-paper-deep" />
          <div className="h-24 animate-pulse rounded-xl bg-paper-deep" />
          <div className="h-10 w-40 animate-pulse rounded-full bg-paper-deep" />
        </div>
      </div>
    </div>
  );
}
