import { type Device, DeviceSchema, type PairDeviceInput } from '@dtm/shared/devices';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiCommand, apiGet, apiSend } from '../../../lib/api-client';

/** Query keys of the devices feature; mutations invalidate by this prefix. */
export const DEVICE_KEYS = { all: ['devices'] as const };

const DeviceListSchema = z.object({ devices: z.array(DeviceSchema) });
const PairedSchema = z.object({ device: DeviceSchema });

/** GET /api/user/devices: the frames paired to the signed-in account. */
export function devicesQueryOptions() {
  return queryOptions({
    queryKey: DEVICE_KEYS.all,
    queryFn: async ({ signal }): Promise<Device[]> =>
      (await apiGet('/api/user/devices', DeviceListSchema, signal)).devices,
  });
}

/** POST /api/user/devices/pair with the code the frame shows. */
export function usePairDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PairDeviceInput) =>
      (await apiSend('POST', '/api/user/devices/pair', input, PairedSchema)).device,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEVICE_KEYS.all }),
  });
}

/** DELETE /api/user/devices/:id: the frame's token stops working at once. */
export function useRevokeDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await apiCommand('DELETE', `/api/user/devices/${encodeURIComponent(id)}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEVICE_KEYS.all }),
  });
}
