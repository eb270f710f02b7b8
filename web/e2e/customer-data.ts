/** Data for the customer-side browser tests (#8): fresh customers and paid orders made through the API. */
import { type BrowserContext, expect, type Locator, type Page } from '@playwright/test';
import { mailIdsFor, testClientAddress, waitForSignInLink } from './mailbox';
import { saveScreenshot } from './support';

/** A visitor who already made a cookie choice, so the banner stays out of the screenshots. */
export async function withCookieChoice(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const key = 'dtm-cookie-consent';
    if (!window.localStorage.getItem(key)) {
      const choice = { version: 1, preferences: false, analytics: false, decidedAt: '2025-08-14T09:00:00.000Z' };
      window.localStorage.setItem(key, JSON.stringify(choice));
    }
  });
}

/** A full-page screenshot from the top, so the fixed top bar sits where a visitor sees it. */
export async function screenshotFromTop(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

/**
 * Signs the page's browser in through the mailed link. Each call comes from its own test
 * address (documentation range), so these tests never use up the sign-in rate limit that the
 * other specs share on one CI server.
 */
export async function signInAs(page: Page, baseURL: string, email: string, returnTo = '/dashboard') {
  const seen = await mailIdsFor(page.request, email);
  const response = await page.request.post('/api/auth/sign-in/magic-link', {
    data: { email, returnTo },
    headers: {
      Origin: new URL(baseURL).origin,
      'cf-connecting-ip': testClientAddress(),
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  await page.goto(await waitForSignInLink(page.request, email, seen));
  await expect(page).toHaveURL(new URL(returnTo, baseURL).href);
}

/** A fresh customer (new e-mail), signed in in this page's browser, landing on `returnTo`. */
export async function signInNewCustomer(page: Page, baseURL: string, label: string, returnTo = '/dashboard') {
  const email = `${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
  await signInAs(page, baseURL, email, returnTo);
  return email;
}

const ADDRESS = { name: 'Pat Parent', line1: 'Main St 1', city: 'Hamburg', postalCode: '20457', country: 'DE' };

/**
 * A paid frame or character order of the signed-in customer, made as the checkout would: the
 * order, its payment set up, the card 4242 confirmed at the Stripe emulator, then completed.
 * `customerEmail` is the address typed at checkout (the return form matches it).
 */
export async function paidOrder(
  page: Page,
  baseURL: string,
  type: 'frame' | 'character',
  customerEmail = 'pat@example.com',
  frameSize: '5' | '7' = '5',
) {
  const origin = new URL(baseURL).origin;
  const headers = { Origin: origin };
  const created = await page.request.post(`/api/orders/${type}`, {
    headers,
    data: {
      customerName: 'Pat Parent',
      customerEmail,
      ...(type === 'frame' ? { frameSize } : {}),
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { orderId } = (await created.json()) as { orderId: string };
  const setup = await page.request.post(
    `/api/orders/${orderId}/${type === 'frame' ? 'payment-intent' : 'character-payment-intent'}`,
    { headers, data: type === 'frame' ? { shippingAddress: ADDRESS } : { country: ADDRESS.country } },
  );
  expect(setup.status(), await setup.text()).toBe(200);
  const { clientSecret } = (await setup.json()) as { clientSecret: string };
  const config = (await (await page.request.get('/api/payments/config')).json()) as { emulatorUrl: string };
  const confirmed = await page.request.post(new URL('/emulator/confirm', config.emulatorUrl).href, {
    data: {
      clientSecret,
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' },
      return_url: `${origin}/dashboard`,
    },
  });
  expect(confirmed.status()).toBe(200);
  const paymentIntentId = clientSecret.split('_secret_')[0];
  const completed = await page.request.patch(
    `/api/orders/${orderId}/${type === 'frame' ? 'complete-payment' : 'complete-character-payment'}`,
    { headers, data: { paymentIntentId } },
  );
  expect(((await completed.json()) as { paymentStatus: string }).paymentStatus).toBe('paid');
  return orderId;
}

/** The marketplace purchase's first step: the buyer's country (the invoice's VAT follows it). */
export async function chooseCountry(dialog: Locator, country = 'Germany') {
  await dialog.getByLabel('Country', { exact: true }).selectOption({ label: country });
  await dialog.getByRole('button', { name: 'Continue to payment' }).click();
}

/** Pays in the purchase modal with the emulator's card form (or the Payment Element's same labels). */
export async function payWithCard(dialog: Locator, number = '4242 4242 4242 4242') {
  await expect(dialog.getByLabel('Card number')).toBeVisible();
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry date').fill('1234');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: /^Pay \$/ }).click();
}
