import { createScheduledController } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { AdminStatsSchema } from '@dtm/shared/admin';
import { FRAME_CARE_MAIL } from '@dtm/shared/device-health';
import { describe, expect, it } from 'vitest';
import worker from '../src/index';
import { adminCall } from './admin-helpers';
import { healthyReport, pairedFrame, sendReport } from './device-health-fixtures';

// vitest.config.ts sets ADMIN_NOTIFY_EMAILS to two admins.
const ADMIN = 'ops@drawings-to-magic.test';
const runCron = () =>
  worker.scheduled(createScheduledController({ scheduledTime: new Date(), cron: '*/30 * * * *' }), env);
const careMails = async () =>
  (
    await env.DB.prepare('SELECT subject, text, links FROM outbox_mails WHERE "to" = ? AND links LIKE ?')
      .bind(ADMIN, '%/admin/devices%')
      .all<{ subject: string; text: string; links: string }>()
  ).results;
const goSilent = (deviceId: string) =>
  env.DB.prepare('UPDATE devices SET last_seen_at = ? WHERE id = ?')
    .bind(Date.now() - 25 * 3600_000, deviceId)
    .run();

describe('admin notices for frames needing care', () => {
  it('mails once per episode: a frame silent for 24 hours and one that should play but does not', async () => {
    const healthy = await pairedFrame('Healthy');
    await sendReport(healthy.token, healthyReport());
    const silent = await pairedFrame('Silent');
    await goSilent(silent.deviceId);
    const dark = await pairedFrame('Dark');
    await sendReport(dark.token, healthyReport({ display: { shouldPlay: true, playing: false } }));

    await runCron();
    const first = await careMails();
    expect(first).toHaveLength(1);
    expect(first[0]?.subject).toBe(FRAME_CARE_MAIL.subject({ silent: 1, dark: 1 }));
    expect(first[0]?.text).toContain('not called for 24 hours');
    expect(first[0]?.text).toContain('should play but does not');
    const links = JSON.parse(first[0]?.links ?? '[]') as string[];
    expect(links).toHaveLength(1);
    expect(new URL(links[0] ?? '').pathname).toBe('/admin/devices');
    // The sidebar counts both (from the dashboard's stats), as the page does.
    expect((await (await adminCall('/api/admin/devices')).json()) as { needCare: number }).toMatchObject({
      needCare: 2,
    });
    expect(AdminStatsSchema.parse(await (await adminCall('/api/admin/stats')).json()).framesNeedCare).toBe(2);

    // Still silent, still dark: the same episodes are not told again.
    await sendReport(dark.token, healthyReport({ display: { shouldPlay: true, playing: false } }));
    await runCron();
    expect(await careMails()).toHaveLength(1);

    // The silent frame calls again (an episode ends) and goes silent once more: a new notice.
    await sendReport(silent.token, healthyReport());
    await goSilent(silent.deviceId);
    // The dark one plays again, then stops again: a new episode too.
    await sendReport(dark.token, healthyReport());
    await sendReport(dark.token, healthyReport({ display: { shouldPlay: true, playing: false } }));
    await runCron();
    const mails = await careMails();
    expect(mails).toHaveLength(2);
    expect(mails.map((m) => m.subject)).toContain(FRAME_CARE_MAIL.subject({ silent: 1, dark: 1 }));
  });
});
