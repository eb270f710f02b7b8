import { IdSchema } from '@dtm/shared/common';
import { CreateDeviceCommandInputSchema, DEVICE_HEALTH_MESSAGES } from '@dtm/shared/device-health';
import { desc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { currentUser } from '../auth/session';
import { deviceHealthReports, devices } from '../db/schema';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { validate } from '../lib/validate';
import { healthRow, listAdminDevices, queueCommand } from './health';

const ParamSchema = z.object({ id: IdSchema });

async function pairedDevice(db: AppEnv['Variables']['db'], id: string) {
  const device = await db.query.devices.findFirst({ where: eq(devices.id, id) });
  if (!device) throw new ApiError('NOT_FOUND', DEVICE_HEALTH_MESSAGES.deviceNotFound);
  return device;
}

/** The stored file as it was sent, never cached (the next one replaces it under the same key). */
async function serveStored(bucket: R2Bucket, key: string | null | undefined, missing: string) {
  const object = key ? await bucket.get(key) : null;
  if (!object) throw new ApiError('NOT_FOUND', missing);
  return new Response(object.body, {
    headers: {
      'content-type': object.httpMetadata?.contentType ?? 'application/octet-stream',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    },
  });
}

/** /api/admin/devices: every paired frame's health, its history, and commands for it (behind requireAdmin). */
export const adminDeviceRoutes = new Hono<AppEnv>()
  .get('/', async (c) => c.json(await listAdminDevices(c.get('db'))))
  .get('/:id/reports', validate('param', ParamSchema, 'NOT_FOUND'), async (c) => {
    const db = c.get('db');
    const device = await pairedDevice(db, c.req.valid('param').id);
    const rows = await db
      .select()
      .from(deviceHealthReports)
      .where(eq(deviceHealthReports.deviceId, device.id))
      .orderBy(desc(deviceHealthReports.receivedAt));
    return c.json({
      reports: rows.map((row) => ({ receivedAt: row.receivedAt.toISOString(), bytes: row.bytes, report: row.report })),
    });
  })
  .post(
    '/:id/commands',
    validate('param', ParamSchema, 'NOT_FOUND'),
    validate('json', CreateDeviceCommandInputSchema),
    async (c) => {
      const db = c.get('db');
      const device = await pairedDevice(db, c.req.valid('param').id);
      const command = await queueCommand(db, device.id, c.req.valid('json').kind, currentUser(c).id);
      return c.json(
        { command: { id: command.id, kind: command.kind, createdAt: command.createdAt.toISOString() } },
        202,
      );
    },
  )
  .get('/:id/screenshot', validate('param', ParamSchema, 'NOT_FOUND'), async (c) => {
    const db = c.get('db');
    const device = await pairedDevice(db, c.req.valid('param').id);
    const health = await healthRow(db, device.id);
    return serveStored(c.env.FILES, health?.screenshotKey, DEVICE_HEALTH_MESSAGES.noScreenshot);
  })
  .get('/:id/log', validate('param', ParamSchema, 'NOT_FOUND'), async (c) => {
    const db = c.get('db');
    const device = await pairedDevice(db, c.req.valid('param').id);
    const health = await healthRow(db, device.id);
    return serveStored(c.env.FILES, health?.logKey, DEVICE_HEALTH_MESSAGES.noLog);
  });
