import { DEVICE_HEALTH_TEXTS, type HealthReport } from '@dtm/shared/device-health';
import {
  HEALTH_SIGNATURE_HEADER,
  HEALTH_TIMESTAMP_HEADER,
  healthSigningKey,
  signHealthReport,
} from '@dtm/shared/device-health-signature';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { customerPage, signInAdmin } from './admin-session';
import { testClientAddress } from './mailbox';
import { collectPageErrors, expectNoHorizontalOverflow, saveScreenshot, VIEWPORTS } from './support';

/**
 * Health the shop can see, care from a distance (#38): a parent pairs two frames; one reports
 * that it plays and sends a screenshot, the other has not called for 25 hours. The admin sees
 * both on "Frames in homes" with the sidebar's count, and asks the healthy one to sync now, which
 * the frame receives at its next call. The parent's card says what plays, or what to check.
 */

function report(): HealthReport {
  const now = new Date().toISOString();
  return {
    reason: 'start',
    playerVersion: '0.1.0',
    uptimeSeconds: 3600,
    screen: { width: 1024, height: 600 },
    frameSize: '7',
    display: { shouldPlay: true, playing: true },
    playing: [{ id: 'f_demo', name: 'Max the dragon' }],
    failing: [],
    recoveries: [],
    storage: { freeBytes: 5_200_000_000, reserveBytes: 209_715_200, totalBytes: 7_800_000_000 },
    sync: { lastSuccessAt: now, lastAttemptAt: now, lastError: null },
  };
}

/** The headers a frame signs its report with (HMAC over the time and the body, keyed from its token). */
async function signed(token: string, body: string) {
  const at = Math.floor(Date.now() / 1000);
  return {
    [HEALTH_SIGNATURE_HEADER]: await signHealthReport(await healthSigningKey(token), at, body),
    [HEALTH_TIMESTAMP_HEADER]: String(at),
    'content-type': 'application/json',
  };
}

/** Pairs a frame as it happens at home: the frame asks for a code, the parent enters it, the frame collects its token. */
async function pairFrame(parent: Page, request: APIRequestContext, origin: string, name: string) {
  const frameAddress = { 'cf-connecting-ip': testClientAddress() };
  const code = await request.post('/api/device/code', { data: { name, frameSize: '7' }, headers: frameAddress });
  expect(code.status()).toBe(201);
  const { userCode, deviceCode } = (await code.json()) as { userCode: string; deviceCode: string };
  const paired = await parent.request.post('/api/user/devices/pair', {
    data: { code: userCode },
    headers: { Origin: origin },
  });
  expect(paired.status(), await paired.text()).toBe(201);
  const token = await request.post('/api/device/token', { data: { deviceCode }, headers: frameAddress });
  expect(token.status()).toBe(200);
  return (await token.json()) as { token: string; deviceId: string };
}

