import { RENDER_STATUS_TEXTS, RENDER_TEXTS } from '@dtm/shared/render-jobs';
import { expect, test } from '@playwright/test';
import { frameOrderWithDrawing, openFrameStudio } from './studio-helpers';
import { collectPageErrors, saveScreenshot } from './support';

/**
 * Renders as jobs (#36): a render goes on while the admin uses other admin pages, every rendered
 * version offers Send preview in the version list of a reopened studio, and a render stopped by a
 * closed tab resumes in a new one from the parts already stored.
 */

const partStored =
  (version: number, part: number) => (response: { url(): string; request(): { method(): string }; status(): number }) =>
    response.request().method() === 'PUT' &&
    response.url().includes(`/recipes/${version}/renders/video/parts/${part}`) &&
    response.status() === 200;

test('a render goes on when the admin leaves the studio, and a stopped one resumes in a new tab', async ({
  page,
  browser,
  baseURL,
}) => {
  // Two renders of a few seconds each and two readings of the drawing on a busy 2-core machine (CPU-bound).
  test.setTimeout(480_000);
  const base = baseURL ?? '';
  const errors = collectPageErrors(page);
  const started = Date.now();
  const lap = (what: string) => console.info(`${what}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const orderId = await frameOrderWithDrawing(browser, base, 'studio-jobs');
  let studio = await openFrameStudio(page, base, orderId);
  await studio.getByLabel('Clip length (seconds)').fill('4');
  await expect(studio.getByTestId('studio-clip-length')).toContainText('4.0 s loop');
  lap('studio open');

  // 1. Render, and leave for Frame Management once the first part is stored: it goes on.
  const firstPart = page.waitForResponse(partStored(1, 0));
  await studio.getByRole('button', { name: /^Render video/ }).click();
  await firstPart;
  await studio.getByRole('link', { name: 'Frame Management' }).click();
  await expect(page).toHaveURL(/\/admin\/frame-management/);
  const bar = page.getByTestId('render-run');
  // On a quick machine the short clip may be stored already: the bar shows the job either way.
  await expect(bar).toContainText(/version 1: ((Rendering|Uploading) \d+%|Uploaded)/);
  await saveScreenshot(page, 'admin-render-running-elsewhere-1280', false);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(bar).toBeInViewport();
  await saveScreenshot(page, 'admin-render-running-elsewhere-phone', false);
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(bar).toContainText(`version 1: ${RENDER_STATUS_TEXTS.status.uploaded(100)}`, { timeout: 180_000 });
  lap('rendered while on Frame Management');

  // 2. Back in the studio (a fresh page load: nothing of the render in memory), the version list offers Send preview.
  await page.goto(`/admin/frame-management?search=${orderId}`);
  await page
    .getByTestId('admin-frame')
    .getByRole('link', { name: /^Open studio/ })
    .click();
  studio = page.getByTestId('animation-studio');
  const version1 = studio.getByTestId('studio-version').filter({ hasText: 'Version 1' });
  await expect(version1.getByRole('link', { name: 'Watch version 1' })).toBeVisible({ timeout: 30_000 });
  // The job's state as the server has it: uploaded, then sent once the preview goes to the customer.
  const states = version1.getByTestId('studio-version-renders');
  await expect(states).toHaveText(RENDER_STATUS_TEXTS.line('video', 'uploaded', 100));
  await version1.getByRole('button', { name: 'Send preview of version 1' }).click();
  await expect(version1.getByText('The customer was sent version 1 to review.')).toBeVisible();
  await expect(states).toHaveText(RENDER_STATUS_TEXTS.line('video', 'sent', 100));
  lap('sent from the version list');

  // 3. A new version; its tab is closed after its first part: a new tab resumes from that part.
  await studio.getByLabel('Clip length (seconds)').fill('5');
  await expect(studio.getByTestId('studio-clip-length')).toContainText('5.0 s loop');
  const stored = page.waitForResponse(partStored(2, 0));
  await studio.getByRole('button', { name: /^Render video/ }).click();
  await stored;
  const studioUrl = page.url();
  await page.close();
  lap('tab closed after part 0 of version 2');

  const next = await page.context().newPage();
  const nextErrors = collectPageErrors(next);
  // The new tab reads the drawing again before it resumes (half a minute and more on a busy machine).
  const kept = next.waitForResponse(
    (response) => response.request().method() === 'GET' && response.url().includes('/recipes/2/renders/video/parts/0'),
    { timeout: 180_000 },
  );
  await next.goto(studioUrl);
  studio = next.getByTestId('animation-studio');
  // Stopped moments ago, the server still counts it as running: the studio offers to take it over
  // (on a slow machine it may already count as stopped, and the studio resumes it by itself).
  const resumeHere = studio.getByRole('button', { name: RENDER_TEXTS.resumeHere });
  const resumed = studio.getByText(/^Resumed: 1 of 3 parts were kept from before\./);
  await expect(resumeHere.or(resumed)).toBeVisible({ timeout: 180_000 });
  await saveScreenshot(next, 'admin-render-stopped-elsewhere-1280', false);
  if (await resumeHere.isVisible()) await resumeHere.click();
  expect((await kept).status()).toBe(200);
  await expect(resumed).toBeVisible();
  const rendered = studio.getByTestId('studio-rendered');
  await expect(rendered).toContainText('Version 2: 1024 x 600', { timeout: 180_000 });
  lap('resumed and uploaded');

  // The joined file plays whole: 5 s of 1024x600.
  const video = await studio.getByTestId('studio-video').evaluate(async (element: HTMLVideoElement) => {
    if (element.readyState < 1)
      await new Promise((resolve) => element.addEventListener('loadedmetadata', resolve, { once: true }));
    return { width: element.videoWidth, height: element.videoHeight, duration: element.duration };
  });
  expect(video).toMatchObject({ width: 1024, height: 600 });
  expect(video.duration).toBeGreaterThan(4.8);
  expect(video.duration).toBeLessThan(5.2);
  const history = await next.request.get(
    `${new URL(studioUrl).pathname.replace('/admin/studio/', '/api/admin/')}/recipes`,
  );
  const recipes = (await history.json()) as {
    recipes: { version: number; videoKey: string | null; renders: { state: string }[] }[];
  };
  expect(recipes.recipes.find((item) => item.version === 2)).toMatchObject({ renders: [{ state: 'uploaded' }] });
  await saveScreenshot(next, 'admin-render-resumed-1280', false);
  expect([...errors, ...nextErrors]).toEqual([]);
});
