import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiSend } from '../../../lib/api-client';

const RenewResponseSchema = z.object({ message: z.string().min(1) });

/** POST /api/upload/:token/renew: a new link goes to the order's e-mail address (the answer is the same for any link). */
export function useRenewUploadLink(token: string) {
  return useMutation({
    mutationFn: () => apiSend('POST', `/api/upload/${encodeURIComponent(token)}/renew`, {}, RenewResponseSchema),
  });
}
