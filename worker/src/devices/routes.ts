import { IdSchema } from '@dtm/shared/common';
import {
  DEVICE_MESSAGES,
  DeviceCodeInputSchema,
  DeviceTokenInputSchema,
  PAIRING_POLL_SECONDS,
  PairDeviceInputSchema,
} from '@dtm/shared/devices';
import { Hono } from 'hono';
import { z } from 'zod';
import { publicOrigin } from '../auth/auth';
import { clientKey, enforce } from '../auth/rate-limit';
import { currentUser, requireUser } from '../auth/session';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { validate } from '../lib/validate';
import { deviceUpdateRoutes } from '../player-releases/routes';
import { deviceLibrary, ownedFile, serveDeviceFile } from './content';
import { type DeviceEnv, requireDevice } from './device-auth';
import { deviceStatuses, takeCommands } from './health';
import { deviceHealthRoutes } from './health-routes';
import { nextSyncSeconds } from './next-sync';
import { approvePairingCode, createPairingCode, listDevices, pollPairingCode, revokeDevice } from './pairing';

const TEN_MINUTES = 10 * 60;
/** A frame asks for a code at start and every 10 minutes while unpaired; 10 per client leaves room for a few. */
export const DEVICE_CODE_LIMIT = { max: 10, windowSeconds: TEN_MINUTES } as const;
/** Polling every 5 s is 120 calls per code; twice that per client covers a second frame at home. */
export const DEVICE_POLL_LIMIT = { max: 240, windowSeconds: TEN_MINUTES } as const;
/** Guessing codes: a person mistypes a few times, a script is stopped early. */
export const PAIR_LIMITS = {
  perUser: { max: 10, windowSeconds: TEN_MINUTES },
  perClient: { max: 30, windowSeconds: TEN_MINUTES },
} as const;

const FileParamSchema = z.object({ id: z.string().max(140) });
const DeviceIdParamSchema = z.object({ id: IdSchema });

/**
 * /api/device: what a frame calls. Pairing needs no session and no Origin (a frame has neither);
 * content needs the frame's bearer token and is scoped to the account it was paired to.
 */
export const deviceRoutes = new Hono<DeviceEnv>()
  .post('/code', validate('json', DeviceCodeInputSchema), async (c) => {
    const db = c.get('db');
    await enforce(db, [{ key: `device-code:${clientKey(c.req.raw)}`, ...DEVICE_CODE_LIMIT }]);
    const code = await createPairingCode(db, c.req.valid('json'));
    const verificationUrl = new URL('/dashboard', publicOrigin(c.env, c.req.url));
    verificationUrl.searchParams.set('pair', code.userCode);
    return c.json(
      {
        deviceCode: code.deviceCode,
        userCode: code.userCode,
        verificationUrl: verificationUrl.href,
        expiresIn: code.expiresIn,
        interval: PAIRING_POLL_SECONDS,
      },
      201,
    );
  })
  .post('/token', validate('json', DeviceTokenInputSchema), async (c) => {
    const db = c.get('db');
    await enforce(db, [{ key: `device-token:${clientKey(c.req.raw)}`, ...DEVICE_POLL_LIMIT }]);
    const result = await pollPairingCode(db, c.req.valid('json').deviceCode);
    if (result.status === 'pending') return c.json({ status: 'pending', message: DEVICE_MESSAGES.codePending }, 202);
    return c.json({ token: result.token, deviceId: result.deviceId, name: result.name }, 200);
  })
  .get('/library', requireDevice, async (c) => {
    const db = c.get('db');
    const { userId } = c.get('device');
    // The hint first: an approval landing between the two reads is then still "soon" (a recent change).
    const next = await nextSyncSeconds(db, userId);
    const items = await deviceLibrary(db, c.env.FILES, userId);
    // What an admin asked of this frame (issue #38) rides on its next look at the library.
    const commands = await takeCommands(db, c.get('device').id);
    return c.json({ items, generatedAt: new Date().toISOString(), nextSyncSeconds: next, commands });
  })
  .get('/files/:id', requireDevice, validate('param', FileParamSchema, 'NOT_FOUND'), async (c) => {
    const file = await ownedFile(c.get('db'), c.get('device').userId, c.req.valid('param').id);
    if (!file) throw new ApiError('NOT_FOUND', DEVICE_MESSAGES.fileNotFound);
    return serveDeviceFile(c.env.FILES, file, c.req.raw);
  })
  // Player updates (issue #38): the release due for this frame, its artifact, the frame's reports.
  .route('/update', deviceUpdateRoutes);

/** /api/user/devices: the signed-in customer pairs, lists and revokes their frames. */
export const userDeviceRoutes = new Hono<AppEnv>()
  .use('*', requireUser)
  .get('/', async (c) => {
    const list = await listDevices(c.get('db'), currentUser(c).id);
    // Each frame's state and what it plays, from its last call and report (issue #38).
    const statuses = await deviceStatuses(
      c.get('db'),
      list.map((device) => device.id),
    );
    return c.json({ devices: list.map((device) => ({ ...device, status: statuses.get(device.id) })) });
  })
  .post('/pair', validate('json', PairDeviceInputSchema), async (c) => {
    const db = c.get('db');
    const user = currentUser(c);
    await enforce(db, [
      { key: `device-pair-user:${user.id}`, ...PAIR_LIMITS.perUser },
      { key: `device-pair-client:${clientKey(c.req.raw)}`, ...PAIR_LIMITS.perClient },
    ]);
    const { code, name } = c.req.valid('json');
    return c.json({ device: await approvePairingCode(db, user.id, code, name) }, 201);
  })
  .delete('/:id', validate('param', DeviceIdParamSchema, 'NOT_FOUND'), async (c) => {
    await revokeDevice(c.get('db'), currentUser(c).id, c.req.valid('param').id);
    return c.body(null, 204);
  });

/** Both halves under one mount: `app.route('/api', deviceApi)`. */
export const deviceApi = new Hono<AppEnv>()
  .route('/device', deviceRoutes)
  .route('/device', deviceHealthRoutes)
  .route('/user/devices', userDeviceRoutes);
