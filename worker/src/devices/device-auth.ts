import { DEVICE_MESSAGES, DEVICE_TOKEN_PREFIX } from '@dtm/shared/devices';
import { createMiddleware } from 'hono/factory';
import type { devices } from '../db/schema';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { deviceForToken } from './pairing';

export type DeviceEnv = AppEnv & { Variables: { device: typeof devices.$inferSelect } };

/** 401 unless the request carries the bearer token of a paired, not revoked frame. */
export const requireDevice = createMiddleware<DeviceEnv>(async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  const token = header.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : '';
  const device = token.startsWith(DEVICE_TOKEN_PREFIX) ? await deviceForToken(c.get('db'), token) : null;
  if (!device) {
    c.header('WWW-Authenticate', 'Bearer realm="frame"');
    throw new ApiError('UNAUTHORIZED', DEVICE_MESSAGES.tokenMissing);
  }
  c.set('device', device);
  await next();
});
