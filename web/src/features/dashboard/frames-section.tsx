import { TOASTS } from '@dtm/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Download, ImageIcon, Plus } from 'lucide-react';
import { DashboardSection, EmptyState, ListError, ListSkeleton } from '../../components/list-states';
import { showToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { offlineText } from '../../lib/api-client';
import { formatDate } from '../../lib/format-date';
import { userFramesQueryOptions } from './api/get-user-creations';
import { useRenameFrame } from './api/rename-creation';
import { CharacterAnimation } from './character-animation';
import { CreationCard } from './creation-card';
import { PreviewReview } from './review';
import { StatusBadge } from './status-badge';
import { UploadDrawingButton } from './upload-drawing-button';
import { UsbLoad } from './usb-load';

/** The customer's frames: status, rename, view upload, the finished animation (playing, to download, for USB-C), buy more. */
export function FramesSection() {
  const frames = useQuery(userFramesQueryOptions());
  const rename = useRenameFrame();
  const buyMore = (
    <Button asChild size="sm" variant="secondary">
      <Link to="/buy-frame">
        <Plus aria-hidden="true" className="size-4" />
        Buy more frames
      </Link>
    </Button>
  );
  return (
    <DashboardSection id="frames-title" title="Your frames" action={buyMore}>
      {frames.isPending ? <ListSkeleton label="Loading your frames" count={1} /> : null}
      {frames.isError ? <ListError what="your frames" onRetry={() => void frames.refetch()} /> : null}
      {frames.data?.length === 0 ? (
        <EmptyState title="No frames yet">A digital frame shows your child's drawing, animated.</EmptyState>
      ) : null}
      {frames.data?.length ? (
        <div className="grid gap-4 sm:grid-cols-2">
          {frames.data.map((frame) => (
            <CreationCard
              key={frame.id}
              kind="frame"
              name={frame.frameName ?? ''}
              placeholderName={`${frame.frameSize}" Digital Frame`}
              status={
                <StatusBadge
                  kind="frame"
                  id={frame.id}
                  status={frame.status}
                  hasDrawing={frame.hasArtwork}
                  hasAnimation={frame.animationDownloadUrl !== null}
                  orderPayment={frame.orderPayment}
                />
              }
              details={`${frame.frameSize}" frame · ordered ${formatDate(frame.createdAt)}`}
              media={
                <PreviewReview
                  kind="frame"
                  id={frame.id}
                  status={frame.status}
                  name={frame.frameName || 'your frame'}
                  fallback={
                    frame.animationDownloadUrl ? (
                      <CharacterAnimation src={frame.animationDownloadUrl} name={frame.frameName || 'your frame'} />
                    ) : null
                  }
                />
              }
              saving={rename.isPending && rename.variables?.id === frame.id}
              onRename={async (frameName) => {
                try {
                  await rename.mutateAsync({ id: frame.id, frameName });
                  return true;
                } catch (error) {
                  showToast(TOASTS.frameNameUpdateFailed, offlineText(error));
                  return false;
                }
              }}
            >
              {frame.uploadToken ? (
                <UploadDrawingButton token={frame.uploadToken} reminders={frame.uploadReminders} />
              ) : (
                <Button asChild size="sm" variant="ghost">
                  <Link to="/order/$orderId/artwork" params={{ orderId: frame.orderId }}>
                    <ImageIcon aria-hidden="true" className="size-4" />
                    View upload
                  </Link>
                </Button>
              )}
              {frame.animationDownloadUrl ? (
                <Button asChild size="sm">
                  <a href={`${frame.animationDownloadUrl}?download=1`} download>
                    <Download aria-hidden="true" className="size-4" />
                    Download animation
                  </a>
                </Button>
              ) : null}
              {frame.usbManifestUrl ? (
                <UsbLoad manifestUrl={frame.usbManifestUrl} name={frame.frameName || 'your frame'} />
              ) : null}
            </CreationCard>
          ))}
        </div>
      ) : null}
    </DashboardSection>
  );
}
