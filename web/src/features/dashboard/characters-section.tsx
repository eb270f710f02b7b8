import { TOASTS } from '@dtm/shared/messages';
import { STUDIO_TEXTS } from '@dtm/shared/review';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Download, ImageIcon, Plus, Share2 } from 'lucide-react';
import { DashboardSection, EmptyState, ListError, ListSkeleton } from '../../components/list-states';
import { showToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { offlineText } from '../../lib/api-client';
import { formatDate } from '../../lib/format-date';
import { OrderPreview } from '../preview';
import { userCharactersQueryOptions } from './api/get-user-creations';
import { useRenameCharacter } from './api/rename-creation';
import { CharacterAnimation } from './character-animation';
import { CreationCard } from './creation-card';
import { PreviewReview } from './review';
import { StatusBadge } from './status-badge';
import { UploadDrawingButton } from './upload-drawing-button';

/** The customer's characters: status, rename, view upload, the finished animation (playing, to download). */
export function CharactersSection() {
  const characters = useQuery(userCharactersQueryOptions());
  const rename = useRenameCharacter();
  const buyMore = (
    <Button asChild size="sm" variant="secondary">
      <Link to="/purchase-character">
        <Plus aria-hidden="true" className="size-4" />
        Buy another character
      </Link>
    </Button>
  );
  return (
    <DashboardSection id="characters-title" title="Your characters" action={buyMore}>
      {characters.isPending ? <ListSkeleton label="Loading your characters" count={1} /> : null}
      {characters.isError ? <ListError what="your characters" onRetry={() => void characters.refetch()} /> : null}
      {characters.data?.length === 0 ? (
        <EmptyState title="No characters yet">We turn a drawing into an animated character for $79.</EmptyState>
      ) : null}
      {characters.data?.length ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {characters.data.map((character) => (
            <CreationCard
              key={character.id}
              kind="character"
              name={character.characterName}
              placeholderName="Unnamed character"
              status={
                <StatusBadge
                  kind="character"
                  id={character.id}
                  status={character.status}
                  hasDrawing={character.hasArtwork}
                  hasAnimation={character.animationDownloadUrl !== null}
                  orderPayment={character.orderPayment}
                />
              }
              details={`Ordered ${formatDate(character.createdAt)}`}
              media={
                <PreviewReview
                  kind="character"
                  id={character.id}
                  status={character.status}
                  name={character.characterName || 'your character'}
                  fallback={
                    character.animationDownloadUrl ? (
                      <CharacterAnimation
                        src={character.animationDownloadUrl}
                        name={character.characterName || 'your character'}
                      />
                    ) : null
                  }
                />
              }
              saving={rename.isPending && rename.variables?.id === character.id}
              onRename={async (characterName) => {
                try {
                  await rename.mutateAsync({ id: character.id, characterName });
                  return true;
                } catch (error) {
                  showToast(TOASTS.characterNameUpdateFailed, offlineText(error));
                  return false;
                }
              }}
            >
              {character.uploadToken ? (
                <UploadDrawingButton token={character.uploadToken} reminders={character.uploadReminders} />
              ) : (
                <Button asChild size="sm" variant="ghost">
                  <Link to="/order/$orderId/artwork" params={{ orderId: character.orderId }}>
                    <ImageIcon aria-hidden="true" className="size-4" />
                    View upload
                  </Link>
                </Button>
              )}
              {character.animationDownloadUrl ? (
                <Button asChild size="sm">
                  <a href={`${character.animationDownloadUrl}?download=1`} download>
                    <Download aria-hidden="true" className="size-4" />
                    Download animation
                  </a>
                </Button>
              ) : null}
              {character.animationDownloadUrl && character.shareSquareUrl ? (
                <Button asChild size="sm" variant="secondary">
                  <a href={`${character.shareSquareUrl}?download=1`} download>
                    <Share2 aria-hidden="true" className="size-4" />
                    {STUDIO_TEXTS.downloadSquare}
                  </a>
                </Button>
              ) : null}
              {/* Where it stands is said once, by the status under its name. */}
              {character.animationDownloadUrl ? null : (
                <OrderPreview
                  orderId={character.orderId}
                  label={`Instant preview of ${character.characterName || 'your character'}`}
                />
              )}
            </CreationCard>
          ))}
        </div>
      ) : null}
    </DashboardSection>
  );
}
