import { type PreviewRig, SavedPreviewSchema } from '@dtm/shared/preview';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api';

/** PUT /api/upload/:token/preview: keeps the cut-out and joints with the order, for the artists. */
export async function savePreview(token: string, rig: PreviewRig) {
  const response = await apiRequest('PUT', `/api/upload/${encodeURIComponent(token)}/preview`, rig);
  return SavedPreviewSchema.parse(await response.json());
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

/** GET /api/order/:orderId/preview (the order's owner and admins); null when none was saved. */
export async function getOrderPreview(orderId: string) {
  const response = await fetch(`/api/order/${encodeURIComponent(orderId)}/preview`, { credentials: 'include' });
  if (response.status === 404) return null;
  if (!response.ok) throw new Error('The preview could not be loaded.');
  return SavedPreviewSchema.parse(await response.json());
}

export const orderPreviewQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: ['orders', orderId, 'preview'], queryFn: () => getOrderPreview(orderId) });

/** GET /api/upload/:token/preview/artwork: the drawing submitted with the link (the picture the players draw). */
export async function getUploadedDrawing(token: string): Promise<Blob> {
  const response = await fetch(`/api/upload/${encodeURIComponent(token)}/preview/artwork`, {
    credentials: 'include',
  });
  if (!response.ok) throw new ApiError(response.status, `${response.status}: ${await response.text()}`);
  return response.blob();
}
