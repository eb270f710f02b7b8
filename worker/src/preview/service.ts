import type { PreviewRig, SavedPreview } from '@dtm/shared/preview';

/** Where an order's saved preview lives: beside its artwork files in R2. */
export function previewKey(orderId: string): string {
  return `artwork/${orderId}/preview.json`;
}

/** Stores the parent's cut-out and joints (replacing an earlier one) and returns it as saved. */
export async function savePreview(bucket: R2Bucket, orderId: string, rig: PreviewRig): Promise<SavedPreview> {
  const saved: SavedPreview = { rig, savedAt: new Date().toISOString() };
  await bucket.put(previewKey(orderId), JSON.stringify(saved), {
    httpMetadata: { contentType: 'application/json' },
  });
  return saved;
}

/** The order's saved preview, or null when the parent never saved one. */
export async function readPreview(bucket: R2Bucket, orderId: string): Promise<SavedPreview | null> {
  const object = await bucket.get(previewKey(orderId));
  return object ? ((await object.json()) as SavedPreview) : null;
}
