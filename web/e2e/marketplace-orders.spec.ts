import { REFUND_MESSAGES } from '@dtm/shared/refunds';
import { expect, test } from '@playwright/test';
import { signInAdmin } from './admin-session';
import { payWithCard, signInNewCustomer, withCookieChoice } from './customer-data';
import { collectPageErrors, saveScreenshot, toasts, VIEWPORTS } from './support';

/**
 * Issue #37 item 1: a marketplace purchase is an order like any other. The customer buys a
 * background and sees it in "Your orders"; the admin finds it among the Orders of its kind and
 * refunds it from the order's dialog; the customer's order says Refunded and the background can
 * be bought again (it is no longer theirs).
 */
test.describe('marketplace orders', () => {
  test.beforeEach(async ({ context }) => withCookieChoice(context));

  test("a background bought in the marketplace is in Your orders and the admin's Orders, and refunds from its dialog", async ({
    page,
    browser,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    const errors = collectPageErrors(page);
    await page.setViewportSize(VIEWPORTS.desktop);
    const email = await signInNewCustomer(page, base, 'bg-order', '/backgrounds');
    const main = page.getByRole('main');
    const buy = main.getByRole('button', { name: /^Buy for \$2\.99 \(Candy Land\)/ });
    await buy.click();
    const payment = page.getByRole('dialog', { name: 'Secure Payment' });
    // The buyer's country first (the invoice's VAT follows it): required, then France is sent.
    const country = payment.getByLabel('Country', { exact: true });
    await expect(country).toHaveValue('');
    await payment.getByRole('button', { name: 'Continue to payment' }).click();
    await expect(payment.getByText('Please choose your country.')).toBeVisible();
    await country.selectOption({ label: 'France' });
    const started = page.waitForRequest((request) => /\/api\/backgrounds\/[^/]+\/purchase$/.test(request.url()));
    await payment.getByRole('button', { name: 'Continue to payment' }).click();
    expect((await started).postDataJSON()).toEqual({ country: 'FR' });
    await payWithCard(payment);
    await expect(payment.getByText('is yours.')).toBeVisible();
    await payment.getByRole('button', { name: 'Close payment' }).click();

    // The customer's "Your orders": the background, its price, paid.
    await page.goto('/dashboard');
    const card = main.getByRole('listitem').filter({ hasText: 'Marketplace: Background' });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('$2.99');
    await expect(card.getByTestId('order-payment')).toHaveText('Paid');
    await card.scrollIntoViewIfNeeded();
    await saveScreenshot(page, 'marketplace-order-your-orders', false);

    // The admin's Orders, filtered to backgrounds; not among the frames.
    const admin = await (await browser.newContext()).newPage();
    await withCookieChoice(admin.context());
    await admin.setViewportSize(VIEWPORTS.desktop);
    await signInAdmin(admin, base, '/admin/orders?type=background');
    const row = admin.getByTestId('admin-order').filter({ hasText: email });
    await expect(row).toHaveCount(1);
    await expect(row).toContainText('Background');
    await expect(row).toContainText('2.99');
    await expect(admin.getByLabel('Kind')).toHaveValue('background');
    await saveScreenshot(admin, 'marketplace-order-admin-orders', false);
    await admin.getByLabel('Kind').selectOption('frame');
    await expect(admin).toHaveURL(/type=frame/);
    await expect(admin.getByTestId('admin-order').filter({ hasText: email })).toHaveCount(0);
    await admin.getByLabel('Kind').selectOption('background');
    await expect(row).toHaveCount(1);

    // Refunded in full from the order's dialog.
    await row.getByRole('button', { name: /^View order / }).click();
    const dialog = admin.getByRole('dialog', { name: /^Order #/ });
    await expect(dialog.getByRole('definition').filter({ hasText: 'Background: Candy Land' })).toHaveCount(1);
    const refund = dialog.getByRole('form', { name: 'Refund this order' });
    await refund.getByRole('button', { name: 'Refund $2.99', exact: true }).click();
    await refund.getByRole('button', { name: 'Confirm: Refund $2.99' }).click();
    await expect(toasts(admin).getByText(REFUND_MESSAGES.done(299))).toBeVisible();
    await expect(refund).toHaveCount(0);
    await expect(dialog.getByRole('link', { name: 'Download credit note' })).toHaveCount(1);

    // The customer: the order says Refunded, and the background is for sale to them again.
    await page.reload();
    await expect(card.getByTestId('order-payment')).toHaveText('Refunded');
    await page.goto('/backgrounds');
    await expect(buy).toBeVisible();
    expect(errors).toEqual([]);
  });
});
