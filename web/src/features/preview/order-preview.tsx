import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { orderArtworkQueryOptions } from '../uploads';
import { orderPreviewQueryOptions } from './api/saved-preview';

const DRAWABLE: string[] = ['image/png', 'image/jpeg', 'image/webp'];

const PreviewPlayer = lazy(() => import('./preview-player').then((module) => ({ default: module.PreviewPlayer })));

/**
 * The instant preview the parent saved with an order, playing, for the order's owner or an admin.
 * Shows nothing when no preview was saved (or it cannot be read): it is an extra, never in the way.
 */
export function OrderPreview({ orderId, label }: { orderId: string; label: string }) {
  const preview = useQuery({ ...orderPreviewQueryOptions(orderId), retry: false });
  const artwork = useQuery({ ...orderArtworkQueryOptions(orderId), enabled: Boolean(preview.data) });
  // The drawing the parent made it on (the first submitted picture for a rig that does not say):
  // the same file the preview after payment started from (GET /api/upload/:token/preview/artwork).
  // Its small preview is upright like the original (the rig is in shares of the picture, so any
  // size fits); until the queue has made it, the original.
  const drawable = artwork.data?.files.filter((candidate) => DRAWABLE.includes(candidate.type)) ?? [];
  const madeOn = preview.data?.rig.artworkFileId;
  const file = drawable.find((candidate) => candidate.id === madeOn) ?? drawable[0] ?? null;
  const artworkUrl = file?.previewUrl ?? file?.viewUrl;
  if (!preview.data || !artworkUrl) return null;
  return (
    <figure className="grid gap-1">
      <Suspense fallback={<p className="text-sm text-ink-soft">Loading the preview…</p>}>
        <PreviewPlayer rig={preview.data.rig} artworkUrl={artworkUrl} label={label} className="max-w-xs" />
      </Suspense>
      <figcaption className="text-xs text-ink-soft">Instant preview made by the parent</figcaption>
    </figure>
  );
}
