import { readFileSync } from 'node:fs';
import path from 'node:path';
import { skeletonFor } from '@dtm/animate';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { signInAdmin } from './admin-session';
import { signInNewCustomer, withCookieChoice } from './customer-data';
import { collectPageErrors, saveScreenshot, VIEWPORTS } from './support';
import { chooseFiles, createPaidFrameOrder, uploaderItem } from './upload-helpers';

/**
 * The studio's automatic start on a real phone photo: an order whose parent saved no preview and
 * for which no version exists. The studio reads the drawing as the instant preview does (the
 * original upload at 1600 px, the preview's worker: cut-out, plan, joints), not the 480 px picture
 * the server makes for lists, so the admin sees the garlic person as a person, its body filled,
 * with a person's 15 joints.
 */

// A phone photo of a garlic person drawn on paper (Meta's Animated Drawings), 1200x1600, upright.
const PHOTO = path.resolve(import.meta.dirname, '../../animate/fixtures/drawings/garlic-photo-1600.jpg');

type ArtworkFile = { id: string; viewUrl: string; previewUrl: string | null };

async function orderWithPhoto(browser: Browser, base: string): Promise<string> {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone, serviceWorkers: 'block' });
  await withCookieChoice(context);
  const customer = await context.newPage();
  await signInNewCustomer(customer, base, 'studio-auto');
  const { orderId, token } = await createPaidFrameOrder(customer, base);
  await customer.goto(`/checkout/upload?token=${token}`);
  await chooseFiles(customer, [{ name: 'garlic.jpg', mimeType: 'image/jpeg', buffer: readFileSync(PHOTO) }]);
  await expect(uploaderItem(customer, 'garlic.jpg')).toHaveClass(/is-complete/, { timeout: 30_000 });
  await customer.getByRole('button', { name: 'Submit Artwork' }).click();
  await expect(customer.getByRole('status').getByText('We received your artwork file')).toBeVisible();
  await context.close();
  return orderId;
}

/** The order's photo once the queue has made its small picture for lists (the one the studio must not read). */
async function photoWithSmallPicture(page: Page, orderId: string): Promise<ArtworkFile> {
  let file: ArtworkFile | undefined;
  await expect
    .poll(
      async () => {
        const answer = await page.request.get(`/api/order/${orderId}/artwork`);
        file = ((await answer.json()) as { files: ArtworkFile[] }).files[0];
        return file?.previewUrl ?? null;
      },
      { timeout: 60_000 },
    )
    .toMatch(/\?preview=1$/);
  if (!file) throw new Error('the order has its photo');
  return file;
}

test('the studio starts a photo with no saved preview as the preview would: a filled person with 15 joints', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const base = baseURL ?? '';
  const errors = collectPageErrors(page);
  const orderId = await orderWithPhoto(browser, base);

  await page.setViewportSize({ width: 1280, height: 800 });
  await signInAdmin(page, base, `/admin/frame-management?search=${orderId}`);
  const photo = await photoWithSmallPicture(page, orderId);
  // Nothing saved to start from: no preview from the parent (null) and no version of the animation.
  expect(await (await page.request.get(`/api/order/${orderId}/preview`)).json()).toBeNull();

  const read: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith(`/api/order/${orderId}/artwork/`)) read.push(url.pathname + url.search);
  });
  const card = page.getByTestId('admin-frame');
  await expect(card).toHaveCount(1);
  await card.getByRole('link', { name: /^Open studio/ }).click();
  const studio = page.getByTestId('animation-studio');
  await expect(studio.getByTestId('studio-origin')).toContainText('automatic cut-out', { timeout: 60_000 });
  // The original upload was read (the preview's picture), never the small one made for lists.
  expect(read).toContain(photo.viewUrl);
  expect(read).not.toContain(photo.previewUrl);

  const person = skeletonFor('biped').joints.length;
  const figure = studio.getByTestId('studio-figure');
  await expect(figure).toHaveAttribute('data-plan', 'biped');
  await expect(figure).toHaveAttribute('data-joints', String(person));
  // The body is filled, not a hollow outline with only the head coloured in.
  const filled = Number(await figure.getAttribute('data-mask-filled'));
  console.info(`garlic photo: mask fills ${(filled * 100).toFixed(1)}% of its outline`);
  expect(filled).toBeGreaterThan(0.9);
  await expect(studio.getByTestId('studio-stage')).toBeVisible();
  await saveScreenshot(page, 'studio-auto-start-1280', false);

  // What the admin sees on the plan's tab: "Person" chosen, one handle per joint of a person.
  await studio.getByRole('tab', { name: 'Body & joints' }).click();
  const plan = studio.getByTestId('preview-plan');
  await expect(plan.getByRole('radio', { name: 'Person' })).toBeChecked();
  await expect(plan.getByRole('status')).toContainText('a person');
  const editor = studio.getByTestId('preview-joint-editor');
  await expect(editor.getByRole('button', { name: /^Move the / })).toHaveCount(person);
  await saveScreenshot(page, 'studio-auto-start-joints-1280', false);

  await studio.getByRole('tab', { name: 'Motion & look' }).click();
  await page.setViewportSize(VIEWPORTS.phone);
  await expect(studio.getByTestId('studio-stage')).toBeVisible();
  await saveScreenshot(page, 'studio-auto-start-390', true);
  expect(errors).toEqual([]);
});
