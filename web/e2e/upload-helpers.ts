import { expect, type Locator, type Page } from '@playwright/test';

/** The seed's demo customer and upload links (tools/seed/demo-orders.ts). */
export const BEN = {
  email: 'ben.parent@example.com',
  name: 'Ben Okafor',
  /** Order index 3: Ben's paid 7" frame whose artwork is not submitted yet (only looked at, never submitted here). */
  unsubmittedToken: 'demo-upload-token-4',
} as const;
/** Order index 0: Anna's frame, artwork submitted. */
export const SUBMITTED_TOKEN = 'demo-upload-token-1';

const ADDRESS = { name: BEN.name, line1: 'Elbchaussee 12', city: 'Hamburg', postalCode: '22765', country: 'DE' };

type PaymentSetup = { clientSecret: string; uploadToken: string | null };
type PaymentConfig = { provider: string; emulatorUrl?: string };

/**
 * A new frame order for the signed-in customer, paid with 4242 through the API and the local
 * Stripe emulator (as the card form does): each test gets its own upload link.
 */
export async function createPaidFrameOrder(page: Page, baseURL: string): Promise<{ orderId: string; token: string }> {
  const origin = new URL(baseURL).origin;
  const headers = { Origin: origin };
  const created = await page.request.post('/api/orders/frame', {
    data: { customerName: BEN.name, customerEmail: BEN.email, frameSize: '7' },
    headers,
  });
  expect(created.status(), await created.text()).toBe(201);
  const { orderId } = (await created.json()) as { orderId: string };
  const setup = await page.request.post(`/api/orders/${orderId}/payment-intent`, {
    data: { shippingAddress: ADDRESS, withoutVoucher: false },
    headers,
  });
  expect(setup.status(), await setup.text()).toBe(200);
  const { clientSecret } = (await setup.json()) as PaymentSetup;
  const config = (await (await page.request.get('/api/payments/config')).json()) as PaymentConfig;
  expect(config.provider, 'the browser tests pay through the local Stripe emulator').toBe('emulator');
  const confirmed = await page.request.post(new URL('/emulator/confirm', config.emulatorUrl).href, {
    data: {
      clientSecret,
      card: { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' },
      return_url: `${origin}/`,
    },
  });
  const { paymentIntent } = (await confirmed.json()) as { paymentIntent: { id: string; status: string } };
  expect(paymentIntent.status).toBe('succeeded');
  const completed = await page.request.patch(`/api/orders/${orderId}/complete-payment`, {
    data: { paymentIntentId: paymentIntent.id },
    headers,
  });
  expect(completed.status(), await completed.text()).toBe(200);
  const order = (await (await page.request.get(`/api/orders/${orderId}`)).json()) as { uploadToken: string | null };
  if (!order.uploadToken) throw new Error('a paid order has an upload token');
  return { orderId, token: order.uploadToken };
}

/** Chooses files the way a person does: "choose files" in the empty uploader opens the file picker. */
export async function chooseFiles(page: Page, files: { name: string; mimeType: string; buffer: Buffer }[]) {
  const chooser = page.waitForEvent('filechooser');
  await uploader(page).getByRole('button', { name: 'choose files' }).click();
  await (await chooser).setFiles(files);
}

/** Uppy's Dashboard inside the upload form. */
export function uploader(page: Page): Locator {
  return page.locator('.uppy-Dashboard');
}

/** One file's card in the Dashboard. */
export function uploaderItem(page: Page, name: string): Locator {
  return uploader(page).getByRole('listitem').filter({ hasText: name });
}
