import type { AdminVoucher } from '@dtm/shared/admin';
import { TOASTS } from '@dtm/shared/messages';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { showToast } from '../../../components/toast';
import { adminGet, adminSend } from './admin-fetch';

export const adminVouchersQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'vouchers'],
    queryFn: ({ signal }) => adminGet<AdminVoucher[]>('/api/admin/vouchers', signal),
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
    mutationFn: (body: CreateVoucherBody) => adminSend<AdminVoucher>('POST', '/api/admin/vouchers', body),
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
      adminSend<AdminVoucher>('PATCH', `/api/admin/vouchers/${id}/toggle`, { active }),
    onSuccess: async () => {
      showToast(TOASTS.voucherUpdated);
      await queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
    onError: () => showToast(TOASTS.voucherUpdateFailed),
  });
}
