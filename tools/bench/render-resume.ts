/**
 * Benchmark (not a test) of a studio render that survives a closed tab (#36): a 10 s 1024x600 clip
 * rendered by the studio's real render path (the admin's page in Debian's headless Chromium,
 * WebCodecs, each part kept on the server as it is made). First the same clip uninterrupted, for
 * the reference; then a second order's clip whose admin tab is closed once about half of its parts
 * are stored; a new tab opens the studio, which resumes from the kept parts. Prints the total wall
 * time (from the first Render click to the file uploaded in the second tab), the time lost against
 * the uninterrupted render, and how many parts were kept and how many rendered again.
 *
 * Usage (from the repo root, against a running e2e or dev server that serves the built app):
 *   node_modules/.bin/tsx tools/bench/render-resume.ts --url http://127.0.0.1:8861
 * Options: --clip <seconds> (default 10), --drawing <png>, --stop <fraction of parts, default 0.5>.
 */
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { type APIRequestContext, type Browser, chromium, type Page, type Response, request } from '@playwright/test';
import { RENDER_TEXTS } from '../../shared/src/render-jobs.ts';
import { benchShop, ok } from './bench-shop.ts';

const root = resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:8861' },
    clip: { type: 'string', default: '10' },
    drawing: { type: 'string', default: 'animate/fixtures/drawings/char1/texture.png' },
    stop: { type: 'string', default: '0.5' },
  },
});
const base = values.url;
const { headers, signInLink, paidFrameOrder, tusUpload } = benchShop(base);
const ADMIN_EMAIL = 'admin@drawings-to-magic.test';

/** A paid 7" frame order with the drawing submitted (API, Stripe emulator, tus upload as the upload page does). */
async function orderWithDrawing(customer: APIRequestContext, email: string, drawing: Buffer): Promise<string> {
  const { orderId, token } = await paidFrameOrder(customer, email);
  await tusUpload(drawing, token, 'drawing.png');
  const state = await ok<{ files: { url: string }[] }>('upload state', customer.get(`/api/upload/${token}`));
  await ok(
    'submit',
    customer.post(`/api/upload/${token}/submit`, { data: { artworkUrls: state.files.map((f) => f.url) }, headers }),
  );
  return orderId;
}

/** Opens the order's studio (Frame Management, Open studio) and sets the clip length. */
async function openStudio(page: Page, orderId: string) {
  await page.goto(`/admin/frame-management?search=${orderId}`);
  await page
    .getByTestId('admin-frame')
    .getByRole('link', { name: /^Open studio/ })
    .click();
  const studio = page.getByTestId('animation-studio');
  await studio.getByTestId('studio-stage').waitFor({ timeout: 300_000 });
  await studio.getByLabel('Clip length (seconds)').fill(values.clip);
  return studio;
}

const partStored = (response: Response) =>
  response.request().method() === 'PUT' &&
  /\/renders\/video\/parts\/\d+$/.test(response.url()) &&
  response.status() === 200;

async function main(browser: Browser) {
  const drawing = await readFile(resolve(root, values.drawing));
  const customer = await request.newContext({ baseURL: base });
  const email = `render-resume-${Date.now()}@example.com`;
  await customer.get(await signInLink(customer, email, '/dashboard'));
  const [first, second] = [
    await orderWithDrawing(customer, email, drawing),
    await orderWithDrawing(customer, email, drawing),
  ];
  const context = await browser.newContext({
    baseURL: base,
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
  });
  let page = await context.newPage();
  page.setDefaultTimeout(120_000);
  await page.goto(await signInLink(context.request, ADMIN_EMAIL, '/admin'));

  // 1. The reference: the clip rendered in one go.
  let studio = await openStudio(page, first);
  const clipText = await studio.getByTestId('studio-clip-length').textContent();
  let started = performance.now();
  await studio.getByRole('button', { name: /^Render video/ }).click();
  await studio.getByTestId('studio-rendered').waitFor({ timeout: 900_000 });
  const uninterrupted = performance.now() - started;
  const made = await studio.getByTestId('studio-rendered').locator('p').first().textContent();
  console.info(`clip: ${clipText?.trim()}; ${made?.trim()}`);
  console.info(`uninterrupted render (click -> uploaded): ${(uninterrupted / 1000).toFixed(1)} s`);

  // 2. The same clip of another order; the tab is closed once about half of its parts are stored.
  studio = await openStudio(page, second);
  const studioUrl = page.url();
  let parts = 0;
  let stored = 0;
  page.on('response', (response) => {
    if (response.request().method() === 'PUT' && /\/renders\/video$/.test(response.url())) {
      void response.json().then((job: { parts: number }) => {
        parts = job.parts;
      });
    }
    if (partStored(response)) stored += 1;
  });
  started = performance.now();
  await studio.getByRole('button', { name: /^Render video/ }).click();
  while (parts === 0 || stored < Math.round(parts * Number(values.stop)))
    await page.waitForResponse(partStored, { timeout: 600_000 });
  const closedAt = performance.now() - started;
  await page.close({ runBeforeUnload: false });
  console.info(`tab closed after ${(closedAt / 1000).toFixed(1)} s with ${stored} of ${parts} parts stored`);

  // 3. A new tab: the studio resumes from the kept parts (offers "Resume here" while the stop is fresh).
  page = await context.newPage();
  page.setDefaultTimeout(120_000);
  await page.goto(studioUrl);
  studio = page.getByTestId('animation-studio');
  const resumeHere = studio.getByRole('button', { name: RENDER_TEXTS.resumeHere });
  const resumed = studio.getByText(/^Resumed: \d+ of \d+ parts were kept from before\./);
  await resumeHere.or(resumed).first().waitFor({ timeout: 300_000 });
  const reopenedAt = performance.now() - started;
  if (await resumeHere.isVisible()) await resumeHere.click();
  const kept = Number(
    (/Resumed: (\d+) of/.exec((await resumed.textContent({ timeout: 300_000 })) ?? '') ?? [])[1] ?? 0,
  );
  await studio.getByTestId('studio-rendered').waitFor({ timeout: 900_000 });
  const total = performance.now() - started;
  console.info(`reopened and resuming after ${(reopenedAt / 1000).toFixed(1)} s (the studio reads the drawing again)`);
  console.info(
    `\ninterrupted render, click -> uploaded in the new tab: ${(total / 1000).toFixed(1)} s; ` +
      `uninterrupted: ${(uninterrupted / 1000).toFixed(1)} s; time lost: ${((total - uninterrupted) / 1000).toFixed(1)} s; ` +
      `parts kept ${kept} of ${parts}, rendered in the new tab ${parts - kept} (${stored - kept} of them made before the close but not kept)`,
  );
  await context.close();
  await customer.dispose();
}

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--no-first-run'],
});
try {
  await main(browser);
} finally {
  await browser.close();
}
