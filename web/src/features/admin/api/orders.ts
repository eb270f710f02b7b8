import { AdminOrderDetailsSchema, AdminOrderPageSchema } from '@dtm/shared/admin';
import type { FulfillmentStatus, OrderKind } from '@dtm/shared/constants';
import { TOASTS } from '@dtm/shared/messages';
import { OrderSchema } from '@dtm/shared/orders';
import { type CreateRefundInput, CreateRefundResponseSchema } from '@dtm/shared/refunds';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { showToast } from '../../../components/toast';
import { apiErrorText, apiGet, apiSend, searchParams } from '../../../lib/api-client';

export type OrderListSearch = { search?: string | undefined; page?: number | undefined; type?: OrderKind | undefined };

/** GET /api/admin/orders: one page of the search, newest first. */
export const adminOrdersQueryOptions = (query: OrderListSearch) =>
  queryOptions({
    queryKey: ['admin', 'orders', 'list', query],
    queryFn: ({ signal }) =>
      apiGet(
        `/api/admin/orders${searchParams({ search: query.search, type: query.type, page: query.page })}`,
        AdminOrderPageSchema,
        signal,
      ),
    placeholderData: keepPreviousData,
  });

/** GET /api/admin/orders/:id: every field and the timeline. */
export const adminOrderQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['admin', 'orders', 'detail', id],
    queryFn: ({ signal }) => apiGet(`/api/admin/orders/${id}`, AdminOrderDetailsSchema, signal),
  });

/** The CSV of the current search and kind (a download link). */
export function ordersExportUrl(search: string | undefined, type?: OrderKind | undefined): string {
  return `/api/admin/orders/export.csv${searchParams({ search, type })}`;
}

/** PATCH /api/admin/orders/:id/fulfillment; the lists, the order and the dashboard are read again. */
export function useUpdateFulfillment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, fulfillmentStatus }: { id: string; fulfillmentStatus: FulfillmentStatus }) =>
      apiSend('PATCH', `/api/admin/orders/${id}/fulfillment`, { fulfillmentStatus }, OrderSchema),
    onSuccess: async () => {
      showToast(TOASTS.orderUpdated);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'stats'] }),
      ]);
    },
    onError: () => showToast(TOASTS.orderUpdateFailed),
  });
}

const UploadLinkResultSchema = z.object({ order: OrderSchema, message: z.string().min(1) });

/** POST /api/admin/orders/:id/upload-link: extend the link by 30 days (and send it), or send it again. */
export function useUploadLinkAction(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: 'extend' | 'resend') =>
      apiSend('POST', `/api/admin/orders/${orderId}/upload-link`, { action }, UploadLinkResultSchema),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] });
    },
  });
}

/**
 * POST /api/admin/orders/:id/refunds: money back through Stripe. The toast says the server's
 * sentence either way; the order, the lists and the dashboard's revenue are read again.
 */
export function useCreateRefund(orderId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateRefundInput) =>
      apiSend('POST', `/api/admin/orders/${orderId}/refunds`, body, CreateRefundResponseSchema),
    onSuccess: async (answer) => {
      showToast(TOASTS.refundSent, answer.message);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['admin', 'orders'] }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'stats'] }),
        // A return's "Refund order" goes once nothing is left to refund.
        queryClient.invalidateQueries({ queryKey: ['admin', 'returns'] }),
      ]);
    },
    onError: (error) => showToast(TOASTS.refundFailed, apiErrorText(error)),
  });
}
