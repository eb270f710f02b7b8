import path from 'node:path';
import { type Browser, expect, type Locator, type Page, test } from '@playwright/test';
import { signInAdmin } from './admin-session';
import { paidOrder, signInNewCustomer, withCookieChoice } from './customer-data';
import { collectPageErrors, expectNoHorizontalOverflow, saveScreenshot, TAKE_SCREENSHOTS, VIEWPORTS } from './support';
import { makePng } from './upload-files';
import { chooseFiles, uploaderItem } from './upload-helpers';

/**
 * Issue #37: one order state on every screen. A refunded, a partly refunded and a cancelled order
 * read the same on the customer's dashboard, in the admin's list and dialog and in the dashboard's
 * counts; a paid order without its drawing is uploaded to from its dashboard card.
 */

type Stats = { orders: { total: number; paid: number; pending: number } };

async function customerBrowser(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone, serviceWorkers: 'block' });
  await withCookieChoice(context);
  const page = await context.newPage();
  const email = await signInNewCustomer(page, baseURL, 'states');
  return { context, page, email };
}

/** An unpaid frame order of the signed-in customer (created, not paid). */
async function unpaidOrder(page: Page, baseURL: string, email: string) {
  const created = await page.request.post('/api/orders/frame', {
    headers: { Origin: new URL(baseURL).origin },
    data: { customerName: 'Pat Parent', customerEmail: email, frameSize: '7' },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { orderId: string }).orderId;
}

async function refund(admin: Page, baseURL: string, orderId: string, amountCents?: number) {
  const response = await admin.request.post(`/api/admin/orders/${orderId}/refunds`, {
    headers: { Origin: new URL(baseURL).origin },
    data: { idempotencyKey: crypto.randomUUID(), ...(amountCents ? { amountCents } : {}) },
  });
  expect(response.status(), await response.text()).toBe(201);
}

async function stats(admin: Page): Promise<Stats> {
  return (await (await admin.request.get('/api/admin/stats')).json()) as Stats;
}

/** The customer's card of one order under "Your orders". */
function orderCard(page: Page, orderId: string): Locator {
  return page
    .getByRole('region', { name: 'Your orders' })
    .getByRole('listitem')
    .filter({ hasText: `#${orderId.slice(0, 8)}` });
}

/** The admin's row of one order in the Orders list, searched by its number. */
async function adminRow(admin: Page, orderId: string): Promise<Locator> {
  const short = orderId.slice(0, 8);
  await admin.goto(`/admin/orders?search=${short}`);
  const row = admin.getByTestId('admin-order').filter({ hasText: `#${short}` });
  await expect(row).toHaveCount(1);
  return row;
}

test.describe('order states (issue #37)', () => {
  test('a refunded, a partly refunded and a cancelled order read the same for the customer, the admin and the counts', async ({
    browser,
    page: admin,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    const errors = collectPageErrors(admin);
    await admin.setViewportSize({ width: 1280, height: 800 });
    await signInAdmin(admin, base, '/admin/dashboard');
    const customer = await customerBrowser(browser, base);
    const refunded = await paidOrder(customer.page, base, 'frame', customer.email, '7');
    const partly = await paidOrder(customer.page, base, 'frame', customer.email, '7');
    const cancelled = await unpaidOrder(customer.page, base, customer.email);

    await refund(admin, base, refunded);
    await refund(admin, base, partly, 3000);

    // The customer cancels the unpaid one on the dashboard: the admin's pending figure drops by one.
    const before = await stats(admin);
    await customer.page.goto('/dashboard');
    const toCancel = orderCard(customer.page, cancelled);
    await toCancel.getByRole('button', { name: 'Cancel order' }).click();
    await toCancel.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(toCancel.getByTestId('order-payment')).toHaveText('Cancelled');
    const after = await stats(admin);
    expect(after.orders.pending).toBe(before.orders.pending - 1);

    // The customer's cards.
    const dashboard = customer.page;
    await dashboard.reload();
    const refundedCard = orderCard(dashboard, refunded);
    await expect(refundedCard.getByTestId('order-payment')).toHaveText('Refunded');
    await expect(refundedCard).toContainText(/Refunded: \$129\.00 went back to your card on [A-Z][a-z]{2} \d{1,2}\./);
    await expect(refundedCard.getByRole('list', { name: /^Fulfilment/ })).toHaveCount(0);
    await expect(refundedCard.getByRole('link', { name: 'Upload your drawing' })).toHaveCount(0);
    const partlyCard = orderCard(dashboard, partly);
    await expect(partlyCard.getByTestId('order-payment')).toHaveText('Partly refunded $30.00');
    await expect(partlyCard).toContainText('The rest of your order goes ahead as planned.');
    await expect(partlyCard.getByRole('link', { name: 'Upload your drawing' })).toBeVisible();
    const cancelledCard = orderCard(dashboard, cancelled);
    await expect(cancelledCard).toContainText('Nothing was charged');
    await expect(cancelledCard.getByRole('link', { name: 'Complete payment' })).toHaveCount(0);
    // The refunded order's frame no longer says it is being made.
    const frames = dashboard.getByRole('region', { name: 'Your frames' });
    await expect(frames.getByText('The order was refunded, so our artists stopped work on it.')).toHaveCount(1);
    await expectNoHorizontalOverflow(dashboard);
    await saveScreenshot(dashboard, 'order-states-customer-390', true);
    if (TAKE_SCREENSHOTS) {
      // The changed cards on their own, at phone size, to look at.
      await dashboard
        .getByRole('region', { name: 'Your orders' })
        .screenshot({ path: path.join(import.meta.dirname, '..', 'screenshots', 'order-states-orders-390.png') });
      await frames.screenshot({
        path: path.join(import.meta.dirname, '..', 'screenshots', 'order-states-frames-390.png'),
      });
    }

    // The admin's list: the same words, no fulfilment select once it will not be fulfilled.
    const refundedRow = await adminRow(admin, refunded);
    await expect(refundedRow).toContainText('Refunded');
    await expect(refundedRow).toContainText('Not fulfilled');
    await expect(refundedRow.getByRole('combobox')).toHaveCount(0);
    const partlyRow = await adminRow(admin, partly);
    await expect(partlyRow).toContainText('Partly refunded $30.00');
    await expect(partlyRow.getByRole('combobox')).toHaveCount(1);
    const cancelledRow = await adminRow(admin, cancelled);
    await expect(cancelledRow).toContainText('Cancelled');
    await expect(cancelledRow).not.toContainText('Awaiting payment');
    await expect(cancelledRow.getByRole('combobox')).toHaveCount(0);

    // The cancelled order's dialog: "Cancelled", the voucher line says nothing is used, the timeline in words.
    await cancelledRow.getByRole('button', { name: `View order #${cancelled.slice(0, 8)}` }).click();
    const dialog = admin.getByRole('dialog', { name: `Order #${cancelled.slice(0, 8)}` });
    await expect(dialog.getByText('Cancelled', { exact: true })).toBeVisible();
    await expect(dialog).toContainText('Not fulfilled (order cancelled)');
    const timeline = dialog.getByRole('list', { name: 'Order timeline' });
    await expect(timeline).toContainText('Cancelled by the customer before paying; voucher use given back');
    await expect(timeline).not.toContainText('order.cancelled');
    await expect(dialog.getByRole('link', { name: /^View uploaded artwork/ })).toHaveCount(0);
    await saveScreenshot(admin, 'order-states-admin-dialog-1280', false);
    await admin.keyboard.press('Escape');

    // The dashboard's counts read the same as the API's.
    await admin.goto('/admin/dashboard');
    const figures = await stats(admin);
    await expect(admin.getByText(`${figures.orders.paid} paid · ${figures.orders.pending} pending`)).toBeVisible();

    // Frame Management lists only what still needs work: the partly refunded frame, not the refunded one.
    await admin.goto(`/admin/frame-management?search=${encodeURIComponent(customer.email)}`);
    await expect(admin.getByText(`#${partly.slice(0, 8)}`)).toBeVisible();
    await expect(admin.getByText(`#${refunded.slice(0, 8)}`)).toHaveCount(0);

    await customer.context.close();
    expect(errors).toEqual([]);
  });

  test('a paid order without its drawing is uploaded to from its dashboard card', async ({ browser, baseURL }) => {
    const base = baseURL ?? '';
    const customer = await customerBrowser(browser, base);
    const page = customer.page;
    const orderId = await paidOrder(page, base, 'frame', customer.email, '5');
    await page.goto('/dashboard');
    const card = orderCard(page, orderId);
    const upload = card.getByRole('link', { name: 'Upload your drawing' });
    await expect(upload).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'order-states-missing-drawing-390', false);
    // The frame's card offers the same way in.
    await expect(
      page.getByRole('region', { name: 'Your frames' }).getByRole('link', { name: 'Upload your drawing' }),
    ).toHaveCount(1);

    await upload.click();
    await expect(page).toHaveURL(/\/upload\/[A-Za-z0-9_-]+$/);
    await chooseFiles(page, [{ name: 'drawing.png', mimeType: 'image/png', buffer: makePng(400, 300) }]);
    await expect(uploaderItem(page, 'drawing.png')).toHaveClass(/is-complete/, { timeout: 60_000 });
    await page.getByRole('button', { name: 'Submit Artwork' }).click();
    await expect(page.getByRole('heading', { name: 'Artwork Submitted!' })).toBeVisible();

    await page.goto('/dashboard');
    await expect(orderCard(page, orderId).getByRole('link', { name: 'Upload your drawing' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Your frames' })).toContainText('We received your drawing');
    await customer.context.close();
  });
  test('"Complete payment" keeps the shipping address entered before', async ({ browser, baseURL }) => {
    const base = baseURL ?? '';
    const customer = await customerBrowser(browser, base);
    const page = customer.page;
    const errors = collectPageErrors(page);
    const orderId = await unpaidOrder(page, base, customer.email);
    // The first try: the address typed at checkout went with the payment's set-up, then the card was not paid.
    const address = {
      name: 'Camille Martin',
      line1: '12 rue de la Paix',
      line2: 'Bâtiment B',
      city: 'Paris',
      postalCode: '75002',
      country: 'FR',
      phone: '+33 1 23 45 67 89',
    };
    const setup = await page.request.post(`/api/orders/${orderId}/payment-intent`, {
      headers: { Origin: new URL(base).origin },
      data: { shippingAddress: address },
    });
    expect(setup.status(), await setup.text()).toBe(200);

    // Later, from the dashboard (another visit: nothing typed is left in this tab).
    await page.goto('/dashboard');
    await orderCard(page, orderId).getByRole('link', { name: 'Complete payment' }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout/payment\\?orderId=${orderId}`));
    const main = page.getByRole('main');
    await expect(main.getByLabel('Full name')).toHaveValue('Camille Martin');
    await expect(main.getByLabel('Address line 1')).toHaveValue('12 rue de la Paix');
    await expect(main.getByLabel('Address line 2')).toHaveValue('Bâtiment B');
    await expect(main.getByLabel('City')).toHaveValue('Paris');
    await expect(main.getByLabel('Postal code')).toHaveValue('75002');
    await expect(main.getByLabel('Country', { exact: true })).toHaveValue('FR');
    await expect(main.getByLabel('Phone')).toHaveValue('+33 1 23 45 67 89');
    await saveScreenshot(page, 'order-states-complete-payment-390');
    await page.setViewportSize(VIEWPORTS.desktop);
    await expectNoHorizontalOverflow(page);
    await saveScreenshot(page, 'order-states-complete-payment-1280');
    expect(errors).toEqual([]);
    await customer.context.close();
  });
});
