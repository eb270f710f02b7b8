import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { orderArtworkQueryOptions } from '../uploads/api/get-order-artwork';
import { orderPreviewQueryOptions } from './api/saved-preview';

const PreviewPlayer = lazy(() => import('./preview-player').then((module) => ({ default: module.PreviewPlayer })));

/**
 * The instant preview the parent saved with an order, playing, for the order's owner or an admin.
 * Shows nothing when no preview was saved (or it cannot be read): it is an extra, never in the way.
 */
export function OrderPreview({ orderId, label }: { orderId: string; label: string }) {
  const preview = useQuery({ ...orderPreviewQueryOptions(orderId), retry: false });
  const artwork = useQuery({ ...orderArtworkQueryOptions(orderId), enabled: Boolean(preview.data) });
  const file = artwork.data?.files.find((candidate) => candidate.previewUrl) ?? null;
  if (!preview.data || !file?.previewUrl) return null;
  return (
    <figure className="grid gap-1">
      <Suspense fallback={<p className="text-sm text-ink-soft">Loading the preview…</p>}>
        <PreviewPlayer rig={preview.data.rig} artworkUrl={file.previewUrl} label={label} className="max-w-xs" />
      </Suspense>
      <figcaption className="text-xs text-ink-soft">Instant preview made by the parent</figcaption>
    </figure>
  );
}
