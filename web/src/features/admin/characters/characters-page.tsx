import type { AdminCharacter } from '@dtm/shared/admin';
import { MAGIC_STATUSES } from '@dtm/shared/constants';
import { TOASTS } from '@dtm/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { ExternalLink, PlayCircle } from 'lucide-react';
import { useCallback } from 'react';
import { EmptyState, ListError, ListLoading } from '../../../components/list-states';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { OrderPreview } from '../../preview';
import { adminCharactersQueryOptions, useUpdateCreationStatus } from '../api/creations';
import { AdminPageHeader } from '../components/admin-page-header';
import { AnimationUpload } from '../components/animation-upload';
import { SearchBox } from '../components/search-box';
import { StatusBadge } from '../components/status-badge';
import { StatusSelect } from '../components/status-select';
import { WaitingLabel } from '../components/waiting-label';
import { shortId } from '../orders/order-format';
import { StudioLink } from '../studio/studio-link';

const route = getRouteApi('/admin/character-management');

function CharacterCard({ character }: { character: AdminCharacter }) {
  const update = useUpdateCreationStatus('characters');
  return (
    <li
      data-testid="admin-character"
      data-waiting={character.waiting ?? undefined}
      className={cn(
        'grid gap-4 rounded-3xl border-2 bg-white p-4 shadow-[0_3px_0_0_rgba(42,31,61,0.05)]',
        character.waiting ? 'border-crayon/40' : 'border-ink/5',
      )}
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <WaitingLabel waiting={character.waiting} />
          <p className="font-display text-lg font-extrabold">{character.characterName}</p>
          <p className="text-sm text-ink-soft">
            {character.customerName} · {character.customerEmail} · order{' '}
            <span className="font-mono">#{shortId(character.orderId)}</span>
          </p>
        </div>
        <div className="flex items-center gap-2">
          <StatusBadge status={character.status} />
          <StatusSelect
            label={`Status of ${character.characterName}`}
            value={character.status}
            options={MAGIC_STATUSES}
            disabled={update.isPending}
            onChange={(status) => update.mutate({ id: character.id, status })}
          />
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-3">
        {character.hasArtwork ? (
          <>
            <StatusBadge status="ready" label="Artwork received" />
            <StudioLink
              kind="characters"
              id={character.id}
              orderId={character.orderId}
              name={character.characterName}
            />
          </>
        ) : (
          <>
            <StatusBadge status="pending" label="Needs artwork upload" />
            {character.completeUploadUrl ? (
              <Button asChild variant="secondary" size="sm">
                <a href={character.completeUploadUrl} target="_blank" rel="noreferrer">
                  <ExternalLink aria-hidden="true" className="size-4" />
                  Complete Upload
                  <span className="sr-only"> for {character.characterName} (opens in a new tab)</span>
                </a>
              </Button>
            ) : (
              <span className="text-sm text-ink-soft">No valid upload link for this order</span>
            )}
          </>
        )}
        {character.animationVideoUrl ? (
          <a
            href={character.animationVideoUrl}
            target="_blank"
            rel="noreferrer"
            className="inline-flex items-center gap-1 text-sm font-semibold text-crayon-dark underline underline-offset-4"
          >
            <PlayCircle aria-hidden="true" className="size-4" />
            Watch current video<span className="sr-only"> of {character.characterName}</span>
          </a>
        ) : null}
      </div>
      {character.hasArtwork ? (
        <OrderPreview orderId={character.orderId} label={`Instant preview of ${character.characterName}`} />
      ) : null}
      <AnimationUpload owner={{ kind: 'characters', id: character.id }} name={character.characterName} />
    </li>
  );
}

/**
 * /admin/character-management: characters, their status, artwork and animation video; what waits
 * for an admin comes first, labelled (change requested, new drawing).
 */
export function CharactersPage() {
  const { search } = route.useSearch();
  const navigate = route.useNavigate();
  const characters = useQuery(adminCharactersQueryOptions(search));
  const onSearch = useCallback(
    (text: string) => void navigate({ search: { search: text || undefined }, replace: true }),
    [navigate],
  );
  return (
    <div>
      <AdminPageHeader title="Character Management" intro="Set statuses and upload each character's animation video." />
      <div className="mb-4">
        <SearchBox
          label="Search characters"
          placeholder="Character, customer, email or order ID"
          value={search ?? ''}
          onSearch={onSearch}
        />
      </div>
      {characters.isPending ? (
        <ListLoading label="Loading characters…" />
      ) : characters.isError ? (
        <ListError message={TOASTS.charactersFetchFailed.text} onRetry={() => void characters.refetch()} />
      ) : characters.data.length === 0 ? (
        <EmptyState title="No characters found." />
      ) : (
        <ul aria-label="Characters" className="grid gap-3">
          {characters.data.map((character) => (
            <CharacterCard key={character.id} character={character} />
          ))}
        </ul>
      )}
    </div>
  );
}
