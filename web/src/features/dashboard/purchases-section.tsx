import type { OwnedVariation } from '@dtm/shared/user';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Download, Layers, Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { DashboardSection, EmptyState, ListError, ListSkeleton } from '../../components/list-states';
import { Button } from '../../components/ui/button';
import { VariationStatusBadge } from '../../components/variation-status-badge';
import {
  userAnimationsQueryOptions,
  userBackgroundsQueryOptions,
  userVariationsQueryOptions,
} from '../../lib/user-purchases';

function PurchaseCard({
  name,
  thumbnailUrl,
  kind,
  children,
  footer,
}: {
  name: string;
  thumbnailUrl: string | null;
  kind: string;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <article aria-label={name} className="flex gap-4 rounded-3xl border-2 border-ink/10 bg-white p-4">
      {thumbnailUrl ? (
        <img src={thumbnailUrl} alt="" className="size-20 shrink-0 rounded-2xl bg-paper-deep object-cover" />
      ) : (
        <div aria-hidden="true" className="size-20 shrink-0 rounded-2xl bg-paper-deep" />
      )}
      <div className="grid min-w-0 flex-1 content-start gap-2">
        <div>
          <h3 className="font-bold break-words">{name}</h3>
          <p className="text-sm text-ink-soft">{kind}</p>
        </div>
        <div className="flex flex-wrap gap-2">{children}</div>
        {footer}
      </div>
    </article>
  );
}

/** The variations of one bought animation: "Being made" until delivered, then its own download. */
function AnimationVariations({ name, variations }: { name: string; variations: OwnedVariation[] }) {
  if (variations.length === 0) return null;
  return (
    <ul aria-label={`Variations of ${name}`} className="mt-1 grid gap-2 border-t-2 border-ink/5 pt-3">
      {variations.map((variation) => (
        <li key={variation.id} className="flex flex-wrap items-center justify-between gap-2">
          <span className="min-w-0 text-sm font-semibold break-words">{variation.variationName}</span>
          <span className="flex flex-wrap items-center gap-2">
            <VariationStatusBadge status={variation.status} />
            {variation.downloadUrl ? (
              <Button asChild size="sm" variant="secondary">
                <a href={`${variation.downloadUrl}?download=1`} download>
                  <Download aria-hidden="true" className="size-4" />
                  Download<span className="sr-only"> {variation.variationName}</span>
                </a>
              </Button>
            ) : null}
          </span>
        </li>
      ))}
    </ul>
  );
}

/** Animations and backgrounds bought from the marketplaces, with their downloads and variations. */
export function PurchasesSection() {
  const animations = useQuery(userAnimationsQueryOptions());
  const backgrounds = useQuery(userBackgroundsQueryOptions());
  // Shown under their animation once loaded.
  const variations = useQuery(userVariationsQueryOptions());
  const pending = animations.isPending || backgrounds.isPending;
  const empty = animations.data?.length === 0 && backgrounds.data?.length === 0;
  const shop = (
    <Button asChild size="sm" variant="secondary">
      <Link to="/marketplace">
        <Store aria-hidden="true" className="size-4" />
        Browse animations
      </Link>
    </Button>
  );
  return (
    <DashboardSection id="purchases-title" title="Your animations and backgrounds" action={shop}>
      {pending ? <ListSkeleton label="Loading your animations and backgrounds" count={2} /> : null}
      {animations.isError ? <ListError what="your animations" onRetry={() => void animations.refetch()} /> : null}
      {backgrounds.isError ? <ListError what="your backgrounds" onRetry={() => void backgrounds.refetch()} /> : null}
      {variations.isError ? <ListError what="your variations" onRetry={() => void variations.refetch()} /> : null}
      {empty ? (
        <EmptyState title="Nothing bought yet">
          Find animations in the{' '}
          <Link to="/marketplace" className="font-semibold text-crayon-dark underline">
            animation marketplace
          </Link>{' '}
          and scenes in the{' '}
          <Link to="/backgrounds" className="font-semibold text-crayon-dark underline">
            background marketplace
          </Link>
          .
        </EmptyState>
      ) : null}
      {!pending && !empty ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {animations.data?.map((owned) => (
            <PurchaseCard
              key={owned.id}
              name={owned.name}
              thumbnailUrl={owned.thumbnailUrl}
              kind="Animation"
              footer={
                <AnimationVariations
                  name={owned.name}
                  variations={variations.data?.filter((variation) => variation.userAnimationId === owned.id) ?? []}
                />
              }
            >
              {owned.downloadUrl ? (
                <Button asChild size="sm">
                  <a href={`${owned.downloadUrl}?download=1`} download>
                    <Download aria-hidden="true" className="size-4" />
                    Download<span className="sr-only"> {owned.name}</span>
                  </a>
                </Button>
              ) : null}
              <Button asChild size="sm" variant="secondary">
                <Link to="/character/$id/variations" params={{ id: owned.id }}>
                  <Layers aria-hidden="true" className="size-4" />
                  Variations<span className="sr-only"> of {owned.name}</span>
                </Link>
              </Button>
            </PurchaseCard>
          ))}
          {backgrounds.data?.map((owned) => (
            <PurchaseCard key={owned.id} name={owned.name} thumbnailUrl={owned.thumbnailUrl} kind="Background">
              {owned.downloadUrl ? (
                <Button asChild size="sm">
                  <a href={`${owned.downloadUrl}?download=1`} download>
                    <Download aria-hidden="true" className="size-4" />
                    Download<span className="sr-only"> {owned.name}</span>
                  </a>
                </Button>
              ) : null}
            </PurchaseCard>
          ))}
        </div>
      ) : null}
    </DashboardSection>
  );
}
