import { AdminDeviceListSchema, type DeviceCommandKind } from '@dtm/shared/device-health';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiCommand, apiGet } from '../../../lib/api-client';

/** GET /api/admin/devices: every paired frame with its health; refreshed every minute while open. */
export const adminDevicesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'devices'],
    queryFn: ({ signal }) => apiGet('/api/admin/devices', AdminDeviceListSchema, signal),
    refetchInterval: 60_000,
  });

/** POST /api/admin/devices/:id/commands: the frame does it at its next call. */
export function useDeviceCommand() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, kind }: { id: string; kind: DeviceCommandKind }) =>
      apiCommand('POST', `/api/admin/devices/${encodeURIComponent(id)}/commands`, { kind }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'devices'] }),
  });
}
