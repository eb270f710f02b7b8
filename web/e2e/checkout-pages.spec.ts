import { expect, test } from '@playwright/test';
// The seed's demo customers (tools/seed/demo-data.ts) and test cards (tools/stripe-emulator/README.md).
import {
  ADDRESS,
  BEN,
  CARDS,
  configureFrame,
  fillShippingAddress,
  newCustomerEmail,
  ORDER_URL,
  openCardForm,
  payButton,
  paymentDialog,
  screenshotFromTop,
  typeCard,
} from './checkout-helpers';
import { signInWithMailedLink } from './mailbox';
import {
  collectPageErrors,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  expectToast,
  saveScreenshot,
  toasts,
  VIEWPORTS,
  type ViewportName,
} from './support';

test.describe('checkout pages and their refusals', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test('/buy-frame and /purchase-character start the right order', async ({ page }) => {
    await page.goto('/buy-frame');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Back to Dashboard' })).toHaveAttribute('href', '/dashboard');
    await expect(main).toContainText('Configure your frame, pay securely, then upload the artwork.');
    await expectNoSeriousA11yViolations(page);
    await screenshotFromTop(page, 'buy-frame-desktop');
    await main.getByRole('link', { name: 'Start Your Frame Order' }).click();
    await expect(page).toHaveURL(/\/checkout\/configure\?type=frame$/);

    await page.goto('/purchase-character');
    await expect(main.getByText('$79.00')).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await screenshotFromTop(page, 'purchase-character-desktop');
    await main.getByRole('link', { name: 'Start Your Character Order' }).click();
    await expect(page).toHaveURL(/\/checkout\/configure\?type=character$/);
    await expect(main.getByRole('radio')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
  });

  test('a character order needs no address and goes to the card form', async ({ page }) => {
    await page.goto('/checkout/configure?type=character');
    const main = page.getByRole('main');
    await main.getByLabel('Your name').fill('Cleo Character');
    await main.getByLabel('Email').fill(newCustomerEmail('character'));
    await main.getByLabel('Character name').fill('Captain Crayon');
    await main.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page).toHaveURL(ORDER_URL);
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary).toContainText('Animated Character');
    await expect(summary).toContainText('Captain Crayon');
    await expect(summary).toContainText('$79.00');
    await expect(main.getByLabel('Address line 1')).toHaveCount(0);
    // Delivered digitally: the buyer's country instead (the browser's to start with), which the invoice's VAT follows.
    const country = main.getByLabel('Country', { exact: true });
    await expect(country).toHaveValue('US');
    await country.selectOption({ label: 'France' });
    await screenshotFromTop(page, 'character-country-desktop');
    await page.setViewportSize(VIEWPORTS.phone);
    await expectNoHorizontalOverflow(page);
    await screenshotFromTop(page, 'character-country-phone');
    await page.setViewportSize(VIEWPORTS.desktop);
    const dialog = await openCardForm(page);
    await expect(payButton(dialog)).toHaveText('Pay $79.00');
    const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
    const order = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as { billingCountry: string };
    expect(order.billingCountry).toBe('FR');
  });

  test('any other order type goes home', async ({ page }) => {
    for (const path of ['/checkout/configure?type=sticker', '/checkout/configure']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test('the configure form says what is wrong under each field', async ({ page }) => {
    await page.goto('/checkout/configure?type=frame');
    const main = page.getByRole('main');
    await main.getByLabel('Your name').fill('A');
    await main.getByLabel('Email').fill('not-an-email');
    await main.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(main.getByText('Name must be at least 2 characters')).toBeVisible();
    await expect(main.getByText('Please enter a valid email address')).toBeVisible();
    await expect(main.getByLabel('Your name')).toBeFocused();
    await expect(page).toHaveURL(/type=frame$/);
  });

  test('an unknown order says "Order Not Found" and goes home', async ({ page }) => {
    await page.goto('/checkout/payment?orderId=7b0c4f5e-1d2a-4e3b-9c8d-0a1b2c3d4e5f');
    await expectToast(page, { title: 'Order Not Found', text: 'The order could not be found. Please try again.' });
    await expect(page).toHaveURL(/\/$/);
  });

  test('a missing address part says "Incomplete Address" and opens no payment', async ({ page }) => {
    await configureFrame(page, { name: 'Ida Incomplete', email: newCustomerEmail('address') });
    const main = page.getByRole('main');
    await main.getByLabel('Address line 1').fill(ADDRESS.line1);
    await main.getByRole('button', { name: 'Pay Securely' }).click();
    await expect(toasts(page).getByText('Incomplete Address')).toBeVisible();
    await expect(main.getByText('Please complete all required shipping address fields.')).toBeVisible();
    await expect(main.getByLabel('City')).toHaveAttribute('aria-invalid', 'true');
    await expect(main.getByLabel('Phone')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(paymentDialog(page)).toHaveCount(0);
  });

  test('a refresh keeps the order, the address typed so far and the configure form', async ({ page }) => {
    await page.goto('/checkout/configure?type=frame');
    const main = page.getByRole('main');
    await main.getByLabel('Your name').fill('Rita Refresh');
    await main.getByRole('radio', { name: /^5" Frame/ }).check();
    await page.reload();
    await expect(main.getByLabel('Your name')).toHaveValue('Rita Refresh');
    await expect(main.getByRole('radio', { name: /^5" Frame/ })).toBeChecked();

    await configureFrame(page, { email: newCustomerEmail('refresh') });
    await main.getByLabel('Address line 1').fill(ADDRESS.line1);
    await main.getByLabel('City').fill(ADDRESS.city);
    await page.reload();
    await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('5" Digital Frame');
    await expect(main.getByLabel('Address line 1')).toHaveValue(ADDRESS.line1);
    await expect(main.getByLabel('City')).toHaveValue(ADDRESS.city);
  });

  test('offline, checkout says it needs a connection and does not let anyone pay', async ({ page, context }) => {
    await configureFrame(page, { name: 'Olga Offline', email: newCustomerEmail('offline') });
    await context.setOffline(true);
    await expect(
      page.getByRole('main').getByText(/You are offline\. Checkout and payment need an internet connection/),
    ).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: 'Pay Securely' })).toBeDisabled();
    await context.setOffline(false);
    await expect(page.getByRole('main').getByRole('button', { name: 'Pay Securely' })).toBeEnabled();
  });

  test('a saved pending order that is not valid is discarded without a word', async ({ page, baseURL }) => {
    await page.goto('/');
    await page.evaluate(() => localStorage.setItem('pendingOrder', '{"orderId":"nope"}'));
    await signInWithMailedLink(page, baseURL ?? '', BEN.email, '/');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('pendingOrder'))).toBeNull();
    await expect(toasts(page).getByText(/linking your order/)).toHaveCount(0);
  });
});

for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
  test.describe(`the checkout on a ${viewport}`, () => {
    test.use({ viewport: VIEWPORTS[viewport] });

    test('configure, payment with the modal open, and the upload step look right', async ({ page }) => {
      const errors = collectPageErrors(page);
      await page.goto('/checkout/configure?type=frame');
      await expect(page.getByRole('heading', { level: 1, name: 'Configure Your Frame' })).toBeVisible();
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page);
      await screenshotFromTop(page, `checkout-configure-${viewport}`);

      await configureFrame(page, { name: 'Sam Screenshot', email: newCustomerEmail('screens'), voucher: 'WELCOME10' });
      await fillShippingAddress(page);
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page);
      await screenshotFromTop(page, `checkout-payment-${viewport}`);

      const dialog = await openCardForm(page);
      await typeCard(dialog, CARDS.succeeds);
      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, `checkout-payment-modal-${viewport}`, false);

      await payButton(dialog).click();
      await page.waitForURL(/\/login\?returnTo=/);
      const returnTo = new URL(page.url()).searchParams.get('returnTo') ?? '';
      await page.goto(returnTo);
      await expect(page.getByText(/^Your order is paid\. Add your child's drawing/)).toBeVisible();
      await expect(
        page.getByRole('navigation', { name: 'Checkout steps' }).locator('[aria-current="step"]'),
      ).toHaveText(/Upload/);
      await expectNoHorizontalOverflow(page);
      await expectNoSeriousA11yViolations(page);
      await screenshotFromTop(page, `checkout-upload-${viewport}`);
      expect(errors).toEqual([]);
    });
  });
}
