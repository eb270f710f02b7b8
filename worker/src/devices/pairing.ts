import type { Device, DeviceCodeInput } from '@dtm/shared/devices';
import { DEVICE_MESSAGES, PAIRING_CODE_TTL_SECONDS } from '@dtm/shared/devices';
import { and, desc, eq, gt, isNotNull, isNull, lt } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deviceCodes, devices } from '../db/schema';
import { ApiError } from '../lib/errors';
import { newDeviceCode, newDeviceToken, newPairingCode, sha256Hex } from './secrets';

/** What a frame is called on the dashboard until the customer names it. */
export const DEFAULT_DEVICE_NAME = 'Picture frame';

/** Expired codes are kept an hour (for support questions), then dropped when the next code is made. */
const KEEP_EXPIRED_MS = 60 * 60 * 1000;

/** Makes a pairing code for a frame; the frame shows `userCode` and polls with `deviceCode`. */
export async function createPairingCode(db: Db, input: DeviceCodeInput, now = Date.now()) {
  await db.delete(deviceCodes).where(lt(deviceCodes.expiresAt, new Date(now - KEEP_EXPIRED_MS)));
  const userCode = newPairingCode();
  const deviceCode = newDeviceCode();
  await db.insert(deviceCodes).values({
    deviceCodeHash: await sha256Hex(deviceCode),
    userCodeHash: await sha256Hex(userCode),
    name: input.name ?? null,
    frameSize: input.frameSize ?? null,
    expiresAt: new Date(now + PAIRING_CODE_TTL_SECONDS * 1000),
  });
  return { userCode, deviceCode, expiresIn: PAIRING_CODE_TTL_SECONDS };
}

/**
 * The signed-in customer enters a code: one conditional update claims it (live, not yet claimed),
 * so two customers racing for one code cannot both get the frame. The device row is made here.
 */
export async function approvePairingCode(db: Db, userId: string, userCode: string, name?: string, now = Date.now()) {
  const deviceId = crypto.randomUUID();
  const claimed = await db
    .update(deviceCodes)
    .set({ approvedBy: userId, deviceId })
    .where(
      and(
        eq(deviceCodes.userCodeHash, await sha256Hex(userCode)),
        isNull(deviceCodes.approvedBy),
        gt(deviceCodes.expiresAt, new Date(now)),
      ),
    )
    .returning();
  const code = claimed[0];
  if (!code)
    throw new ApiError('NOT_FOUND', DEVICE_MESSAGES.codeNotFound, { fields: { code: [DEVICE_MESSAGES.codeNotFound] } });
  const [device] = await db
    .insert(devices)
    .values({
      id: deviceId,
      userId,
      name: name ?? code.name ?? DEFAULT_DEVICE_NAME,
      frameSize: code.frameSize,
      createdAt: new Date(now),
    })
    .returning();
  if (!device) throw new Error('device insert returned nothing');
  return presentDevice(device);
}

export type PollResult = { status: 'pending' } | { status: 'paired'; token: string; deviceId: string; name: string };

/**
 * The frame polls with its secret. Once the code was approved, the first poll consumes it and
 * receives a fresh token (only its hash is kept); every later poll finds the code used up.
 */
export async function pollPairingCode(db: Db, deviceCode: string, now = Date.now()): Promise<PollResult> {
  const hash = await sha256Hex(deviceCode);
  const live = and(
    eq(deviceCodes.deviceCodeHash, hash),
    isNull(deviceCodes.consumedAt),
    gt(deviceCodes.expiresAt, new Date(now)),
  );
  const [consumed] = await db
    .update(deviceCodes)
    .set({ consumedAt: new Date(now) })
    .where(and(live, isNotNull(deviceCodes.approvedBy)))
    .returning();
  if (!consumed) {
    const pending = await db.query.deviceCodes.findFirst({ where: live });
    if (pending) return { status: 'pending' };
    throw new ApiError('GONE', DEVICE_MESSAGES.codeExpired);
  }
  const token = newDeviceToken();
  const [device] = await db
    .update(devices)
    .set({ tokenHash: await sha256Hex(token), lastSeenAt: new Date(now) })
    .where(and(eq(devices.id, consumed.deviceId ?? ''), isNull(devices.tokenHash)))
    .returning();
  // Revoked on the dashboard between approval and this poll.
  if (!device) throw new ApiError('GONE', DEVICE_MESSAGES.codeExpired);
  return { status: 'paired', token, deviceId: device.id, name: device.name };
}

/** Only touch last_seen_at when it is this old, so a polling frame does not write on every call. */
const SEEN_RESOLUTION_MS = 60_000;

/** The device behind a bearer token, or null for an unknown or revoked one. */
export async function deviceForToken(db: Db, token: string, now = Date.now()) {
  const device = await db.query.devices.findFirst({ where: eq(devices.tokenHash, await sha256Hex(token)) });
  if (!device) return null;
  if (!device.lastSeenAt || now - device.lastSeenAt.getTime() > SEEN_RESOLUTION_MS) {
    await db
      .update(devices)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(devices.id, device.id));
  }
  return device;
}

export function presentDevice(row: typeof devices.$inferSelect): Device {
  return {
    id: row.id,
    name: row.name,
    frameSize: row.frameSize ?? null,
    pairedAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
  };
}

export async function listDevices(db: Db, userId: string): Promise<Device[]> {
  const rows = await db.query.devices.findMany({ where: eq(devices.userId, userId), orderBy: desc(devices.createdAt) });
  return rows.map(presentDevice);
}

/** Deletes the device (its token stops working at once); another customer's device is not found. */
export async function revokeDevice(db: Db, userId: string, deviceId: string): Promise<void> {
  const deleted = await db
    .delete(devices)
    .where(and(eq(devices.id, deviceId), eq(devices.userId, userId)))
    .returning({ id: devices.id });
  // A code approved for it but not collected yet then finds no device and hands out nothing.
  if (deleted.length === 0) throw new ApiError('NOT_FOUND', DEVICE_MESSAGES.deviceNotFound);
}
