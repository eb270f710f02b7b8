import {
  DEVICE_HEALTH_MESSAGES,
  DEVICE_LOG_MAX_BYTES,
  DEVICE_SCREENSHOT_MAX_BYTES,
  DEVICE_UPLOAD_LIMIT,
  DeviceLogQuerySchema,
  HEALTH_REPORT_LIMIT,
  HEALTH_REPORT_MAX_BYTES,
  HealthReportSchema,
} from '@dtm/shared/device-health';
import {
  checkHealthSignature,
  HEALTH_SIGNATURE_HEADER,
  HEALTH_SIGNATURE_MESSAGES,
  HEALTH_TIMESTAMP_HEADER,
} from '@dtm/shared/device-health-signature';
import { sniffArtworkType } from '@dtm/shared/uploads';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { enforce } from '../auth/rate-limit';
import { ApiError } from '../lib/errors';
import { fieldErrors, validate } from '../lib/validate';
import { type DeviceEnv, requireDevice } from './device-auth';
import { commandDone, recordUpload, storeReport, takeCommands } from './health';

/** A body over `maxSize` bytes is refused with `message` before it is read whole (Content-Length or streamed). */
function limitedTo(maxSize: number, message: string) {
  return bodyLimit({
    maxSize,
    onError: () => {
      throw new ApiError('PAYLOAD_TOO_LARGE', message);
    },
  });
}

/** The R2 keys of a frame's latest screenshot and log: one each, replaced by the next. */
export const screenshotKey = (deviceId: string) => `device-health/${deviceId}/screenshot`;
export const logKey = (deviceId: string) => `device-health/${deviceId}/log.txt`;

/**
 * What a frame sends about itself. Every call carries the frame's bearer token, which the server
 * knows only as a hash bound to one device row (device-auth.ts), so a report is stored for the
 * frame the token belongs to and no other. A health report is also signed
 * (shared/src/device-health-signature.ts): HMAC-SHA256 keyed with that hash over the signing time
 * and the exact body, refused with 401 when it is missing, does not match, or was made more than
 * 5 minutes away from now (a replayed request). A report that names a device id must name that
 * one (403 otherwise). Nothing is stored for a refused report. Each route counts against the
 * frame's own rate limit before it reads the body.
 */
export const deviceHealthRoutes = new Hono<DeviceEnv>()
  .post(
    '/health',
    requireDevice,
    limitedTo(HEALTH_REPORT_MAX_BYTES, DEVICE_HEALTH_MESSAGES.reportTooLarge),
    async (c) => {
      const db = c.get('db');
      const device = c.get('device');
      await enforce(db, [{ key: `device-health:${device.id}`, ...HEALTH_REPORT_LIMIT }]);
      const text = await c.req.text();
      // A device found by its token has the token's hash; a row without one cannot have signed.
      const signed = device.tokenHash
        ? await checkHealthSignature(
            device.tokenHash,
            { signature: c.req.header(HEALTH_SIGNATURE_HEADER), timestamp: c.req.header(HEALTH_TIMESTAMP_HEADER) },
            text,
            Math.floor(Date.now() / 1000),
          )
        : 'wrong';
      if (signed !== 'ok') throw new ApiError('UNAUTHORIZED', HEALTH_SIGNATURE_MESSAGES[signed]);
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new ApiError('BAD_REQUEST', 'A health report is JSON; this body is not.');
      }
      const parsed = HealthReportSchema.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue?.path.length ? ` (${issue.path.join('.')})` : '';
        throw new ApiError('BAD_REQUEST', `This health report is not one the shop reads${where}.`, {
          fields: fieldErrors(parsed.error),
        });
      }
      if (parsed.data.deviceId !== undefined && parsed.data.deviceId !== device.id)
        throw new ApiError('FORBIDDEN', DEVICE_HEALTH_MESSAGES.otherDevice);
      await storeReport(db, device.id, parsed.data, new TextEncoder().encode(text).length);
      return c.json({ deviceId: device.id, commands: await takeCommands(db, device.id) }, 202);
    },
  )
  .post(
    '/log',
    requireDevice,
    limitedTo(DEVICE_LOG_MAX_BYTES, DEVICE_HEALTH_MESSAGES.logTooLarge),
    validate('query', DeviceLogQuerySchema),
    async (c) => {
      const db = c.get('db');
      const device = c.get('device');
      await enforce(db, [{ key: `device-upload:${device.id}`, ...DEVICE_UPLOAD_LIMIT }]);
      const text = await c.req.text();
      const bytes = new TextEncoder().encode(text);
      if (bytes.length > DEVICE_LOG_MAX_BYTES)
        throw new ApiError('PAYLOAD_TOO_LARGE', DEVICE_HEALTH_MESSAGES.logTooLarge);
      const key = logKey(device.id);
      await c.env.FILES.put(key, bytes, { httpMetadata: { contentType: 'text/plain; charset=utf-8' } });
      await recordUpload(db, device.id, { logKey: key });
      await commandDone(db, device.id, c.req.valid('query').command);
      return c.json({ stored: bytes.length }, 201);
    },
  )
  .put(
    '/screenshot',
    requireDevice,
    limitedTo(DEVICE_SCREENSHOT_MAX_BYTES, DEVICE_HEALTH_MESSAGES.screenshotTooLarge),
    validate('query', DeviceLogQuerySchema),
    async (c) => {
      const db = c.get('db');
      const device = c.get('device');
      await enforce(db, [{ key: `device-upload:${device.id}`, ...DEVICE_UPLOAD_LIMIT }]);
      const bytes = new Uint8Array(await c.req.arrayBuffer());
      if (bytes.length > DEVICE_SCREENSHOT_MAX_BYTES)
        throw new ApiError('PAYLOAD_TOO_LARGE', DEVICE_HEALTH_MESSAGES.screenshotTooLarge);
      // What it is comes from its bytes, never from the Content-Type it was sent with.
      const type = sniffArtworkType(bytes.subarray(0, 64));
      if (type !== 'image/jpeg' && type !== 'image/png' && type !== 'image/webp')
        throw new ApiError('UNSUPPORTED_MEDIA_TYPE', DEVICE_HEALTH_MESSAGES.notAnImage);
      const key = screenshotKey(device.id);
      await c.env.FILES.put(key, bytes, { httpMetadata: { contentType: type } });
      await recordUpload(db, device.id, { screenshotKey: key, screenshotType: type });
      await commandDone(db, device.id, c.req.valid('query').command);
      return c.json({ stored: bytes.length, contentType: type }, 201);
    },
  );
