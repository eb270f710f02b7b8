import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { withCookieChoice } from './customer-data';
import { collectCspViolations, collectPageErrors, saveScreenshot, VIEWPORTS } from './support';
import { twoFigurePage } from './two-figure-page';

/** A monster with the word "terex" written above it: the letters are left out of the cut-out. */
const MONSTER = path.resolve(import.meta.dirname, '../../animate/fixtures/drawings/wild-dev/0099.png');
const CUTOUT_HEADING = 'Is the yellow line around the whole figure?';

/** axe on the preview: no serious issue. */
async function expectAccessible(page: Page) {
  const results = await new AxeBuilder({ page }).include('[data-testid="preview-studio"]').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
}

function canvasPixels(canvas: Locator): Promise<string> {
  return canvas.evaluate((element) => (element as HTMLCanvasElement).toDataURL());
}

/** Next, then "Make it move": the stage's canvas changes between frames. */
async function expectItMoves(page: Page, screenshot: string) {
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Make it move' }).click();
  const stage = page.getByTestId('preview-stage');
  await expect(stage).toBeVisible({ timeout: 60_000 });
  const first = await canvasPixels(stage);
  await expect.poll(() => canvasPixels(stage), { timeout: 60_000 }).not.toBe(first);
  await saveScreenshot(page, screenshot, false);
}

