import { DEVICE_SILENT_AFTER_SECONDS } from '@dtm/shared/device-health';
import { and, eq, isNotNull, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { deviceHealth, devices } from '../db/schema';
import { notifyAdmins } from '../mail/admin-notices';

/**
 * From the cron: frames that went silent (no call for 24 hours) or began to report "should play,
 * does not" since the last run. Each episode is claimed once (its notice time set in the same
 * statement that finds it), then the admins get one mail naming how many; an episode ends when the
 * frame calls again or plays again, and the next one is noticed anew.
 */
export async function noticeFramesNeedingCare(env: Env, db: Db, origin: string, now = Date.now()) {
  const silentBefore = now - DEVICE_SILENT_AFTER_SECONDS * 1000;
  const lastCall = sql<number>`coalesce(${devices.lastSeenAt}, ${devices.createdAt})`;
  const silent = await db
    .select({ id: devices.id, lastCall })
    .from(devices)
    .leftJoin(deviceHealth, eq(deviceHealth.deviceId, devices.id))
    .where(
      and(
        isNotNull(devices.tokenHash),
        lt(lastCall, silentBefore),
        or(isNull(deviceHealth.silentNoticeAt), lt(deviceHealth.silentNoticeAt, lastCall)),
      ),
    );
  let silentCount = 0;
  for (const device of silent) {
    // Claimed with a condition, so two overlapping runs cannot both mail about it.
    const claimed = await db
      .insert(deviceHealth)
      .values({ deviceId: device.id, silentNoticeAt: new Date(now) })
      .onConflictDoUpdate({
        target: deviceHealth.deviceId,
        set: { silentNoticeAt: new Date(now) },
        setWhere: sql`${deviceHealth.silentNoticeAt} IS NULL OR ${deviceHealth.silentNoticeAt} < ${device.lastCall}`,
      })
      .returning({ id: deviceHealth.deviceId });
    silentCount += claimed.length;
  }
  const dark = await db
    .update(deviceHealth)
    .set({ darkNoticeAt: new Date(now) })
    .where(
      and(
        isNotNull(deviceHealth.darkSince),
        or(isNull(deviceHealth.darkNoticeAt), lt(deviceHealth.darkNoticeAt, deviceHealth.darkSince)),
      ),
    )
    .returning({ id: deviceHealth.deviceId });
  if (silentCount + dark.length === 0) return { silent: 0, dark: 0 };
  await notifyAdmins(env, db, { kind: 'frames-need-care', silent: silentCount, dark: dark.length }, origin);
  return { silent: silentCount, dark: dark.length };
}
