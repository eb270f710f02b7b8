import path from 'node:path';
import { type APIRequestContext, type Browser, type Cookie, expect, type Page, test } from '@playwright/test';
import { OFFLINE_TEXTS } from '../src/features/offline/texts';
import { paidOrder, screenshotFromTop, signInNewCustomer, withCookieChoice } from './customer-data';
import { signInWithMailedLink } from './mailbox';
import {
  collectPageErrors,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  saveScreenshot,
  VIEWPORTS,
} from './support';

const ADMIN_EMAIL = 'admin@drawings-to-magic.test';
const VIDEO = path.resolve(import.meta.dirname, '../../tools/seed/media/dancing-dragon.webm');
const unique = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}`;

type Mail = { to: string; subject: string; text?: string };

async function mailsTo(request: APIRequestContext, to: string): Promise<Mail[]> {
  const response = await request.get('/dev/mailbox.json');
  return ((await response.json()) as Mail[]).filter((mail) => mail.to === to);
}

function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/, includeHidden: true });
}

/** The admin's session cookies, shared by the tests here: sign-in links are rate-limited per e-mail. */
let adminCookies: Cookie[] | undefined;

async function signInAdmin(page: Page, baseURL: string | undefined, returnTo = '/admin/dashboard') {
  if (adminCookies) {
    await page.context().addCookies(adminCookies);
    await page.goto(returnTo);
    await expect(page).toHaveURL(new URL(returnTo, baseURL).href);
    return;
  }
  await signInWithMailedLink(page, baseURL ?? '', ADMIN_EMAIL, returnTo);
  adminCookies = (await page.context().cookies()).filter((cookie) => cookie.name.includes('session'));
}

/** A customer in a browser of their own, signed in on their dashboard. */
async function customerPage(browser: Browser, baseURL: string | undefined, email: string) {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone, serviceWorkers: 'block' });
  await withCookieChoice(context);
  const page = await context.newPage();
  await signInWithMailedLink(page, baseURL ?? '', email, '/dashboard');
  return page;
}

async function sidebarCookie(page: Page) {
  return (await page.context().cookies()).find((cookie) => cookie.name === 'sidebar_state');
}

test.describe('admin back office', () => {
  // Each test is a whole working session (several pages, a second browser for the customer).
  test.setTimeout(240_000);

  test('sidebar, orders and fulfilment, vouchers that work in checkout, support and returns (desktop)', async ({
    page,
    browser,
    baseURL,
  }) => {
    const errors = collectPageErrors(page);
    await page.setViewportSize(VIEWPORTS.desktop);
    await signInAdmin(page, baseURL);

    await test.step('sidebar: highlighted entry, Ctrl+B collapses and the cookie keeps it for 7 days', async () => {
      const sidebar = page.getByRole('complementary');
      await expect(page.getByRole('banner')).toContainText('Management Panel');
      await expect(sidebar.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
      await expect(sidebar).toHaveAttribute('data-state', 'expanded');
      await expect(page.getByRole('heading', { level: 2, name: 'Orders and revenue, last 30 days' })).toBeVisible();
      await expect(page.locator('.recharts-surface').first()).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, 'admin-dashboard-1280');

      await page.keyboard.press('Control+b');
      await expect(sidebar).toHaveAttribute('data-state', 'collapsed');
      const cookie = await sidebarCookie(page);
      expect(cookie?.value).toBe('false');
      const lifetime = (cookie?.expires ?? 0) - Date.now() / 1000;
      expect(lifetime).toBeGreaterThan(604_800 - 120);
      expect(lifetime).toBeLessThanOrEqual(604_800 + 5);
      await page.reload();
      await expect(page.getByRole('complementary')).toHaveAttribute('data-state', 'collapsed');
      // Collapsed, each icon names its page in a tooltip at once (spec: sidebar tooltips have no delay).
      await page.getByRole('complementary').getByRole('link', { name: 'Vouchers' }).hover();
      await expect(page.getByRole('tooltip', { name: 'Vouchers' })).toBeVisible();
      await saveScreenshot(page, 'admin-sidebar-collapsed-1280', false);
      await page.getByRole('button', { name: 'Expand sidebar' }).click();
      await expect(page.getByRole('complementary')).toHaveAttribute('data-state', 'expanded');
      expect((await sidebarCookie(page))?.value).toBe('true');

      await page.goto('/admin/no-such-page');
      await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
      await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/no-such-page$/);
      await saveScreenshot(page, 'admin-not-found-1280', false);
      await page.getByRole('link', { name: 'Go to the dashboard' }).click();
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
    });

    await test.step('offline: a notice that changes need a connection, gone once back online', async () => {
      const notice = page.getByRole('main').getByRole('status').filter({ hasText: OFFLINE_TEXTS.adminNeedsConnection });
      // The page's lazy parts are in first: a chunk that fails to load offline makes the router reload the page.
      await expect(page.locator('.recharts-surface').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      await expect(notice).toHaveCount(0);
      await page.context().setOffline(true);
      await expect(notice).toBeVisible();
      await saveScreenshot(page, 'admin-offline-1280', false);
      await page.context().setOffline(false);
      await expect(notice).toHaveCount(0);
    });

    const customerName = `Olive ${unique('Order').replace(/-/g, '')}`;
    const customerEmail = `${unique('olive')}@example.com`;
    await test.step('orders: search, change fulfilment (the customer is e-mailed), details with timeline', async () => {
      const created = await page.request.post('/api/orders/frame', {
        data: { customerName, customerEmail, frameSize: '5' },
        headers: { Origin: new URL(baseURL ?? '').origin },
      });
      expect(created.status()).toBe(201);
      const { orderId } = (await created.json()) as { orderId: string };

      await page.getByRole('complementary').getByRole('link', { name: 'Orders' }).click();
      await expect(page.getByRole('complementary').getByRole('link', { name: 'Orders' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await page.getByLabel('Search orders').fill(customerName.slice(6).toLowerCase());
      const rows = page.getByTestId('admin-order');
      await expect(rows).toHaveCount(1);
      await expect(rows.first()).toContainText(`#${orderId.slice(0, 8)}`);
      await expect(rows.first()).toContainText('Pending');

      await rows
        .first()
        .getByLabel(`Fulfillment status for order ${orderId.slice(0, 8)}`)
        .selectOption('shipped');
      await expect(toasts(page).getByText('Fulfillment status updated successfully.')).toBeVisible();
      await expect
        .poll(async () => (await mailsTo(page.request, customerEmail)).map((mail) => mail.subject))
        .toContain(`Your order ${orderId.slice(0, 8)} has shipped`);

      await rows
        .first()
        .getByRole('button', { name: `View order ${orderId.slice(0, 8)}` })
        .click();
      const dialog = page.getByRole('dialog', { name: `Order #${orderId.slice(0, 8)}` });
      await expect(dialog).toContainText(customerEmail);
      await expect(dialog).toContainText('Voucher used');
      await expect(dialog.getByRole('link', { name: /^View uploaded artwork/ })).toHaveAttribute(
        'href',
        `/order/${orderId}/artwork`,
      );
      const timeline = dialog.getByRole('list', { name: 'Order timeline' });
      await expect(timeline).toContainText('Order created');
      await expect(timeline).toContainText('Fulfillment Pending → Shipped');
      await expect(timeline).toContainText(ADMIN_EMAIL);
      await saveScreenshot(page, 'admin-order-details-1280', false);
      await dialog.getByRole('button', { name: 'Close' }).click();

      await page.getByLabel('Search orders').fill('zzzz-no-such-order');
      await expect(page.getByText('No orders found')).toBeVisible();

      // An order number of digits only, opened from a link, stays the search (not dropped as a number).
      await page.goto('/admin/orders?search=12345678');
      await expect(page.getByLabel('Search orders')).toHaveValue('12345678');
      await expect(page.getByText('No orders found')).toBeVisible();
      await expect(page).toHaveURL(/\/admin\/orders\?search=12345678$/);
    });

    const code = unique('E2E').replace(/-/g, '').toUpperCase().slice(0, 20);
    await test.step('vouchers: create, deactivate (refused at checkout), activate (works at checkout)', async () => {
      await page.getByRole('complementary').getByRole('link', { name: 'Vouchers' }).click();
      await page.getByRole('button', { name: 'Create Voucher' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Voucher' });
      await dialog.getByRole('button', { name: 'Create Voucher' }).click();
      await expect(dialog.getByText('Required').first()).toBeVisible();
      await dialog.getByLabel('Code').fill(code.toLowerCase());
      await dialog.getByLabel('Discount type').selectOption('percentage');
      await dialog.getByLabel('Discount value (%)').fill('20');
      await dialog.getByLabel('Usage limit (optional)').fill('5');
      await dialog.getByRole('checkbox', { name: '7" Frame' }).check();
      await saveScreenshot(page, 'admin-create-voucher-1280', false);
      await dialog.getByRole('button', { name: 'Create Voucher' }).click();
      await expect(toasts(page).getByText('New voucher has been created successfully.')).toBeVisible();
      const row = page.getByTestId('admin-voucher').filter({ hasText: code });
      await expect(row).toContainText('Active');
      await expect(row).toContainText('20% off');
      await expect(row).toContainText('Used 0/5');
      // The seeded SPRING5 is switched on but past its date: the badge says what it can do now.
      await expect(page.getByTestId('admin-voucher').filter({ hasText: 'SPRING5' })).toContainText('Expired');
      await expect(row).toContainText('7" Frame');

      await row.getByRole('button', { name: `Deactivate ${code}` }).click();
      await expect(toasts(page).getByText('Voucher status updated successfully.')).toBeVisible();
      await expect(row).toContainText('Inactive');

      const shopper = await browser.newPage({ viewport: VIEWPORTS.desktop });
      await shopper.goto('/checkout/configure?type=frame');
      const form = shopper.getByRole('main');
      await form.getByLabel('Your name').fill('Vicky Voucher');
      await form.getByLabel('Email').fill(`${unique('vicky')}@example.com`);
      await form.getByLabel('Voucher code').fill(code);
      await form.getByRole('button', { name: 'Continue to Payment' }).click();
      // Creating an order talks to the Worker and D1: allow for a busy machine.
      await expect(form.getByText('This voucher is not active any more.')).toBeVisible({ timeout: 60_000 });

      await row.getByRole('button', { name: `Activate ${code}` }).click();
      await expect(row).toContainText('Active');
      await form.getByRole('button', { name: 'Continue to Payment' }).click();
      await expect(shopper).toHaveURL(/\/checkout\/payment\?orderId=/, { timeout: 60_000 });
      const summary = shopper.getByRole('region', { name: 'Order summary' });
      await expect(summary).toContainText(`Voucher ${code}`);
      await expect(summary).toContainText('$103.20');
      await shopper.close();
    });

    const supportEmail = `${unique('sue')}@example.com`;
    await test.step('support requests: answer one (the customer is e-mailed) and resolve it', async () => {
      const origin = new URL(baseURL ?? '').origin;
      const sent = await page.request.post('/api/support-requests', {
        data: {
          customerName: 'Sue Support',
          customerEmail: supportEmail,
          subject: 'shipping',
          message: 'Could the frame arrive before the birthday on Friday? It is a surprise for my daughter, thank you!',
        },
        headers: { Origin: origin, 'cf-connecting-ip': `198.51.100.${Math.floor(Math.random() * 200)}` },
      });
      expect(sent.status()).toBe(201);
      // What waits for an answer is counted on the sidebar (the seeded shop has open requests).
      await expect(
        page.getByRole('complementary').getByRole('link', { name: 'Support Requests' }),
      ).toHaveAccessibleName(/^Support Requests \d+ waiting$/);
      await page.getByRole('complementary').getByRole('link', { name: 'Support Requests' }).click();
      const card = page.getByTestId('admin-support-request').filter({ hasText: supportEmail });
      await card.getByLabel('Response to Sue Support').fill('  Yes: it ships tomorrow by express.  ');
      await card.getByRole('button', { name: 'Send Response' }).click();
      await expect(toasts(page).getByText('The customer received your response by e-mail.')).toBeVisible();
      await expect(card).toContainText('Yes: it ships tomorrow by express.');
      await expect
        .poll(async () => (await mailsTo(page.request, supportEmail)).map((mail) => mail.subject))
        .toContain('Re: Shipping & Returns');
      await card.getByLabel('Status of the request from Sue Support').selectOption('resolved');
      await expect(toasts(page).getByText('Support Request Updated')).toBeVisible();
      // Resolved requests move below the open ones; the saved status comes back from the server.
      await page.reload();
      await expect(
        page
          .getByTestId('admin-support-request')
          .filter({ hasText: supportEmail })
          .getByLabel('Status of the request from Sue Support'),
      ).toHaveValue('resolved');
      await saveScreenshot(page, 'admin-support-requests-1280');
      // Search by e-mail and filter by status: the resolved request shows under Resolved, not under Open.
      const requests = page.getByTestId('admin-support-request');
      await page.getByLabel('Search support requests').fill(supportEmail);
      await expect(requests).toHaveCount(1);
      await page.getByLabel('Show support requests with status').selectOption('open');
      await expect(page.getByText('No support requests match.')).toBeVisible();
      await page.getByLabel('Show support requests with status').selectOption('resolved');
      await expect(requests.filter({ hasText: supportEmail })).toHaveCount(1);
      await expect(page).toHaveURL(/status=resolved/);
      await saveScreenshot(page, 'admin-support-requests-filtered-1280');
    });

    await test.step('returns: the label checkbox saves at once', async () => {
      // A return needs a paid order of the address: a customer of their own pays for a frame first.
      const customerContext = await browser.newContext({ serviceWorkers: 'block' });
      const customer = await customerContext.newPage();
      const returnEmail = await signInNewCustomer(customer, baseURL ?? '', 'rita');
      const orderId = await paidOrder(customer, baseURL ?? '', 'frame', returnEmail);
      await customerContext.close();
      const sent = await page.request.post('/api/returns', {
        data: {
          customerName: 'Rita Return',
          customerEmail: returnEmail,
          orderNumber: orderId.slice(0, 8),
          reason: 'Too small',
        },
        headers: {
          Origin: new URL(baseURL ?? '').origin,
          'cf-connecting-ip': `198.51.100.${Math.floor(Math.random() * 200)}`,
        },
      });
      expect(sent.status()).toBe(201);
      await page.getByRole('complementary').getByRole('link', { name: 'Returns' }).click();
      const card = page.getByTestId('admin-return').filter({ hasText: returnEmail });
      await card.getByRole('checkbox', { name: 'Return label sent' }).check();
      await expect(toasts(page).getByText('Return Request Updated')).toBeVisible();
      await page.reload();
      await expect(
        page
          .getByTestId('admin-return')
          .filter({ hasText: returnEmail })
          .getByRole('checkbox', { name: 'Return label sent' }),
      ).toBeChecked();
      await saveScreenshot(page, 'admin-returns-1280');
    });

    expect(errors).toEqual([]);
  });

  test('phone: the sidebar sheet; a free character order, its status and its animation video on the customer dashboard', async ({
    page,
    browser,
    baseURL,
  }) => {
    const errors = collectPageErrors(page);
    await page.setViewportSize(VIEWPORTS.phone);
    await signInAdmin(page, baseURL);

    await test.step('under 768 px the sidebar is a sheet that Ctrl+B and the menu button open', async () => {
      await expect(page.getByRole('complementary')).toHaveCount(0);
      await page.getByRole('button', { name: 'Open menu' }).click();
      const sheet = page.getByRole('dialog', { name: 'Management Panel' });
      await expect(sheet.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
      await saveScreenshot(page, 'admin-sidebar-sheet-390', false);
      await page.keyboard.press('Control+b');
      await expect(sheet).toBeHidden();
      await expectNoHorizontalOverflow(page);
      await saveScreenshot(page, 'admin-dashboard-390');
    });

    const code = unique('FREE').replace(/-/g, '').toUpperCase().slice(0, 20);
    await test.step('a 100% character voucher, made on the phone', async () => {
      await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('dialog', { name: 'Management Panel' }).getByRole('link', { name: 'Vouchers' }).click();
      await page.getByRole('button', { name: 'Create Voucher' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Voucher' });
      await dialog.getByLabel('Code').fill(code);
      await dialog.getByLabel('Discount value (%)').fill('100');
      await dialog.getByRole('checkbox', { name: 'Character' }).check();
      await saveScreenshot(page, 'admin-create-voucher-390', false);
      await dialog.getByRole('button', { name: 'Create Voucher' }).click();
      await expect(page.getByTestId('admin-voucher').filter({ hasText: code })).toContainText('100% off');
      await expectNoHorizontalOverflow(page);
    });

    const customerEmail = `${unique('carl')}@example.com`;
    const customer = await customerPage(browser, baseURL, customerEmail);
    await test.step('the customer buys a character with it through checkout (free: no card)', async () => {
      await customer.goto('/checkout/configure?type=character');
      const form = customer.getByRole('main');
      await form.getByLabel('Your name').fill('Carl Customer');
      await form.getByLabel('Email').fill(customerEmail);
      await form.getByLabel('Character name').fill('Rocket Fox');
      await form.getByLabel('Voucher code').fill(code.toLowerCase());
      await form.getByRole('button', { name: 'Continue to Payment' }).click();
      await expect(customer).toHaveURL(/\/checkout\/payment\?orderId=/);
      await customer.getByRole('button', { name: 'Pay Securely' }).click();
      await expect(customer).toHaveURL(/\/checkout\/upload\?token=/, { timeout: 60_000 });
    });

    await test.step('character management: flagged for its artwork, status set, video uploaded with progress', async () => {
      await page.goto(`/admin/character-management?search=${encodeURIComponent(customerEmail)}`);
      const card = page.getByTestId('admin-character').filter({ hasText: 'Rocket Fox' });
      await expect(card).toContainText('Needs artwork upload');
      await expect(card.getByRole('link', { name: /Complete Upload/ })).toHaveAttribute('href', /^\/upload\/.+/);
      await card.getByLabel('Status of Rocket Fox').selectOption('awakening');
      await expect(toasts(page).getByText('Character status updated successfully.')).toBeVisible();

      const input = card.getByLabel('Animation video for Rocket Fox');
      await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a video') });
      await card.getByRole('button', { name: 'Upload Video' }).click();
      await expect(
        card.getByText('Please select a valid video file (MP4, WebM, QuickTime, AVI, or MKV).'),
      ).toBeVisible();

      await input.setInputFiles(VIDEO);
      await card.getByRole('button', { name: 'Upload Video' }).click();
      await expect(toasts(page).getByText('Video Uploaded')).toBeVisible();
      await expect(card.getByRole('link', { name: /Watch current video/ })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, 'admin-characters-390');
    });

    await test.step('the customer sees the new status and the video, which plays on the card', async () => {
      await customer.goto('/dashboard');
      const main = customer.getByRole('main');
      const card = main.getByRole('article', { name: 'Rocket Fox' });
      await expect(card.getByText('Awakening')).toBeVisible();
      const download = card.getByRole('link', { name: 'Download animation' });
      expect(await download.getAttribute('href')).toMatch(/\?download=1$/);
      const video = card.getByLabel('Animation of Rocket Fox');
      await expect(video).toHaveAttribute('controls', '');
      await expect(video).toHaveAttribute('preload', 'metadata');
      await video.scrollIntoViewIfNeeded();
      // It plays right there: frames decoded (readyState >= 2, a picture size) and time running.
      await video.evaluate((element: HTMLVideoElement) => element.play());
      const currentTime = () => video.evaluate((element: HTMLVideoElement) => element.currentTime);
      const start = await currentTime();
      await expect.poll(currentTime).toBeGreaterThan(start);
      const played = await video.evaluate((element: HTMLVideoElement) => ({
        muted: element.muted,
        loop: element.loop,
        width: element.videoWidth,
      }));
      expect(played.muted && played.loop).toBe(true);
      expect(played.width).toBeGreaterThan(0);
      // A busy machine may stall the playing video for a moment (readyState back to 1): wait for a frame.
      await expect
        .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
        .toBeGreaterThanOrEqual(2);
      await expectNoHorizontalOverflow(customer);
      await screenshotFromTop(customer, 'admin-video-on-customer-dashboard-390');
      await customer.context().close();
    });

    expect(errors).toEqual([]);
  });
});
