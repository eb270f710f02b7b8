import type { PreviewRigV1 } from '@dtm/animate/schema';
import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import {
  chooseCountry,
  paidOrder,
  screenshotFromTop,
  signInAs,
  signInNewCustomer,
  withCookieChoice,
} from './customer-data';
import { collectPageErrors, expectNoSeriousA11yViolations, saveScreenshot, toasts, VIEWPORTS } from './support';
import { makePng } from './upload-files';
import { chooseFiles, uploaderItem } from './upload-helpers';

/**
 * A simple figure's rig (shares of the drawing and of the figure's box), as the instant preview
 * saved it before the body plan (version 1): the API stores it as the current version.
 */
const RIG: PreviewRigV1 = {
  version: 1,
  box: { x: 0.25, y: 0.1, width: 0.5, height: 0.8 },
  mask: { width: 20, height: 32, runs: [0, 640] },
  outline: [
    [0, 0],
    [1, 0],
    [1, 1],
    [0, 1],
  ],
  joints: {
    head: [0.5, 0.1],
    neck: [0.5, 0.2],
    pelvis: [0.5, 0.55],
    right_shoulder: [0.35, 0.25],
    right_elbow: [0.25, 0.38],
    right_hand: [0.15, 0.5],
    left_shoulder: [0.65, 0.25],
    left_elbow: [0.75, 0.38],
    left_hand: [0.85, 0.5],
    right_hip: [0.4, 0.6],
    right_knee: [0.38, 0.78],
    right_foot: [0.36, 0.95],
    left_hip: [0.6, 0.6],
    left_knee: [0.62, 0.78],
    left_foot: [0.64, 0.95],
  },
  motion: 'wave',
  background: null,
};

