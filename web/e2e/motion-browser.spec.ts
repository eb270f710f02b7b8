import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { PLAN_MOTIONS } from '@dtm/animate/schema';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { frameOrderWithDrawing, openFrameStudio } from './studio-helpers';
import { collectCspViolations, collectPageErrors, saveScreenshot, VIEWPORTS } from './support';

const DRAWING = path.resolve(import.meta.dirname, '../../animate/fixtures/drawings/char1/texture.png');

// The thumbnails loop for visitors who do not ask for reduced motion (the suite's default asks).
test.use({ reducedMotion: 'no-preference' });

/** What one thumbnail shows right now. */
function thumbnailPicture(thumbnail: Locator): Promise<Buffer> {
  return thumbnail.screenshot({ animations: 'allow' });
}

async function expectAccessible(page: Page, selector: string) {
  const results = await new AxeBuilder({ page }).include(selector).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

test('the motion browser: the figure loops in a thumbnail per motion, and one tap plays it on the stage', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  const csp = collectCspViolations(page);
  const started = Date.now();
  const lap = (what: string) => console.info(`${what}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/preview');
  await page.getByRole('button', { name: 'Reject non-essential' }).click();
  await page.getByTestId('preview-photo-input').setInputFiles(DRAWING);
  await page.getByRole('button', { name: 'Next' }).click({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Make it move' }).click();

  lap('cut-out');
  // One thumbnail of the parent's own figure per motion of its plan, each named by its motion.
  const browser = page.getByRole('group', { name: 'Motion' });
  const choices = browser.getByRole('radio');
  await expect(choices).toHaveCount(PLAN_MOTIONS.biped.length);
  await expect(browser.getByRole('radio', { name: 'Wave', exact: true })).toBeChecked();
  const stage = page.getByTestId('preview-stage');
  await expect(stage).toHaveAttribute('aria-label', 'Your drawing doing the wave');

  // Every card is a finger-sized target, and the thumbnails move.
  const cards = browser.locator('label');
  for (const card of await cards.all()) {
    const box = await card.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(44);
    expect(box?.height ?? 0).toBeGreaterThanOrEqual(44);
  }
  const jumpCard = cards.filter({ has: page.getByRole('radio', { name: 'Jump', exact: true }) });
  const jumpThumbnail = jumpCard.locator('[data-motion]');
  await expect(jumpThumbnail.getByTestId('motion-thumbnail')).toHaveCount(1);
  const first = await thumbnailPicture(jumpThumbnail);
  await expect.poll(async () => (await thumbnailPicture(jumpThumbnail)).equals(first)).toBe(false);

  lap('thumbnails');
  // One tap on the thumbnail: the stage plays the jump.
  await jumpThumbnail.click();
  await expect(browser.getByRole('radio', { name: 'Jump', exact: true })).toBeChecked();
  await expect(browser.getByRole('radio', { name: 'Wave', exact: true })).not.toBeChecked();
  await expect(stage).toHaveAttribute('aria-label', 'Your drawing doing the jump');
  const stagePicture = () => stage.evaluate((canvas) => (canvas as HTMLCanvasElement).toDataURL());
  const jumping = await stagePicture();
  await expect.poll(stagePicture).not.toBe(jumping);
  // From the keyboard: the arrow moves to the next motion and plays it.
  await browser.getByRole('radio', { name: 'Jump', exact: true }).press('ArrowRight');
  const third = PLAN_MOTIONS.biped[2];
  await expect(browser.getByRole('radio', { checked: true })).not.toHaveAccessibleName('Jump');
  await expect(stage).not.toHaveAttribute('aria-label', 'Your drawing doing the jump');
  if (third)
    await expect(stage).toHaveAttribute('aria-label', new RegExp(`doing the ${third.replaceAll('-', '.')}`, 'i'));

  lap('chosen');
  await browser.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'motion-browser-phone', false);
  await expectAccessible(page, '[data-testid="motion-browser"]');
  await page.setViewportSize(VIEWPORTS.desktop);
  await browser.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'motion-browser-desktop', false);

  lap('screenshots and axe');
  // Asked for reduced motion, the thumbnails hold still.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.waitForTimeout(300);
  const held = await thumbnailPicture(jumpThumbnail);
  await page.waitForTimeout(400);
  expect((await thumbnailPicture(jumpThumbnail)).equals(held)).toBe(true);
  expect(errors).toEqual([]);
  expect(csp).toEqual([]);
});

test('the studio sequences any of the plan’s motions, each offered by its label and loop length', async ({
  page,
  browser,
  baseURL,
}) => {
  const errors = collectPageErrors(page);
  const orderId = await frameOrderWithDrawing(browser, baseURL ?? '', 'motions');
  const studio = await openFrameStudio(page, baseURL ?? '', orderId);
  const first = studio.getByLabel('Motion 1', { exact: true });
  const options = await first.locator('option').allTextContents();
  expect(options).toHaveLength(PLAN_MOTIONS.biped.length);
  for (const option of options) expect(option).toMatch(/^[A-Z][a-z ]+ \(\d+(\.\d)? s\)$/);

  // The longest motion, three times in a 1 s clip: too long to speed up, and the length field says so.
  const seconds = (option: string) => Number(option.match(/\(([\d.]+) s\)$/)?.[1]);
  const longest = options.reduce((a, b) => (seconds(b) > seconds(a) ? b : a));
  await first.selectOption({ label: longest });
  await studio.getByLabel('Times motion 1 plays').fill('3');
  await studio.getByLabel('Clip length (seconds)').fill('1');
  const note = studio.getByTestId('studio-length-note');
  await expect(note).toHaveText(/^These motions take [\d.]+\s+s, so the clip lasts [\d.]+\s+s/);
  await expect(studio.getByLabel('Clip length (seconds)')).toHaveAccessibleDescription(/These motions take/);
  const lasts = Number((await note.textContent())?.match(/lasts ([\d.]+)\s+s/)?.[1]);
  // Played at most half as fast again: two thirds of the motions' own length, as the stage plays it.
  expect(lasts).toBeCloseTo((seconds(longest) * 3) / 1.5, 0);
  await expect(studio.getByTestId('studio-clip-length')).toContainText(`${lasts.toFixed(1)} s loop`);
  await note.scrollIntoViewIfNeeded();
  await saveScreenshot(page, 'motion-browser-studio-1280', false);
  expect(errors).toEqual([]);
});