test('the admin sees a silent and a healthy frame, asks one to sync; the parent reads what plays', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  if (!baseURL) throw new Error('baseURL is not set');
  const origin = new URL(baseURL).origin;
  const errors = collectPageErrors(page);
  const ownerEmail = `home-${Date.now() % 1e7}@example.com`;
  const parent = await customerPage(browser, baseURL, ownerEmail);
  const healthyName = `Living room ${Date.now() % 1e4}`;
  const silentName = `Grandma's ${Date.now() % 1e4}`;
  const healthy = await pairFrame(parent, request, origin, healthyName);
  const silent = await pairFrame(parent, request, origin, silentName);

  // The healthy frame reports and sends a small screenshot (a picture of a page, as JPEG).
  const auth = { Authorization: `Bearer ${healthy.token}` };
  const body = JSON.stringify(report());
  const sent = await request.post('/api/device/health', {
    data: body,
    headers: { ...auth, ...(await signed(healthy.token, body)) },
  });
  expect(sent.status(), await sent.text()).toBe(202);
  await parent.setViewportSize({ width: 512, height: 300 });
  const picture = await parent.screenshot({ type: 'jpeg', quality: 40 });
  await parent.setViewportSize(VIEWPORTS.phone);
  const shot = await request.put('/api/device/screenshot', {
    data: picture,
    headers: { ...auth, 'content-type': 'application/octet-stream' },
  });
  expect(shot.status(), await shot.text()).toBe(201);
  // The other one was last heard of 25 hours ago.
  expect((await request.post(`/dev/devices/${silent.deviceId}/silent`)).status()).toBe(204);

  await page.setViewportSize(VIEWPORTS.desktop);
  await signInAdmin(page, baseURL, '/admin/devices');
  await expect(page.getByRole('heading', { name: DEVICE_HEALTH_TEXTS.pageTitle, level: 1 })).toBeVisible();
  const healthyCard = page.getByRole('listitem', { name: healthyName });
  const silentCard = page.getByRole('listitem', { name: silentName });
  await expect(healthyCard.getByText('OK', { exact: true })).toBeVisible();
  await expect(healthyCard.getByText('Max the dragon')).toBeVisible();
  await expect(healthyCard.getByText('0.1.0')).toBeVisible();
  // Whose frame it is: the owner's address on both cards.
  await expect(healthyCard.getByText(ownerEmail)).toBeVisible();
  await expect(silentCard.getByText(ownerEmail)).toBeVisible();
  const image = healthyCard.getByRole('img', { name: `What ${healthyName} showed` });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(512);
  await expect(silentCard.getByText('Silent', { exact: true })).toBeVisible();
  await expect(silentCard.getByText(DEVICE_HEALTH_TEXTS.silent)).toBeVisible();
  await expect(silentCard.getByText('No screenshot')).toBeVisible();
  // Silent frames come first; the sidebar counts what needs care.
  const names = await page
    .getByTestId('admin-device')
    .evaluateAll((cards) => cards.map((c) => c.getAttribute('aria-label')));
  expect(names.indexOf(silentName)).toBeLessThan(names.indexOf(healthyName));
  const entry = page
    .getByRole('navigation', { name: 'Management Panel' })
    .getByRole('link', { name: /Frames in homes/ });
  await expect(entry).toHaveAttribute('aria-current', 'page');
  await expect(entry).toContainText(/\d+\s*waiting/);

  // Sync now: asked, and handed to the frame at its next call.
  await healthyCard.getByRole('button', { name: DEVICE_HEALTH_TEXTS.commandLabel.sync }).click();
  await expect(healthyCard.getByRole('button', { name: /Sync now \(asked\)/ })).toBeDisabled();
  const library = await request.get('/api/device/library', { headers: auth });
  expect(((await library.json()) as { commands: Array<{ kind: string }> }).commands.map((c) => c.kind)).toEqual([
    'sync',
  ]);
  await page.reload();
  await expect(
    healthyCard.getByRole('button', { name: DEVICE_HEALTH_TEXTS.commandLabel.sync, exact: true }),
  ).toBeEnabled();

  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, 'frames-in-homes-desktop', false);
  await page.setViewportSize(VIEWPORTS.phone);
  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, 'frames-in-homes-phone', false);
  expect(errors).toEqual([]);

  // The parent's dashboard: what plays and when, or what to check.
  await parent.reload();
  const card = parent.getByRole('region', { name: 'Connect a frame' });
  const frames = card.getByRole('list', { name: 'Connected frames' });
  await expect(frames.getByRole('listitem').filter({ hasText: healthyName }).getByTestId('frame-status')).toHaveText(
    /^Playing: Max the dragon, last seen (just now|1 minute ago)$/,
  );
  await expect(frames.getByRole('listitem').filter({ hasText: silentName }).getByTestId('frame-status')).toHaveText(
    /^Your frame has not been in touch since .+: check it is switched on and connected to Wi-Fi\.$/,
  );
  await card.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 96));
  await expectNoHorizontalOverflow(parent);
  expect(await card.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await saveScreenshot(parent, 'frames-in-homes-parent-phone', false);
  await parent.context().close();
});
