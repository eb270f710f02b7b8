import { type DataExport, DataExportSchema, LatestDataExportSchema } from '@dtm/shared/account';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from '../../../lib/api-client';

/** Not under 'user': a preparing export is no data to keep offline. */
export const ACCOUNT_KEYS = { export: ['account', 'export'] as const };

/** How often the card asks again while the export is being prepared. */
const PREPARING_POLL_MS = 2000;

/** GET /api/user/export: the latest export; asked again every 2 s while it is queued or running. */
export function dataExportQueryOptions() {
  return queryOptions({
    queryKey: ACCOUNT_KEYS.export,
    queryFn: ({ signal }) => apiGet('/api/user/export', LatestDataExportSchema, signal).then((body) => body.export),
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status === 'queued' || status === 'running' ? PREPARING_POLL_MS : false;
    },
  });
}

/** POST /api/user/export: starts the export (or answers the one in progress). */
export function useRequestDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiSend('POST', '/api/user/export', {}, DataExportSchema),
    onSuccess: (data: DataExport) => queryClient.setQueryData(ACCOUNT_KEYS.export, data),
  });
}
