import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { signInAdmin } from './admin-session';
import { ANNA } from './checkout-helpers';
import { screenshotFromTop, signInAs, withCookieChoice } from './customer-data';
import {
  collectPageErrors,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  saveScreenshot,
  toasts,
  VIEWPORTS,
} from './support';

/**
 * Variation delivery: the seed's Anna bought "Dragon at Night", which is being made; an admin
 * uploads its own video in the back office's Variations page; Anna's dashboard then offers it,
 * and the variations page plays it. Its own bytes, never the animation it was made from.
 */

const _ADMIN_EMAIL = 'admin@drawings-to-magic.test';
const MEDIA = path.resolve(import.meta.dirname, '../../tools/seed/media');
const VIDEO = path.join(MEDIA, 'dancing-dragon-preview.webm');
const BASE_FILE = path.join(MEDIA, 'dancing-dragon.webm');
const NAME = 'Dragon at Night';

test.describe('variation delivery', () => {
  test('a variation being made is uploaded by an admin; the customer downloads and plays its own video', async ({
    page,
    browser,
    baseURL,
  }) => {
    const base = baseURL ?? '';
    const errors = collectPageErrors(page);
    const [video, baseFile] = await Promise.all([readFile(VIDEO), readFile(BASE_FILE)]);

    const customerContext = await browser.newContext({ viewport: VIEWPORTS.phone, serviceWorkers: 'block' });
    await withCookieChoice(customerContext);
    const customer = await customerContext.newPage();
    const customerErrors = collectPageErrors(customer);
    const variationsOnDashboard = customer.getByRole('main').getByRole('list', { name: /^Variations of / });
    const row = variationsOnDashboard.getByRole('listitem').filter({ hasText: NAME });

    await test.step('the dashboard says "Being made" and offers no download', async () => {
      await signInAs(customer, base, ANNA.email, '/dashboard');
      await expect(row.getByText('Being made')).toBeVisible();
      await expect(row.getByRole('link', { name: `Download ${NAME}` })).toHaveCount(0);
      await expectNoSeriousA11yViolations(customer);
      await row.scrollIntoViewIfNeeded();
      await saveScreenshot(customer, 'dashboard-variation-being-made-390', false);
    });

    await test.step('an admin sees what to make and uploads its video', async () => {
      await page.setViewportSize(VIEWPORTS.desktop);
      await signInAdmin(page, base, '/admin/variations?status=being_made');
      const card = page.getByTestId('admin-variation').filter({ hasText: NAME });
      await expect(card).toContainText(ANNA.email);
      await expect(card).toContainText('Being made');
      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, 'admin-variations-being-made-1280');
      const desktopColumn = await page.getByTestId('admin-sidebar').evaluate((aside) => aside.outerHTML);
      await page.setViewportSize(VIEWPORTS.phone);
      // Until React hears of the narrower window the desktop column is still there: it must take no room.
      const columnOnPhone = await page.evaluate((html) => {
        const holder = document.createElement('div');
        holder.innerHTML = html;
        const aside = holder.firstElementChild as HTMLElement;
        document.body.append(aside);
        const display = getComputedStyle(aside).display;
        aside.remove();
        return display;
      }, desktopColumn);
      expect(columnOnPhone).toBe('none');
      await expectNoHorizontalOverflow(page);
      await saveScreenshot(page, 'admin-variations-being-made-390');

      await card.getByLabel(`Animation video for ${NAME}`).setInputFiles(VIDEO);
      await card.getByRole('button', { name: 'Upload Video' }).click();
      await expect(toasts(page).getByText('Video Uploaded')).toBeVisible();
      // Delivered: it leaves the "being made" list and is listed as ready.
      await expect(card).toHaveCount(0);
      await page.getByLabel('Show variations with status').selectOption('ready');
      await expect(card.getByText('Ready')).toBeVisible();
      await expect(card.getByRole('link', { name: /^Watch the delivered video/ })).toBeVisible();
      await page.setViewportSize(VIEWPORTS.desktop);
      await saveScreenshot(page, 'admin-variations-ready-1280');
    });

    await test.step('the customer downloads it and plays it on the variations page', async () => {
      await customer.reload();
      await expect(row.getByText('Ready')).toBeVisible();
      const download = row.getByRole('link', { name: `Download ${NAME}` });
      const file = await customer.request.get((await download.getAttribute('href')) ?? '');
      expect(file.status()).toBe(200);
      const body = await file.body();
      expect(body.equals(video)).toBe(true);
      expect(body.equals(baseFile)).toBe(false);
      await row.scrollIntoViewIfNeeded();
      await saveScreenshot(customer, 'dashboard-variation-ready-390', false);

      await customer
        .getByRole('main')
        .getByRole('link', { name: /^Variations of / })
        .first()
        .click();
      const player = customer.getByLabel(`Video of ${NAME}`);
      await expect(player).toHaveAttribute('src', /\/api\/user\/variations\/.+\/file$/);
      await expect
        .poll(() => player.evaluate((element: HTMLVideoElement) => element.readyState))
        .toBeGreaterThanOrEqual(1);
      await expectNoHorizontalOverflow(customer);
      await expectNoSeriousA11yViolations(customer);
      await screenshotFromTop(customer, 'variations-delivered-390');
      await customer.setViewportSize(VIEWPORTS.desktop);
      await screenshotFromTop(customer, 'variations-delivered-1280');
      await customerContext.close();
    });
    expect(errors).toEqual([]);
    expect(customerErrors).toEqual([]);
  });
});