/** Both sizes of screen, the part that matters in the middle. */
async function screenshots(page: Page, target: Locator, name: string) {
  for (const viewport of ['phone', 'desktop'] as const) {
    await page.setViewportSize(VIEWPORTS[viewport]);
    await target.evaluate((node) => node.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await saveScreenshot(page, `${name}-${viewport}`, false);
  }
  await page.setViewportSize(VIEWPORTS.phone);
}

/** The two-figure page uploaded and set moving: the stage with the first drawing alone on it. */
async function twoFigureStage(page: Page): Promise<Locator> {
  const buffer = await twoFigurePage(page);
  await page.getByTestId('preview-photo-input').setInputFiles({ name: 'two.png', mimeType: 'image/png', buffer });
  await expect(page.getByRole('heading', { name: CUTOUT_HEADING })).toBeVisible({ timeout: 60_000 });
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Make it move' }).click();
  const stage = page.getByTestId('preview-stage');
  await expect(stage).toHaveAttribute('data-figures', '1', { timeout: 60_000 });
  return stage;
}

/**
 * A frame half a second into a downloaded video, decoded and played by the browser (a recorded
 * WebM cannot be seeked: it is played until its time has moved on), and the runs of columns with
 * dark strokes in it: one run a figure (gaps narrower than 3% of the width are within a figure).
 */
async function videoFrame(page: Page, bytes: Buffer, type: string) {
  return page.evaluate(
    async ([base64, type]) => {
      const data = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const video = document.createElement('video');
      video.muted = true;
      video.src = URL.createObjectURL(new Blob([data], { type }));
      await new Promise<void>((resolve, reject) => {
        video.onloadeddata = () => resolve();
        video.onerror = () => reject(new Error(`video error ${video.error?.code}`));
      });
      // Played until its time is past the first moments (or it ended), then held on that frame.
      const moved = new Promise<void>((resolve) => {
        const check = () => {
          if (video.currentTime < 0.5 && !video.ended) return;
          video.pause();
          resolve();
        };
        video.ontimeupdate = check;
        video.onended = check;
      });
      await video.play();
      await moved;
      const { videoWidth: width, videoHeight: height } = video;
      const canvas = document.createElement('canvas');
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext('2d', { willReadFrequently: true });
      if (!context) throw new Error('no 2D canvas');
      context.drawImage(video, 0, 0);
      const { data: pixels } = context.getImageData(0, 0, width, height);
      // Columns with a few clearly dark pixels (the pen's strokes, not the paper or a shadow).
      const dark: boolean[] = [];
      for (let x = 0; x < width; x++) {
        let count = 0;
        for (let y = 0; y < height; y++) {
          const i = (y * width + x) * 4;
          const light = 0.299 * (pixels[i] ?? 255) + 0.587 * (pixels[i + 1] ?? 255) + 0.114 * (pixels[i + 2] ?? 255);
          if (light < 90) count++;
        }
        dark.push(count >= 3);
      }
      const gap = Math.ceil(width * 0.03);
      const runs: [number, number][] = [];
      dark.forEach((isDark, x) => {
        if (!isDark) return;
        const last = runs.at(-1);
        if (last && x - last[1] <= gap) last[1] = x;
        else runs.push([x, x]);
      });
      return { width, height, time: video.currentTime, runs, picture: canvas.toDataURL('image/png') };
    },
    [bytes.toString('base64'), type] as const,
  );
}

let cspViolations: string[] = [];
test.beforeEach(async ({ page }) => {
  cspViolations = collectCspViolations(page);
  await withCookieChoice(page.context());
  await page.setViewportSize(VIEWPORTS.phone);
  await page.goto('/preview');
});
test.afterEach(() => {
  expect(cspViolations, 'refused by the Content-Security-Policy').toEqual([]);
});

test('the marks left out of the cut-out are shown, and one added back still moves', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = collectPageErrors(page);
  await page.getByTestId('preview-photo-input').setInputFiles(MONSTER);
  await expect(page.getByRole('heading', { name: CUTOUT_HEADING })).toBeVisible({ timeout: 60_000 });

  // The letters of "terex" are left out, said in words and outlined on the drawing.
  const note = page.getByTestId('preview-left-out-note');
  await expect(note).toHaveText(/^We left out \d+ marks beside the drawing\. Tap one to add it back\.$/);
  const count = Number(/\d+/.exec((await note.textContent()) ?? '')?.[0]);
  expect(count).toBeGreaterThanOrEqual(2);
  const marks = page.getByRole('button', { name: /^Add back mark \d+$/ });
  await expect(marks).toHaveCount(count);
  const first = page.getByRole('button', { name: 'Add back mark 1' });
  expect((await first.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await screenshots(page, page.getByTestId('preview-cutout-canvas'), 'preview-left-out');
  await expectAccessible(page);

  // Added back: one mark fewer; Undo brings it back, and it is added again.
  await first.click();
  await expect(first).toHaveCount(0);
  await expect(marks).toHaveCount(count - 1);
  // The keyboard's place is kept: on the next mark's button.
  await expect(page.getByRole('button', { name: 'Add back mark 2' })).toBeFocused();
  await expect(note).toContainText(`We left out ${count - 1} mark`);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(marks).toHaveCount(count);
  await first.focus();
  await page.keyboard.press('Enter');
  await expect(marks).toHaveCount(count - 1);
  await saveScreenshot(page, 'preview-left-out-added-phone', false);

  // The plan and joints are read again with the mark, and the figure still moves.
  await expectItMoves(page, 'preview-left-out-moving-phone');
  expect(errors).toEqual([]);
});

test('a page with two drawings says so, and the other one can be brought to life instead', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = collectPageErrors(page);
  const buffer = await twoFigurePage(page);
  await page.getByTestId('preview-photo-input').setInputFiles({ name: 'two.png', mimeType: 'image/png', buffer });
  await expect(page.getByRole('heading', { name: CUTOUT_HEADING })).toBeVisible({ timeout: 60_000 });

  const note = page.getByTestId('preview-others-note');
  await expect(note).toHaveText(
    'We found 2 drawings on this page. This one is moving; tap another to bring it to life instead.',
  );
  // The larger figure, on the left, moves first; the other is a button on the page.
  const moving = page.getByTestId('preview-moving-drawing');
  await expect(moving).toHaveAttribute('data-drawing', '1');
  const other = page.getByRole('button', { name: 'Bring drawing 2 to life' });
  await expect(other).toBeVisible();
  const size = await other.boundingBox();
  expect(Math.min(size?.width ?? 0, size?.height ?? 0)).toBeGreaterThanOrEqual(44);
  await screenshots(page, note, 'preview-two-drawings');
  await expectAccessible(page);

  const cutout = page.getByTestId('preview-cutout-canvas');
  const before = await canvasPixels(cutout);
  await other.click();
  // The other one moves now, and the first is offered to switch back.
  await expect(moving).toHaveAttribute('data-drawing', '2', { timeout: 60_000 });
  await expect(page.getByRole('button', { name: 'Bring drawing 1 to life' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Bring drawing 2 to life' })).toHaveCount(0);
  expect(await canvasPixels(cutout)).not.toBe(before);
  await expect(note).toHaveText(/^We found 2 drawings on this page\./);
  await saveScreenshot(page, 'preview-two-drawings-switched-phone', false);

  await expectItMoves(page, 'preview-two-drawings-moving-phone');
  await expect(note).toBeVisible();
  expect(errors).toEqual([]);
});

test('two drawings of a page move together, and the one added can be taken out again', async ({ page }) => {
  test.setTimeout(240_000);
  const errors = collectPageErrors(page);
  const stage = await twoFigureStage(page);

  // Added beside the first, with its own motion: the stage plays both.
  await page.getByRole('button', { name: 'Add drawing 2 too' }).click();
  await expect(stage).toHaveAttribute('data-figures', '2', { timeout: 60_000 });
  await expect(stage).toHaveAccessibleName('Your 2 drawings moving together');
  await expect(page.getByLabel("Drawing 2's motion")).toBeVisible();
  const first = await canvasPixels(stage);
  await expect.poll(() => canvasPixels(stage), { timeout: 60_000 }).not.toBe(first);
  await screenshots(page, stage, 'preview-two-together');
  await expectAccessible(page);

  // Taken out again: the first moves alone, and the second can be added again.
  await page.getByRole('button', { name: 'Remove drawing 2' }).click();
  await expect(stage).toHaveAttribute('data-figures', '1');
  await expect(page.getByRole('button', { name: 'Add drawing 2 too' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('two drawings moving together download as one video with both, also where the browser has no video encoder', async ({
  page,
}) => {
  test.setTimeout(300_000);
  const errors = collectPageErrors(page);
  // No WebCodecs (as on many phones): the video is recorded from a canvas with MediaRecorder.
  await page.addInitScript(() => {
    delete (window as unknown as { VideoEncoder?: unknown }).VideoEncoder;
  });
  await page.reload();
  expect(await page.evaluate(() => 'VideoEncoder' in window)).toBe(false);
  const stage = await twoFigureStage(page);
  await page.getByRole('button', { name: 'Add drawing 2 too' }).click();
  await expect(stage).toHaveAttribute('data-figures', '2', { timeout: 60_000 });

  await page.getByLabel('Video size').selectOption({ label: '800 x 480 (5 inch frame)' });
  const downloading = page.waitForEvent('download', { timeout: 150_000 });
  await page.getByRole('button', { name: 'Download video' }).click();
  const download = await downloading;
  const name = download.suggestedFilename();
  expect(name).toMatch(/^drawing-[a-z-]+-800x480\.(webm|mp4)$/);
  const bytes = readFileSync(await download.path());
  const frame = await videoFrame(page, bytes, name.endsWith('.webm') ? 'video/webm' : 'video/mp4');
  // The frame as decoded, kept with the test's results.
  const picture = Buffer.from(frame.picture.replace(/^data:image\/png;base64,/, ''), 'base64');
  writeFileSync(test.info().outputPath('video-frame.png'), picture);
  expect(frame.width).toBe(800);
  expect(frame.height).toBe(480);
  expect(frame.time).toBeGreaterThan(0);
  // Both drawings are in the file, side by side as on the page: two groups of strokes, not one.
  expect(frame.runs.length, `columns with strokes: ${JSON.stringify(frame.runs)}`).toBeGreaterThanOrEqual(2);
  expect(errors).toEqual([]);
});
