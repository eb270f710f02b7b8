import { type PreviewRig, SavedPreviewSchema } from '@dtm/animate/schema';
import { PreviewDrawingsSchema } from '@dtm/shared/preview-drawings';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiFetch, apiGet, apiSend } from '../../../lib/api-client';

/** PUT /api/upload/:token/preview: keeps the cut-out and joints with the order, for the artists. */
export async function savePreview(token: string, rig: PreviewRig) {
  return apiSend('PUT', `/api/upload/${encodeURIComponent(token)}/preview`, rig, SavedPreviewSchema);
}

export function useSavePreview(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rig: PreviewRig) => savePreview(token, rig),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
  });
}

/**
 * GET /api/order/:orderId/preview (the order's owner and admins); null when none was saved (the
 * server answers null; an order nobody may see is a 404, null here too). The rig comes at the
 * current version (SavedPreviewSchema migrates an older one).
 */
export async function getOrderPreview(orderId: string, signal?: AbortSignal) {
  try {
    return await apiGet(`/api/order/${encodeURIComponent(orderId)}/preview`, SavedPreviewSchema.nullable(), signal);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export const orderPreviewQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: ['orders', orderId, 'preview'], queryFn: ({ signal }) => getOrderPreview(orderId, signal) });

/**
 * GET /api/upload/:token/preview/artwork: a drawing submitted with the link (the picture the
 * players draw): the one picked, or the first.
 */
export async function getUploadedDrawing(token: string, fileId?: string): Promise<Blob> {
  const query = fileId ? `?file=${encodeURIComponent(fileId)}` : '';
  const response = await apiFetch('GET', `/api/upload/${encodeURIComponent(token)}/preview/artwork${query}`);
  return response.blob();
}

/** GET /api/upload/:token/preview/drawings: the submitted drawings to pick from, and the ordered frame's size. */
export const previewDrawingsQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['uploads', token, 'preview-drawings'],
    queryFn: ({ signal }) =>
      apiGet(`/api/upload/${encodeURIComponent(token)}/preview/drawings`, PreviewDrawingsSchema, signal),
  });