/** The drawing uploaded through the order's upload link, and an instant preview saved with it. */
async function drawingWithPreview(page: Page, baseURL: string, orderId: string) {
  const order = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as { uploadToken: string | null };
  if (!order.uploadToken) throw new Error('a paid order has an upload link');
  await page.goto(`/checkout/upload?token=${order.uploadToken}`);
  await chooseFiles(page, [{ name: 'drawing.png', mimeType: 'image/png', buffer: makePng(400, 300) }]);
  await expect(uploaderItem(page, 'drawing.png')).toHaveClass(/is-complete/, { timeout: 60_000 });
  await page.getByRole('button', { name: 'Submit Artwork' }).click();
  await expect(page.getByTestId('link-see-it-move')).toBeVisible();
  const saved = await page.request.put(`/api/upload/${order.uploadToken}/preview`, {
    data: RIG,
    headers: { Origin: new URL(baseURL).origin },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

/** Nothing wider than a 390 px phone: no sideways scrolling. */
async function expectFitsPhone(page: Page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(width, `${page.url()} is wider than the phone`).toBeLessThanOrEqual(VIEWPORTS.phone.width);
}

test.describe('customer dashboard', () => {
  test.beforeEach(async ({ context }) => withCookieChoice(context));

  test('a new customer sees the empty states, at / too', async ({ page, baseURL }) => {
    const errors = collectPageErrors(page);
    await page.setViewportSize(VIEWPORTS.phone);
    await signInNewCustomer(page, baseURL ?? '', 'empty');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'Your frames' })).toBeVisible();
    await expect(main.getByText('No frames yet')).toBeVisible();
    await expect(main.getByText('No characters yet')).toBeVisible();
    await expect(main.getByText('Nothing bought yet')).toBeVisible();
    await expect(main.getByText('No orders yet')).toBeVisible();
    await expect(main.getByRole('link', { name: 'Admin Dashboard' })).toHaveCount(0);
    await screenshotFromTop(page, 'customer-dashboard-empty-phone');

    // Signed in, the home page is the dashboard.
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Your frames' })).toBeVisible();

    // A variations page for an animation that is not theirs.
    await page.goto('/character/00000000-0000-4000-8000-00000000dead/variations');
    await expect(page.getByText('Character Not Found')).toBeVisible();
    // Without an id: the dashboard.
    await page.goto('/character/');
    await expect(page).toHaveURL(/\/dashboard$/);

    // A list that fails to load says so and loads again on retry.
    let failing = true;
    await page.route('**/api/user/frames', (route) => (failing ? route.abort() : route.continue()));
    await page.reload();
    await expect(main.getByText('We could not load your frames.', { exact: false })).toBeVisible();
    failing = false;
    await main.getByRole('button', { name: 'Try again' }).click();
    await expect(main.getByText('No frames yet')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('an unpaid order can be paid from the dashboard, or cancelled after a second tap', async ({ page, baseURL }) => {
    const errors = collectPageErrors(page);
    const email = await signInNewCustomer(page, baseURL ?? '', 'unpaid');
    const origin = new URL(baseURL ?? '').origin;
    const newOrder = async () => {
      const res = await page.request.post('/api/orders/frame', {
        data: { customerName: 'Una Unpaid', customerEmail: email, frameSize: '7' },
        headers: { Origin: origin },
      });
      expect(res.status()).toBe(201);
      return ((await res.json()) as { orderId: string }).orderId;
    };
    const toCancel = await newOrder();
    const toPay = await newOrder();
    await page.reload();
    const main = page.getByRole('main');
    const row = (orderId: string) => main.getByRole('listitem').filter({ hasText: `#${orderId.slice(0, 8)}` });
    await expect(row(toCancel)).toContainText('Awaiting payment');

    await row(toCancel).getByRole('button', { name: 'Cancel order' }).click();
    await row(toCancel).getByRole('button', { name: 'Keep it' }).click();
    await row(toCancel).getByRole('button', { name: 'Cancel order' }).click();
    await row(toCancel).getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(row(toCancel)).toContainText('Cancelled');
    await expect(row(toCancel).getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
    await expect(row(toCancel).getByRole('link', { name: 'Complete payment' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await screenshotFromTop(page, 'customer-dashboard-unpaid-orders-desktop');

    await row(toPay).getByRole('link', { name: 'Complete payment' }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout/payment\\?orderId=${toPay}$`));
    await expect(page.getByRole('main').getByRole('button', { name: 'Pay Securely' })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('renames a frame and a character, shows orders and the animation state', async ({ page, baseURL }) => {
    const errors = collectPageErrors(page);
    await page.setViewportSize(VIEWPORTS.desktop);
    // A long address with no place to break it: the greeting must wrap it, not widen the page on a phone.
    await signInAs(page, baseURL ?? '', `grandparentsofscribble${Date.now().toString(36)}@example.com`);
    const frameOrder = await paidOrder(page, baseURL ?? '', 'frame');
    const characterOrder = await paidOrder(page, baseURL ?? '', 'character');
    await drawingWithPreview(page, baseURL ?? '', characterOrder);
    await page.goto('/dashboard');

    const main = page.getByRole('main');
    const frame = main.getByRole('article', { name: '5" Digital Frame' });
    await expect(frame.getByText('Status: Waiting for your drawing')).toBeVisible();
    await frame.getByRole('button', { name: /^Rename/ }).click();
    await main.getByLabel('Frame name').fill("Grandma's Frame");
    await main.getByRole('button', { name: 'Save' }).click();
    const renamed = main.getByRole('article', { name: "Grandma's Frame" });
    await expect(renamed).toBeVisible();
    // The drawing is still missing: the card opens the uploader the mailed link opens (issue #37).
    const order = (await (await page.request.get(`/api/orders/${frameOrder}`)).json()) as { uploadToken: string };
    await expect(renamed.getByRole('link', { name: 'Upload your drawing' })).toHaveAttribute(
      'href',
      `/upload/${order.uploadToken}`,
    );

    const character = main.getByRole('article', { name: 'Unnamed character' });
    // One status in words: the drawing arrived; no second, contradicting line.
    await expect(character.getByText('Status: We received your drawing')).toBeVisible();
    await expect(character.getByText(/Being animated/)).toHaveCount(0);
    await expect(character.getByTestId('preview-player').locator('canvas')).toBeVisible({ timeout: 60_000 });
    await expect(character.getByRole('link', { name: 'Download animation' })).toHaveCount(0);
    await character.getByRole('button', { name: /^Rename/ }).click();
    const nameField = main.getByLabel('Character name');
    await nameField.fill('   ');
    await expect(main.getByRole('button', { name: 'Save' })).toBeDisabled();
    await nameField.fill('  Sir Scribble  ');
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(main.getByRole('article', { name: 'Sir Scribble' })).toBeVisible();

    const orders = main.getByRole('region', { name: 'Your orders' });
    await expect(orders.getByText('5" Digital Frame')).toBeVisible();
    await expect(orders.getByText('Paid')).toHaveCount(2);
    await expect(orders.getByRole('list', { name: 'Fulfilment: Received' })).toHaveCount(2);
    // Only the frame is shipped; the character (digital) is Ready instead.
    await expect(orders.getByRole('listitem').filter({ hasText: /^Shipped$/ })).toHaveCount(1);
    await expect(orders.getByRole('listitem').filter({ hasText: /^Ready$/ })).toHaveCount(1);

    // The names stay after a reload (they were saved on the server).
    await page.reload();
    await expect(main.getByRole('article', { name: "Grandma's Frame" })).toBeVisible();
    await expect(main.getByRole('article', { name: 'Sir Scribble' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotFromTop(page, 'customer-dashboard-desktop');
    // At 390 px neither the long address nor the instant preview (a 400 px canvas) widens the page.
    await page.setViewportSize(VIEWPORTS.phone);
    await expect(main.getByRole('article', { name: 'Sir Scribble' }).getByTestId('preview-player')).toBeVisible();
    await expectFitsPhone(page);
    await screenshotFromTop(page, 'customer-dashboard-phone');
    for (const [path, heading] of [
      ['/marketplace', 'Animation Marketplace'],
      ['/backgrounds', 'Background Marketplace'],
    ] as const) {
      await page.goto(path);
      await expect(main.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expect(main.getByRole('article').first()).toBeVisible();
      await expectFitsPhone(page);
    }
    expect(errors).toEqual([]);
  });
});

/** The API client's words for a call that got no answer (web/src/lib/api-client.ts). */
const NO_CONNECTION_MESSAGE = 'You are offline. This needs an internet connection: please reconnect and try again.';

/** A new customer with a paid frame opens the dashboard, goes offline and saves a new frame name. */
async function renameFrameOffline(page: Page, baseURL: string, context: BrowserContext, name: string) {
  await signInNewCustomer(page, baseURL, name);
  await paidOrder(page, baseURL, 'frame');
  await page.goto('/dashboard');
  const main = page.getByRole('main');
  const frame = main.getByRole('article', { name: '5" Digital Frame' });
  await expect(frame).toBeVisible();

  await context.setOffline(true);
  await frame.getByRole('button', { name: /^Rename/ }).click();
  await main.getByLabel('Frame name').fill('Kitchen Frame');
  await main.getByRole('button', { name: 'Save' }).click();
  return main;
}

test.describe('a customer who lost the connection', () => {
  test.beforeEach(async ({ context }) => withCookieChoice(context));

  test('renaming and buying say they need a connection, not that they failed', async ({ page, baseURL, context }) => {
    const main = await renameFrameOffline(page, baseURL ?? '', context, 'offline-dashboard');
    await expect(toasts(page).getByText(NO_CONNECTION_MESSAGE)).toBeVisible();
    await expect(toasts(page).getByText('Failed to update frame name')).toHaveCount(0);
    await context.setOffline(false);

    await page.goto('/backgrounds');
    await expect(main.getByRole('heading', { name: 'Background Marketplace' })).toBeVisible();
    const buy = main.getByRole('button', { name: /^Buy for \$3\.99 \(Outer Space\)/ });
    await expect(buy).toBeEnabled();
    await buy.click();
    await context.setOffline(true);
    await chooseCountry(page.getByRole('dialog', { name: 'Secure Payment' }));
    await expect(toasts(page).getByText(NO_CONNECTION_MESSAGE)).toBeVisible();
    await expect(toasts(page).getByText('Failed to initiate purchase')).toHaveCount(0);
    await context.setOffline(false);
  });
});

test.describe('a customer whose connection drops before the page has all its code', () => {
  test.beforeEach(async ({ context }) => withCookieChoice(context));

  /** Signs in a new customer while the account menu's code (fetched after the first paint) cannot be fetched. */
  async function signInWithoutMenuCode(page: Page, baseURL: string, name: string) {
    const menuCode = '**/assets/user-menu-*.js';
    await page.route(menuCode, (route) => route.abort('internetdisconnected'));
    const menuCodeFailed = page.waitForEvent('requestfailed', (request) =>
      /\/user-menu-[^/]*\.js$/.test(request.url()),
    );
    await signInNewCustomer(page, baseURL, name);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    await menuCodeFailed;
    const menu = page.getByRole('button', { name: /account menu/ });
    await expect(menu).toHaveCount(0);
    await expect(page.getByText('Something went wrong!')).toHaveCount(0);
    return { main, menu, restore: () => page.unroute(menuCode) };
  }

  test('the page works without the account menu, and the menu comes back once online', async ({
    page,
    baseURL,
    context,
  }) => {
    const errors = collectPageErrors(page);
    const { main, menu, restore } = await signInWithoutMenuCode(page, baseURL ?? '', 'menu-offline');

    await context.setOffline(true);
    await expect.poll(() => page.evaluate(() => navigator.onLine)).toBe(false);
    await restore();
    await context.setOffline(false);
    await expect(menu).toBeVisible();
    await expect(main.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    expect(errors.filter((error) => !error.message.includes('user-menu'))).toEqual([]);
  });

  test("a message raised before the toasts' code could be fetched still shows, and closes", async ({
    page,
    baseURL,
    context,
  }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    const toastCode = '**/assets/toaster-*.js';
    await page.route(toastCode, (route) => route.abort('internetdisconnected'));
    const main = await renameFrameOffline(page, baseURL ?? '', context, 'toast-offline');
    const shown = toasts(page).getByRole('listitem').filter({ hasText: NO_CONNECTION_MESSAGE });
    await expect(shown).toBeVisible();
    await saveScreenshot(page, 'toast-without-its-code-phone', false);
    await shown.getByRole('button', { name: 'Close notification' }).click();
    await expect(shown).toHaveCount(0);
    // Left alone, it goes after its 5 s, as the usual toasts do.
    await main.getByRole('button', { name: 'Save' }).click();
    await expect(shown).toBeVisible();
    await expect(shown).toHaveCount(0, { timeout: 20_000 });
    await context.setOffline(false);
    await page.unroute(toastCode);
  });

  test('when the browser never noticed it was offline, the menu is fetched again a little later', async ({
    page,
    baseURL,
  }) => {
    const errors = collectPageErrors(page);
    const { main, menu, restore } = await signInWithoutMenuCode(page, baseURL ?? '', 'menu-flaky');
    expect(await page.evaluate(() => navigator.onLine)).toBe(true);

    // No 'online' event will come: the page tries again on its own.
    await restore();
    await expect(menu).toBeVisible();
    await expect(main.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible();
    expect(errors.filter((error) => !error.message.includes('user-menu'))).toEqual([]);
  });
});

test.describe('a customer whose character is finished', () => {
  test.beforeEach(async ({ context }) => withCookieChoice(context));

  test('downloads the animation an admin uploaded (seeded demo customer, read only)', async ({ page, baseURL }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await signInAs(page, baseURL ?? '', 'ben.parent@example.com');
    const download = page.getByRole('main').getByRole('link', { name: 'Download animation' }).first();
    await expect(download).toBeVisible();
    const response = await page.request.get((await download.getAttribute('href')) ?? '');
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^video\//);
    expect(response.headers()['content-disposition']).toMatch(/^attachment; filename=".+\.(mp4|webm)"$/);
    await screenshotFromTop(page, 'customer-dashboard-ready-desktop');
  });
});
