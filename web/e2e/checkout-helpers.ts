/** What the checkout browser tests share: demo customers, cards, and the steps of the order and payment forms. */
import { expect, type Locator, type Page } from '@playwright/test';
import { saveScreenshot } from './support';

// The seed's demo customers (tools/seed/demo-data.ts) and test cards (tools/stripe-emulator/README.md).

export const ANNA = {
  id: '00000000-0000-4000-8000-000000000002',
  email: 'anna.parent@example.com',
  name: 'Anna Schmidt',
};
export const BEN = { email: 'ben.parent@example.com', name: 'Ben Okafor' };
export const CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  threeDSecure: '4000 0025 0000 3155',
} as const;

export const ADDRESS = { line1: 'Elbchaussee 12', city: 'Hamburg', postalCode: '22765', country: 'DE' } as const;
export const ORDER_URL = /\/checkout\/payment\?orderId=[0-9a-f-]{36}$/;
export const UPLOAD_URL = /\/checkout\/upload\?token=[A-Za-z0-9_-]{16,}$/;

/** A fresh address per test: a guest who signs in afterwards gets a new account. */
export function newCustomerEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

export function paymentDialog(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Secure Payment' });
}

export function orderIdOf(page: Page): string {
  const id = new URL(page.url()).searchParams.get('orderId');
  if (!id) throw new Error(`no orderId in ${page.url()}`);
  return id;
}

export type ApiOrder = {
  paymentStatus: string;
  userId: string | null;
  amount: string;
  discountAmount: string;
  voucherCode: string | null;
  uploadToken?: string | null;
};

/** The order as the API shows it to this browser (its order cookie or its session). */
export async function readOrder(page: Page, orderId: string): Promise<ApiOrder> {
  const response = await page.request.get(`/api/orders/${orderId}`);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ApiOrder;
}

/** Step 1: the configure form for a frame, submitted; lands on the payment step. */
export async function configureFrame(
  page: Page,
  input: { name?: string; email?: string; size?: '5' | '7'; voucher?: string } = {},
) {
  if (!page.url().includes('/checkout/configure?type=frame')) await page.goto('/checkout/configure?type=frame');
  const form = page.getByRole('main');
  if (input.name !== undefined) await form.getByLabel('Your name').fill(input.name);
  // Without a name the signed-in customer's own fills in: wait for it, as a person would.
  else await expect(form.getByLabel('Your name')).not.toHaveValue('');
  if (input.email !== undefined) await form.getByLabel('Email').fill(input.email);
  if (input.size) await form.getByRole('radio', { name: new RegExp(`^${input.size}" Frame`) }).check();
  if (input.voucher !== undefined) await form.getByLabel('Voucher code').fill(input.voucher);
  await form.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL(ORDER_URL);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment' })).toBeVisible();
}

export async function fillShippingAddress(page: Page) {
  const main = page.getByRole('main');
  await main.getByLabel('Address line 1').fill(ADDRESS.line1);
  await main.getByLabel('City').fill(ADDRESS.city);
  await main.getByLabel('Postal code').fill(ADDRESS.postalCode);
  await main.getByLabel('Country').selectOption(ADDRESS.country);
}

/** Opens the payment modal and waits for the card form. */
export async function openCardForm(page: Page): Promise<Locator> {
  await page.getByRole('main').getByRole('button', { name: 'Pay Securely' }).click();
  const dialog = paymentDialog(page);
  await expect(dialog.getByLabel('Card number')).toBeVisible();
  return dialog;
}

export async function typeCard(dialog: Locator, number: string) {
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry date').fill('1234');
  await dialog.getByLabel('CVC').fill('123');
}

/** A full-page screenshot from the top, so the fixed top bar sits where a visitor sees it. */
export async function screenshotFromTop(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await saveScreenshot(page, name);
}

export function payButton(dialog: Locator): Locator {
  return dialog.getByRole('button', { name: /^Pay \$/ });
}
