import { expect, type Page, test } from '@playwright/test';
import { OFFLINE_TEXTS } from '../src/features/offline/texts';
import { ADMIN_EMAIL, mailsTo, signInAdmin, unique } from './admin-session';
import { paidOrder, signInNewCustomer } from './customer-data';
import { collectPageErrors, expectNoSeriousA11yViolations, saveScreenshot, toasts, VIEWPORTS } from './support';

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
        .getByLabel(`Fulfillment status for order #${orderId.slice(0, 8)}`)
        .selectOption('shipped');
      await expect(toasts(page).getByText('Fulfillment status updated successfully.')).toBeVisible();
      await expect
        .poll(async () => (await mailsTo(page.request, customerEmail)).map((mail) => mail.subject))
        .toContain(`Your order #${orderId.slice(0, 8)} has shipped`);

      await rows
        .first()
        .getByRole('button', { name: `View order #${orderId.slice(0, 8)}` })
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
});
