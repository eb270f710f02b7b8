import { AdminVoucherSchema } from '@dtm/shared/admin';
import { TOASTS } from '@dtm/shared/messages';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { showToast } from '../../../components/toast';
import { apiGet, apiSend } from '../../../lib/api-client';

export const adminVouchersQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'vouchers'],
    queryFn: ({ signal }) => apiGet('/api/admin/vouchers', z.array(AdminVoucherSchema), signal),
  });

/** The body of POST /api/admin/vouchers as the dialog sends it. */
export type CreateVoucherBody = {
  code: string;
  discountType: 'percentage' | 'fixed';
  discountValue: string;
  usageLimit?: string | undefined;
  expiresAt?: string | undefined;
  applicableProducts: string[];
  active: boolean;
};

/** POST /api/admin/vouchers; field refusals are left to the form, other failures get the spec's toast. */
export function useCreateVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateVoucherBody) => apiSend('POST', '/api/admin/vouchers', body, AdminVoucherSchema),
    onSuccess: async () => {
      showToast(TOASTS.voucherCreated);
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: () => showToast(TOASTS.voucherCreateFailed),
  });
}

/** PATCH /api/admin/vouchers/:id/toggle. */
export function useToggleVoucher() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, active }: { id: string; active: boolean }) =>
      apiSend('PATCH', `/api/admin/vouchers/${id}/toggle`, { active }, AdminVoucherSchema),
    onSuccess: async () => {
      showToast(TOASTS.voucherUpdated);
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: () => showToast(TOASTS.voucherUpdateFailed),
  });
}
