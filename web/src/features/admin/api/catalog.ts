import {
  type AdminAnimation,
  AdminAnimationSchema,
  type AdminBackground,
  AdminBackgroundSchema,
  type CatalogFileSlot,
  type CatalogKind,
} from '@dtm/shared/catalog';
import { TOASTS } from '@dtm/shared/messages';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { showToast } from '../../../components/toast';
import { apiErrorText, apiGet, apiSend } from '../../../lib/api-client';
import { uploadVideo } from './upload-animation';

/** An item of either marketplace as the back office lists it. */
export type CatalogItem = AdminAnimation | AdminBackground;

const ITEM_SCHEMAS: Record<CatalogKind, z.ZodType<CatalogItem>> = {
  animation: AdminAnimationSchema,
  background: AdminBackgroundSchema,
};
const base = (kind: CatalogKind) => `/api/admin/${kind}s`;

/** GET /api/admin/{animations|backgrounds}: every item, on sale or hidden, in the marketplace's order. */
export const adminCatalogQueryOptions = (kind: CatalogKind) =>
  queryOptions({
    queryKey: ['admin', 'catalog', kind],
    queryFn: ({ signal }): Promise<CatalogItem[]> => apiGet(base(kind), z.array(ITEM_SCHEMAS[kind]), signal),
  });

/** After any change: the back office's list and the public marketplaces read again. */
function useRefresh(kind: CatalogKind) {
  const queryClient = useQueryClient();
  return async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['admin', 'catalog', kind] }),
      queryClient.invalidateQueries({ queryKey: [`${kind}s`] }),
    ]);
  };
}

/** POST /api/admin/{kind}s: a new item (hidden until its sold file is uploaded). Field refusals are left to the form. */
export function useCreateCatalogItem(kind: CatalogKind) {
  const refresh = useRefresh(kind);
  return useMutation({
    mutationFn: (body: Record<string, unknown>): Promise<CatalogItem> =>
      apiSend('POST', base(kind), body, ITEM_SCHEMAS[kind]),
    onSuccess: refresh,
  });
}

/** PATCH /api/admin/{kind}s/:id: its fields, or `active` to put it on sale or take it off. */
export function useUpdateCatalogItem(kind: CatalogKind, options: { quiet?: boolean } = {}) {
  const refresh = useRefresh(kind);
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: Record<string, unknown> }): Promise<CatalogItem> =>
      apiSend('PATCH', `${base(kind)}/${id}`, body, ITEM_SCHEMAS[kind]),
    onSuccess: async () => {
      if (!options.quiet) showToast(TOASTS.catalogItemUpdated);
      await refresh();
    },
    onError: (error) => {
      if (!options.quiet) showToast(TOASTS.catalogSaveFailed, apiErrorText(error));
    },
  });
}

/** PUT /api/admin/{kind}s/order: every item's id in the new order. */
export function useReorderCatalog(kind: CatalogKind) {
  const refresh = useRefresh(kind);
  return useMutation({
    mutationFn: (ids: string[]): Promise<CatalogItem[]> =>
      apiSend('PUT', `${base(kind)}/order`, { ids }, z.array(ITEM_SCHEMAS[kind])),
    onSuccess: async () => {
      showToast(TOASTS.catalogOrderUpdated);
      await refresh();
    },
    onError: async (error) => {
      showToast(TOASTS.catalogSaveFailed, apiErrorText(error));
      await refresh();
    },
  });
}

/**
 * POST /api/admin/{kind}s/:id/files/:slot: the back office's multipart upload (the one animation
 * videos use), field `file`, with its progress; the server judges the type by the bytes.
 */
export function uploadCatalogFile(
  kind: CatalogKind,
  id: string,
  slot: CatalogFileSlot,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<CatalogItem> {
  return uploadVideo(`${base(kind)}/${id}/files/${slot}`, file, onProgress, ITEM_SCHEMAS[kind], undefined, 'file');
}

/** The catalog's lists read again after uploads made outside a mutation hook. */
export function useRefreshCatalog(kind: CatalogKind) {
  return useRefresh(kind);
}
