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
import { Upload } from 'tus-js-client';
import { RENDER_TEXTS } from '../../shared/src/render-jobs.ts';

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
const origin = new URL(base).origin;
const headers = { Origin: origin };
const ADMIN_EMAIL = 'admin@drawings-to-magic.test';

async function ok<T>(what: string, response: Promise<{ status(): number; text(): Promise<string> }>): Promise<T> {
  const answer = await response;
  const text = await answer.text();
  if (answer.status() >= 300) throw new Error(`${what}: HTTP ${answer.status()} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}

/** A sign-in link from the local mailbox (as the magic link mail is followed). */
async function signInLink(context: APIRequestContext, email: string, returnTo: string): Promise<string> {
  type Mail = { id: string | number; to: string; links: string[] };
  const mails = async () => ok<Mail[]>('mailbox', context.get('/dev/mailbox.json'));
  const seen = new Set((await mails()).filter((m) => m.to === email).map((m) => String(m.id)));
  await ok('sign-in', context.post('/api/auth/sign-in/magic-link', { data: { email, returnTo }, headers }));
  for (let i = 0; i < 240; i++) {
    const fresh = (await mails()).find((m) => m.to === email && !seen.has(String(m.id)));
    const link = fresh?.links.find((candidate) => candidate.includes('/api/auth/magic-link/verify'));
    if (link) return link;
    await new Promise((done) => setTimeout(done, 250));
  }
  throw new Error(`no sign-in mail to ${email}`);
}

/** A paid 7" frame order with the drawing submitted (API, Stripe emulator, tus upload as the upload page does). */
async function orderWithDrawing(customer: APIRequestContext, email: string, drawing: Buffer): Promise<string> {
  const { orderId } = await ok<{ orderId: string }>(
    'order',
    customer.post('/api/orders/frame', {
      data: { customerName: 'Bench Parent', customerEmail: email, frameSize: '7' },
      headers,
    }),
  );
  const shippingAddress = {
    name: 'Bench Parent',
    line1: 'Elbchaussee 12',
    city: 'Hamburg',
    postalCode: '22765',
    country: 'DE',
  };
  const { clientSecret } = await ok<{ clientSecret: string }>(
    'payment intent',
    customer.post(`/api/orders/${orderId}/payment-intent`, {
      data: { shippingAddress, withoutVoucher: false },
      headers,
    }),
  );
  const config = await ok<{ emulatorUrl?: string }>('payments', customer.get('/api/payments/config'));
  if (!config.emulatorUrl) throw new Error('the server must use the Stripe emulator');
  const card = { number: '4242424242424242', exp_month: 12, exp_year: 2034, cvc: '123' };
  const { paymentIntent } = await ok<{ paymentIntent: { id: string } }>(
    'emulator',
    customer.post(new URL('/emulator/confirm', config.emulatorUrl).href, {
      data: { clientSecret, card, return_url: `${origin}/` },
    }),
  );
  await ok(
    'complete',
    customer.patch(`/api/orders/${orderId}/complete-payment`, { data: { paymentIntentId: paymentIntent.id }, headers }),
  );
  const order = await ok<{ uploadToken: string | null }>('order', customer.get(`/api/orders/${orderId}`));
  const token = order.uploadToken ?? '';
  await tusUpload(drawing, token, 'drawing.png');
  const state = await ok<{ files: { url: string }[] }>('upload state', customer.get(`/api/upload/${token}`));
  await ok(
    'submit',
    customer.post(`/api/upload/${token}/submit`, { data: { artworkUrls: state.files.map((f) => f.url) }, headers }),
  );
  return orderId;
}

function tusUpload(bytes: Buffer, token: string, filename: string): Promise<void> {
  return new Promise((done, fail) => {
    new Upload(bytes, {
      endpoint: `${base}/api/uploads/tus`,
      chunkSize: 5 * 1024 * 1024,
      headers: { origin },
      metadata: { token, filename, filetype: 'image/png' },
      retryDelays: [],
      onError: fail,
      onSuccess: () => done(),
    }).start();
  });
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
