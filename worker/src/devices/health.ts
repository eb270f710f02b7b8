import {
  type AdminDevice,
  DEVICE_SILENT_AFTER_SECONDS,
  type DeviceCommand,
  type DeviceCommandKind,
  type DeviceStatus,
  HEALTH_HISTORY_LENGTH,
  type HealthReport,
  healthProblems,
  healthStateOf,
  isDarkNotPlaying,
} from '@dtm/shared/device-health';
import { and, desc, eq, inArray, isNotNull, isNull, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deviceCommands, deviceHealth, deviceHealthReports, devices, users } from '../db/schema';

/**
 * Stores a report as the frame's latest and in its history, keeping the newest
 * HEALTH_HISTORY_LENGTH. `darkSince` starts with the first report saying "should play, does not"
 * and ends with the first that does not, so a notice is sent once per episode.
 */
export async function storeReport(db: Db, deviceId: string, report: HealthReport, bytes: number, now = new Date()) {
  const dark = isDarkNotPlaying(report);
  const keep = db
    .select({ id: deviceHealthReports.id })
    .from(deviceHealthReports)
    .where(eq(deviceHealthReports.deviceId, deviceId))
    .orderBy(desc(deviceHealthReports.receivedAt), desc(deviceHealthReports.id))
    .limit(HEALTH_HISTORY_LENGTH);
  await db.batch([
    db.insert(deviceHealthReports).values({ deviceId, receivedAt: now, report, bytes }),
    db
      .insert(deviceHealth)
      .values({
        deviceId,
        report,
        reportedAt: now,
        playerVersion: report.playerVersion,
        darkSince: dark ? now : null,
      })
      .onConflictDoUpdate({
        target: deviceHealth.deviceId,
        set: {
          report,
          reportedAt: now,
          playerVersion: report.playerVersion,
          darkSince: dark ? sql`coalesce(${deviceHealth.darkSince}, ${now.getTime()})` : null,
        },
      }),
    db
      .delete(deviceHealthReports)
      .where(and(eq(deviceHealthReports.deviceId, deviceId), notInArray(deviceHealthReports.id, keep))),
  ]);
}

/** Hands out the commands waiting for a frame, each once (one conditional update). */
export async function takeCommands(db: Db, deviceId: string, now = new Date()): Promise<DeviceCommand[]> {
  const taken = await db
    .update(deviceCommands)
    .set({ deliveredAt: now })
    .where(and(eq(deviceCommands.deviceId, deviceId), isNull(deviceCommands.deliveredAt)))
    .returning({ id: deviceCommands.id, kind: deviceCommands.kind, createdAt: deviceCommands.createdAt });
  return taken.sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime()).map(({ id, kind }) => ({ id, kind }));
}

/** Leaves a command for the frame; asking again for what still waits adds nothing. */
export async function queueCommand(db: Db, deviceId: string, kind: DeviceCommandKind, adminId: string) {
  const waiting = await db.query.deviceCommands.findFirst({
    where: and(
      eq(deviceCommands.deviceId, deviceId),
      eq(deviceCommands.kind, kind),
      isNull(deviceCommands.deliveredAt),
    ),
  });
  if (waiting) return waiting;
  const [row] = await db.insert(deviceCommands).values({ deviceId, kind, createdBy: adminId }).returning();
  if (!row) throw new Error('command insert returned nothing');
  return row;
}

/** Marks a log or screenshot command done (when the frame names it and it is this frame's). */
export async function commandDone(db: Db, deviceId: string, commandId: string | undefined, now = new Date()) {
  if (!commandId) return;
  await db
    .update(deviceCommands)
    .set({ doneAt: now })
    .where(and(eq(deviceCommands.id, commandId), eq(deviceCommands.deviceId, deviceId)));
}

/** Records where the latest screenshot or log is (R2 key), creating the health row if needed. */
export async function recordUpload(
  db: Db,
  deviceId: string,
  upload: { screenshotKey: string; screenshotType: string } | { logKey: string },
  now = new Date(),
) {
  const set =
    'logKey' in upload
      ? { logKey: upload.logKey, logAt: now }
      : { screenshotKey: upload.screenshotKey, screenshotType: upload.screenshotType, screenshotAt: now };
  await db
    .insert(deviceHealth)
    .values({ deviceId, ...set })
    .onConflictDoUpdate({ target: deviceHealth.deviceId, set });
}

