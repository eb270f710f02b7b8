import { readFileSync } from 'node:fs';
import path from 'node:path';
import { type Browser, expect, type Page } from '@playwright/test';
import { signInAdmin } from './admin-session';
import { signInNewCustomer, withCookieChoice } from './customer-data';
import { VIEWPORTS } from './support';
import { chooseFiles, createPaidFrameOrder, uploaderItem } from './upload-helpers';

export const ADMIN_EMAIL = 'admin@drawings-to-magic.test';
// A small drawing (0.3 megapixels), so the automatic cut-out is quick on a busy machine.
const DRAWING = path.resolve(import.meta.dirname, '../../animate/fixtures/drawings/char1/texture.png');

/** A new customer's paid 7" frame order with its drawing (or `drawing`, a PNG) submitted (on a phone); its order id. */
export async function frameOrderWithDrawing(
  browser: Browser,
  base: string,
  who: string,
  drawing: Buffer = readFileSync(DRAWING),
): Promise<string> {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone, serviceWorkers: 'block' });
  await withCookieChoice(context);
  const customer = await context.newPage();
  await signInNewCustomer(customer, base, who);
  const { orderId, token } = await createPaidFrameOrder(customer, base);
  await customer.goto(`/checkout/upload?token=${token}`);
  await chooseFiles(customer, [{ name: 'drawing.png', mimeType: 'image/png', buffer: drawing }]);
  await expect(uploaderItem(customer, 'drawing.png')).toHaveClass(/is-complete/, { timeout: 30_000 });
  await customer.getByRole('button', { name: 'Submit Artwork' }).click();
  await expect(customer.getByRole('status').getByText('We received your artwork file')).toBeVisible();
  await context.close();
  return orderId;
}

/** Signs the admin in and opens the studio of the order's frame from Frame Management. */
export async function openFrameStudio(page: Page, base: string, orderId: string) {
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAdmin(page, base, `/admin/frame-management?search=${orderId}`);
  const card = page.getByTestId('admin-frame');
  await expect(card).toHaveCount(1);
  await card.getByRole('link', { name: /^Open studio/ }).click();
  const studio = page.getByTestId('animation-studio');
  // The drawing's first reading takes a while on a busy machine.
  await expect(studio.getByTestId('studio-stage')).toBeVisible({ timeout: 120_000 });
  return studio;
}
