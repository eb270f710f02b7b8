import { type PreviewRig, type SavedPreview, SavedPreviewSchema } from '@dtm/animate/schema';
import type { ArtworkType } from '@dtm/shared/uploads';
import type { StoredFile } from '../uploads/token-state';

/** Pictures a browser draws as they are: the preview's players use the first such file of an order. */
const DRAWABLE = new Set<ArtworkType>(['image/png', 'image/jpeg', 'image/webp']);

/** Every submitted picture the preview can start from (PDF and HEIC have no drawable preview). */
export function previewDrawings(files: StoredFile[]): StoredFile[] {
  return files.filter((file) => file.submitted && DRAWABLE.has(file.type));
}

/**
 * The submitted drawing the preview is made on and played over: the one picked (`fileId`), else
 * the first submitted picture, the same file whose preview the order's artwork page lists first.
 */
export function previewDrawing(files: StoredFile[], fileId?: string): StoredFile | null {
  const drawings = previewDrawings(files);
  return (fileId ? drawings.find((file) => file.id === fileId) : drawings[0]) ?? null;
}

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

/**
 * The order's saved preview, or null when the parent never saved one. A rig saved by an older
 * version comes back as the current version (`migrateRig`: version 1 becomes a biped); the file
 * itself stays as it was written.
 */
export async function readPreview(bucket: R2Bucket, orderId: string): Promise<SavedPreview | null> {
  const object = await bucket.get(previewKey(orderId));
  return object ? SavedPreviewSchema.parse(await object.json()) : null;
}
