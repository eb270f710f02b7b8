import { type Device, DeviceSchema, type PairDeviceInput } from '@dtm/shared/devices';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { ApiError } from '../../../lib/api';

/** Query keys of the devices feature; mutations invalidate by this prefix. */
export const DEVICE_KEYS = { all: ['devices'] as const };

/** The API's own words for a refusal (its JSON `error`, or the field's first message). */
export class DeviceApiError extends ApiError {
  constructor(
    status: number,
    message: string,
    readonly fieldMessage: string | undefined,
  ) {
    super(status, message);
  }
}

async function call(method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown, signal?: AbortSignal) {
  const response = await fetch(url, {
    method,
    credentials: 'include',
    signal,
    headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (response.ok) return response;
  const text = await response.text();
  let parsed: { error?: unknown; fields?: Record<string, string[]> } = {};
  try {
    parsed = JSON.parse(text);
  } catch {
    // Not the API's JSON (a proxy page): keep the status line.
  }
  const message =
    typeof parsed.error === 'string' ? parsed.error : `${response.status}: ${text || response.statusText}`;
  throw new DeviceApiError(response.status, message, parsed.fields?.code?.[0]);
}

const DeviceListSchema = z.object({ devices: z.array(DeviceSchema) });
const PairedSchema = z.object({ device: DeviceSchema });

/** GET /api/user/devices: the frames paired to the signed-in account. */
export function devicesQueryOptions() {
  return queryOptions({
    queryKey: DEVICE_KEYS.all,
    queryFn: async ({ signal }): Promise<Device[]> =>
      DeviceListSchema.parse(await (await call('GET', '/api/user/devices', undefined, signal)).json()).devices,
  });
}

/** POST /api/user/devices/pair with the code the frame shows. */
export function usePairDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: PairDeviceInput) =>
      PairedSchema.parse(await (await call('POST', '/api/user/devices/pair', input)).json()).device,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEVICE_KEYS.all }),
  });
}

/** DELETE /api/user/devices/:id: the frame's token stops working at once. */
export function useRevokeDevice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => {
      await call('DELETE', `/api/user/devices/${encodeURIComponent(id)}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DEVICE_KEYS.all }),
  });
}
