import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { finishedLine } from '../src/features/admin/studio/studio-finished';
import { signInAdmin, VIDEO } from './admin-session';
import { frameOrderWithDrawing } from './studio-helpers';
import { collectPageErrors, expectNoHorizontalOverflow, saveScreenshot, VIEWPORTS } from './support';

/**
 * After approval (#36): "Mark as final" clicked in the version list of a reopened studio makes that
 * version the frame's animation; from then on the studio offers no "Send preview" (the server would
 * refuse it) and says why. And the studio's first paint on a phone says it is opening while its
 * drawing is still being fetched, never a blank page.
 */

/** The studio of the order's frame, opened from Frame Management (the drawing's first reading is slow on a busy machine). */
async function openFrameStudio(page: Page, base: string, orderId: string) {
  await page.setViewportSize(VIEWPORTS.desktop);
  await signInAdmin(page, base, `/admin/frame-management?search=${orderId}`);
  await page
    .getByTestId('admin-frame')
    .getByRole('link', { name: /^Open studio/ })
    .click();
  const studio = page.getByTestId('animation-studio');
  await expect(studio.getByTestId('studio-stage')).toBeVisible({ timeout: 120_000 });
  return studio;
}

/** As a finished render does: the version's file uploaded to it (the render itself is tested in studio-jobs). */
async function uploadRender(page: Page, frameId: string, version: number) {
  const uploaded = await page.request.post(`/api/admin/frames/${frameId}/recipes/${version}/video`, {
    headers: { Origin: new URL(page.url()).origin },
    multipart: { video: { name: `v${version}.webm`, mimeType: 'video/webm', buffer: await readFile(VIDEO) } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
}

test('Mark as final from the version list of a reopened studio; no Send preview after it, and why', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(360_000);
  const base = baseURL ?? '';
  const errors = collectPageErrors(page);
  const orderId = await frameOrderWithDrawing(browser, base, 'studio-final');
  let studio = await openFrameStudio(page, base, orderId);
  const frameId = new URL(page.url()).pathname.split('/').pop() ?? '';
  const studioUrl = page.url();

  // Version 1 saved in the studio; its render uploaded.
  await studio.getByRole('button', { name: 'Save version' }).click();
  await expect(studio.getByTestId('studio-origin')).toContainText('Editing version 1.');
  await uploadRender(page, frameId, 1);

  // Reopened (a fresh page load): the version list offers both; Mark as final is clicked there.
  await page.goto(studioUrl);
  studio = page.getByTestId('animation-studio');
  const version1 = studio.getByTestId('studio-version').filter({ hasText: 'Version 1' });
  await expect(version1.getByRole('button', { name: 'Send preview of version 1' })).toBeVisible({ timeout: 120_000 });
  await version1.getByRole('button', { name: 'Mark as final version 1' }).click();

  const finished = studio.getByTestId('studio-finished');
  await expect(finished).toHaveText(/^Marked as final on .+: the frame keeps version 1\./);
  await expect(version1).toContainText('· final');
  await expect(studio.getByRole('button', { name: /^Send preview/ })).toHaveCount(0);
  const history = await page.request.get(`/api/admin/frames/${frameId}/recipes`);
  const body = (await history.json()) as {
    status: string;
    recipes: { version: number; deliveredBy: string; deliveredAt: string }[];
  };
  expect(body.status).toBe('ready');
  const final = body.recipes.find((item) => item.version === 1);
  expect(final?.deliveredBy).toBe('admin');

  // A newer version: it can be marked final to replace the animation, never sent as a preview.
  await studio.getByLabel('Clip length (seconds)').fill('3');
  await studio.getByRole('button', { name: 'Save version' }).click();
  await expect(studio.getByTestId('studio-origin')).toContainText('Editing version 2.');
  await uploadRender(page, frameId, 2);
  await page.goto(studioUrl);
  const version2 = studio.getByTestId('studio-version').filter({ hasText: 'Version 2' });
  await expect(version2.getByRole('button', { name: 'Mark as final version 2' })).toBeVisible({ timeout: 120_000 });
  await expect(studio.getByRole('button', { name: /^Send preview/ })).toHaveCount(0);
  await expect(finished).toHaveText(finishedLine({ version: 1, at: final?.deliveredAt ?? '', by: 'admin' }, 'frames'));
  await saveScreenshot(page, 'admin-studio-finished-1280');
  await page.setViewportSize(VIEWPORTS.phone);
  await finished.scrollIntoViewIfNeeded();
  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, 'admin-studio-finished-phone', false);
  expect(errors).toEqual([]);
});

test('on a phone the studio says "Opening the studio…" while its drawing is still on its way', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const base = baseURL ?? '';
  const errors = collectPageErrors(page);
  const orderId = await frameOrderWithDrawing(browser, base, 'studio-first-paint');
  await openFrameStudio(page, base, orderId);
  const studioUrl = page.url();
  const artwork = await page.request.get(`/api/order/${orderId}/artwork`);
  const drawing = ((await artwork.json()) as { files: { viewUrl: string }[] }).files[0]?.viewUrl ?? '';
  expect(drawing).not.toBe('');

  // The drawing's bytes are held back until the page has been looked at.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  let asked = false;
  await page.route(
    (url) => url.pathname === new URL(drawing, base).pathname,
    async (route) => {
      asked = true;
      await held;
      await route.continue();
    },
  );
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto(studioUrl, { waitUntil: 'commit' });
  const skeleton = page.getByTestId('studio-skeleton');
  await expect(skeleton.getByRole('status')).toContainText('Opening the studio…');
  await expect.poll(() => asked).toBe(true);
  await expect(skeleton).toContainText('Reading the drawing…');
  await expect(page.getByTestId('studio-stage')).toHaveCount(0);
  await expectNoHorizontalOverflow(page);
  await saveScreenshot(page, 'admin-studio-opening-phone', false);

  release();
  await expect(page.getByTestId('studio-stage')).toBeVisible({ timeout: 120_000 });
  await expect(skeleton).toHaveCount(0);
  expect(errors).toEqual([]);
});