export async function healthRow(db: Db, deviceId: string) {
  return db.query.deviceHealth.findFirst({ where: eq(deviceHealth.deviceId, deviceId) });
}

/** Paired frames (a token was collected) with their owner, latest report and waiting commands. */
export async function listAdminDevices(
  db: Db,
  now = Date.now(),
): Promise<{ devices: AdminDevice[]; needCare: number }> {
  const [rows, pending] = await db.batch([
    db
      .select({
        device: devices,
        health: deviceHealth,
        // Aliased: a batch's rows are keyed by column name, and devices has a name and an id too.
        owner: {
          id: sql<string>`${users.id}`.as('owner_id'),
          email: sql<string>`${users.email}`.as('owner_email'),
          name: sql<string>`${users.name}`.as('owner_name'),
        },
      })
      .from(devices)
      .innerJoin(users, eq(users.id, devices.userId))
      .leftJoin(deviceHealth, eq(deviceHealth.deviceId, devices.id))
      .where(isNotNull(devices.tokenHash))
      .orderBy(desc(devices.lastSeenAt)),
    db
      .select({ deviceId: deviceCommands.deviceId, kind: deviceCommands.kind })
      .from(deviceCommands)
      .where(isNull(deviceCommands.deliveredAt)),
  ]);
  const list = rows.map(({ device, health, owner }): AdminDevice => {
    const report = health?.report ?? null;
    const state = healthStateOf(device.lastSeenAt, device.createdAt, report, now);
    return {
      id: device.id,
      name: device.name,
      frameSize: device.frameSize ?? null,
      owner: { id: owner.id, email: owner.email, name: owner.name || null },
      pairedAt: device.createdAt.toISOString(),
      lastSeenAt: device.lastSeenAt?.toISOString() ?? null,
      lastReportAt: health?.reportedAt?.toISOString() ?? null,
      playerVersion: health?.playerVersion ?? null,
      state,
      problems: state === 'ok' ? [] : healthProblems(report),
      report,
      screenshotUrl: health?.screenshotKey
        ? `/api/admin/devices/${device.id}/screenshot?at=${health.screenshotAt?.getTime() ?? 0}`
        : null,
      screenshotAt: health?.screenshotAt?.toISOString() ?? null,
      pending: pending.filter((command) => command.deviceId === device.id).map((command) => command.kind),
      logAt: health?.logAt?.toISOString() ?? null,
    };
  });
  // What needs someone first: silent and dark, then warnings, then the rest (most recently seen first).
  const rank = { silent: 0, dark: 1, warning: 2, ok: 3 } as const;
  list.sort((a, b) => rank[a.state] - rank[b.state]);
  return { devices: list, needCare: needCareCount(list) };
}

/** The sidebar's count: frames silent for 24 hours or saying "should play, does not". */
function needCareCount(list: AdminDevice[]): number {
  return list.filter((device) => device.state === 'silent' || isDarkNotPlaying(device.report)).length;
}

/** What the parent's dashboard shows of each of their frames. */
export async function deviceStatuses(db: Db, deviceIds: string[], now = Date.now()) {
  if (deviceIds.length === 0) return new Map<string, DeviceStatus>();
  const rows = await db
    .select({ device: devices, health: deviceHealth })
    .from(devices)
    .leftJoin(deviceHealth, eq(deviceHealth.deviceId, devices.id))
    .where(inArray(devices.id, deviceIds));
  return new Map(
    rows.map(({ device, health }) => {
      const report = health?.report ?? null;
      const status: DeviceStatus = {
        state: healthStateOf(device.lastSeenAt, device.createdAt, report, now),
        playing: report?.playing.map((clip) => clip.name) ?? [],
      };
      return [device.id, status];
    }),
  );
}

/** The statement counting frames needing care (silent 24 hours, or dark "should play, does not"), for the stats batch. */
export function countNeedingCare(db: Db, now = Date.now()) {
  const silentBefore = now - DEVICE_SILENT_AFTER_SECONDS * 1000;
  return db
    .select({ count: sql<number>`count(*)` })
    .from(devices)
    .leftJoin(deviceHealth, eq(deviceHealth.deviceId, devices.id))
    .where(
      and(
        isNotNull(devices.tokenHash),
        sql`(coalesce(${devices.lastSeenAt}, ${devices.createdAt}) < ${silentBefore} OR ${deviceHealth.darkSince} IS NOT NULL)`,
      ),
    );
}
