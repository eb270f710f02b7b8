import { DEVICE_MESSAGES } from '@dtm/shared/devices';
import { expect, test } from '@playwright/test';
import { signInWithMailedLink } from './mailbox';
import { expectNoSeriousA11yViolations, saveScreenshot, VIEWPORTS } from './support';

test('a customer connects a frame with its code, sees it listed, and removes it', async ({ page, baseURL }) => {
  if (!baseURL) throw new Error('baseURL is not set');
  const email = `frame-${Date.now()}@example.com`;
  await page.setViewportSize(VIEWPORTS.phone);
  // The frame asks for a code as it does on its first start (no cookie, no Origin).
  const codeResponse = await page.request.post('/api/device/code', { data: { name: 'Kitchen frame', frameSize: '7' } });
  expect(codeResponse.status()).toBe(201);
  const code = (await codeResponse.json()) as { userCode: string; deviceCode: string };

  await signInWithMailedLink(page, baseURL, email, '/dashboard');
  const card = page.getByRole('region', { name: 'Connect a frame' });
  await page.getByRole('button', { name: 'Reject non-essential' }).click();
  // Scrolled to just below the sticky header.
  const showCard = () =>
    card.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 96));
  await expect(card.getByText('No frames connected yet.')).toBeVisible();

  // A mistyped code is explained under the field.
  const field = card.getByLabel('Code from your frame');
  await field.fill('HELLO');
  await card.getByRole('button', { name: 'Connect' }).click();
  await expect(card.getByText(DEVICE_MESSAGES.codeInvalid)).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  // Typed as people do: lower case, with a space.
  await field.fill(`${code.userCode.slice(0, 4).toLowerCase()} ${code.userCode.slice(4)}`);
  await card.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText('Frame connected', { exact: true })).toBeVisible();
  const list = card.getByRole('list', { name: 'Connected frames' });
  await expect(list.getByText('Kitchen frame')).toBeVisible();
  await expect(list.getByText(/7" frame · connected/)).toBeVisible();
  await showCard();
  // Nothing in the card is wider than the card (the dashboard's own width is #8's to check).
  expect(await card.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await saveScreenshot(page, 'devices-connected-phone', false);
  await page.setViewportSize(VIEWPORTS.desktop);
  await showCard();
  await saveScreenshot(page, 'devices-connected-desktop', false);
  await expectNoSeriousA11yViolations(page);

  // The frame collects its token on its next poll and can read the library.
  const poll = await page.request.post('/api/device/token', { data: { deviceCode: code.deviceCode } });
  expect(poll.status()).toBe(200);
  const { token } = (await poll.json()) as { token: string };
  const auth = { Authorization: `Bearer ${token}` };
  expect((await page.request.get('/api/device/library', { headers: auth })).status()).toBe(200);

  // The same code does not work twice.
  await field.fill(code.userCode);
  await card.getByRole('button', { name: 'Connect' }).click();
  await expect(card.getByText(DEVICE_MESSAGES.codeNotFound)).toBeVisible();

  await list.getByRole('button', { name: 'Remove Kitchen frame' }).click();
  await card.getByRole('button', { name: 'Yes, remove' }).click();
  await expect(card.getByText('No frames connected yet.')).toBeVisible();
  expect((await page.request.get('/api/device/library', { headers: auth })).status()).toBe(401);
});
