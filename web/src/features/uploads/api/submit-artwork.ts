import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiSend } from '../../../lib/api-client';
import { type UploadLink, uploadLinkKey } from './get-upload-link';

export type SubmitArtworkRequest = { artworkUrls: string[]; personalNote?: string | undefined };

const SubmitArtworkResponseSchema = z.object({
  orderId: z.string().min(1),
  artworkUrls: z.array(z.string()),
});
export type SubmittedArtwork = z.infer<typeof SubmitArtworkResponseSchema>;

/** POST /api/upload/:token/submit: hands the uploaded files (and the note) over, once. */
export async function submitArtwork(token: string, request: SubmitArtworkRequest): Promise<SubmittedArtwork> {
  return apiSend('POST', `/api/upload/${encodeURIComponent(token)}/submit`, request, SubmitArtworkResponseSchema);
}

/**
 * Submits the artwork. Afterwards the link's state and every order (`['orders', ...]`, the artwork
 * page included) are stale, whether it worked or the server said it was already submitted.
 */
export function useSubmitArtwork(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: SubmitArtworkRequest) => submitArtwork(token, request),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ['orders'] });
    },
    onSuccess: () => {
      // Coming back to the link later shows "already submitted" without asking the server again.
      queryClient.setQueryData<UploadLink>(uploadLinkKey(token), (link) =>
        link?.status === 'ready'
          ? { status: 'submitted', state: { ...link.state, hasUploaded: true, files: [] } }
          : link,
      );
    },
    onError: async () => {
      // Submitted meanwhile in another tab, or expired: the page then shows that state.
      await queryClient.invalidateQueries({ queryKey: uploadLinkKey(token) });
    },
  });
}
