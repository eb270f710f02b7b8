import { expect, type Page, request as requests, test } from '@playwright/test';
import { paidOrder, signInAs } from './customer-data';
import { mailIdsFor, signInWithMailedLink, waitForSignInLink } from './mailbox';
import { startBuildServer } from './pwa-build-server';
import { collectPageErrors, expectNoSeriousA11yViolations, saveScreenshot, toasts, VIEWPORTS } from './support';

// This spec alone runs the service worker (playwright.config.ts blocks it for the others).
test.use({ serviceWorkers: 'allow' });

const QUEUED = 'Queued, will be sent when you are back online';
const OFFLINE_TITLE = "You're offline";
const CONFIRMATION = 'We received your message';
const RETURN_CONFIRMATION = 'Your return request';

type ManifestIcon = { src: string; sizes: string; type: string; purpose?: string };
type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: ManifestIcon[];
  screenshots: { src: string; sizes: string; form_factor?: string }[];
};

/** A PNG's width and height from its IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1'), 'a PNG signature').toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** Waits until the service worker is active and controls the page (it claims the first page it installs on). */
async function expectControlledByServiceWorker(page: Page) {
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null), {
      message: 'an activated service worker controls the page (its precache was installed)',
      // Installing the precache fetches every built file: slow on a busy machine, so a generous wait.
      timeout: 90_000,
    })
    .toBe('activated');
}

/** Rows in one table of the app's IndexedDB (dexie's "drawings-to-magic" database). */
function countRows(page: Page, table: 'queries' | 'outbox' | 'drafts' | 'settings'): Promise<number> {
  return page.evaluate(
    (store) =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('drawings-to-magic');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains(store)) return resolve(0);
          const count = db.transaction(store).objectStore(store).count();
          count.onsuccess = () => {
            resolve(count.result);
            db.close();
          };
        };
      }),
    table,
  );
}

const ADMIN_EMAIL = 'admin@drawings-to-magic.test';

/** What the back office lists at `path` for one customer, read as the seeded admin (in a context of its own). */
async function adminRowsFor(baseURL: string, path: string, email: string): Promise<unknown[]> {
  const admin = await requests.newContext({ baseURL });
  try {
    const seen = await mailIdsFor(admin, ADMIN_EMAIL);
    const asked = await admin.post('/api/auth/sign-in/magic-link', {
      data: { email: ADMIN_EMAIL, returnTo: '/' },
      headers: { Origin: new URL(baseURL).origin },
    });
    expect(asked.status(), await asked.text()).toBe(200);
    await admin.get(await waitForSignInLink(admin, ADMIN_EMAIL, seen));
    const listed = await admin.get(path);
    expect(listed.status(), await listed.text()).toBe(200);
    const rows = (await listed.json()) as { customerEmail: string }[];
    return rows.filter((row) => row.customerEmail === email);
  } finally {
    await admin.dispose();
  }
}

/** The message of the contact form's draft as saved in IndexedDB. */
function savedDraftMessage(page: Page): Promise<unknown> {
  return page.evaluate(
    () =>
      new Promise<unknown>((resolve) => {
        const open = indexedDB.open('drawings-to-magic');
        open.onsuccess = () => {
          const read = open.result.transaction('drafts').objectStore('drafts').get('contact');
          read.onsuccess = () => {
            resolve((read.result as { values?: { message?: string } } | undefined)?.values?.message);
            open.result.close();
          };
        };
      }),
  );
}

/** The confirmation mails (one per stored request) the local mailbox holds for `email`. */
async function confirmationMails(page: Page, email: string, subject: string): Promise<number> {
  const mails = (await (await page.request.get('/dev/mailbox.json')).json()) as { to: string; subject: string }[];
  return mails.filter((mail) => mail.to === email && mail.subject === subject).length;
}

test.describe('the installable, offline-capable app', () => {
  test.use({ viewport: VIEWPORTS.desktop });

  test.beforeEach(async ({ context }) => {
    // A visitor who already chose cookies, so the banner stays out of the screenshots.
    await context.addInitScript(() => {
      if (!localStorage.getItem('dtm-cookie-consent')) {
        localStorage.setItem(
          'dtm-cookie-consent',
          JSON.stringify({ version: 1, preferences: false, analytics: false, decidedAt: '2026-11-01T09:00:00.000Z' }),
        );
      }
    });
  });

  test('installs, opens offline with the last-seen dashboard, queues the contact form, and forgets on sign-out', async ({
    page,
    context,
    browser,
    baseURL,
  }) => {
    // ~15 s on a quiet machine; installing the precache (about 2 MB) takes longer on a busy one.
    test.setTimeout(240_000);
    const errors = collectPageErrors(page);
    const email = `pwa-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const main = page.getByRole('main');

    await test.step('install criteria: a manifest with its icons and screenshots, and a controlling service worker', async () => {
      // When the service worker is registered: its install fetches every built file (about 2 MB),
      // which must not compete with the first page's start.
      await page.addInitScript(() => {
        const container = navigator.serviceWorker;
        const register = container.register.bind(container);
        container.register = (...args: Parameters<ServiceWorkerContainer['register']>) => {
          document.documentElement.dataset.testSwRegisteredAt = `${document.readyState}, app ${document.documentElement.dataset.appStart ?? 'not started'}`;
          return register(...args);
        };
      });
      await page.goto('/');
      const href = await page.locator('link[rel="manifest"]').getAttribute('href');
      expect(href).toBeTruthy();
      const manifestResponse = await page.request.get(new URL(href ?? '', baseURL).href);
      expect(manifestResponse.status()).toBe(200);
      const manifest = (await manifestResponse.json()) as Manifest;
      expect(manifest).toMatchObject({
        name: 'Drawings-to-Magic',
        short_name: 'Drawings Magic',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#f97316',
        background_color: '#fffaf2',
      });
      const purposes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
      expect(purposes).toEqual(
        expect.arrayContaining(['192x192 any', '512x512 any', '192x192 maskable', '512x512 maskable']),
      );
      for (const image of [...manifest.icons, ...manifest.screenshots]) {
        const response = await page.request.get(new URL(image.src, baseURL).href);
        expect(response.status(), image.src).toBe(200);
        expect(response.headers()['content-type'], image.src).toContain('image/png');
        expect(pngSize(await response.body()), image.src).toBe(image.sizes);
      }
      expect(manifest.screenshots.map((shot) => shot.form_factor).sort()).toEqual(['narrow', 'wide']);
      await expectControlledByServiceWorker(page);
      await expect(page.locator('html')).toHaveAttribute('data-test-sw-registered-at', 'complete, app started');
      // A first-time visitor's landing page leaves IndexedDB alone: dexie's code is not even fetched.
      await expect(page.locator('html')).toHaveAttribute('data-offline-data', 'waiting-for-sign-in');
      const fetchedScripts = await page.evaluate(() =>
        performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname),
      );
      expect(fetchedScripts.filter((path) => /\/assets\/(offline-data|outbox)-/.test(path))).toEqual([]);
      expect(await page.evaluate(async () => (await indexedDB.databases()).map((database) => database.name))).toEqual(
        [],
      );
      // Chrome offers installing with `beforeinstallprompt` (not in a headless run): the footer's button uses it.
      const footer = page.getByRole('contentinfo');
      await expect(footer.getByRole('button', { name: 'Install app' })).toHaveCount(0);
      await page.evaluate(() => {
        const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: async () => {
            (window as Window & { installPrompted?: boolean }).installPrompted = true;
          },
          userChoice: Promise.resolve({ outcome: 'accepted' }),
        });
        window.dispatchEvent(offer);
      });
      await footer.getByRole('button', { name: 'Install app' }).click();
      expect(await page.evaluate(() => (window as Window & { installPrompted?: boolean }).installPrompted)).toBe(true);
      await expect(footer.getByRole('button', { name: 'Install app' })).toHaveCount(0);
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.scope)).toBe(
        new URL('/', baseURL).href,
      );
    });

    await test.step('a customer signs in and opens the dashboard online; its data is kept on the device', async () => {
      await signInWithMailedLink(page, baseURL ?? '', email, '/dashboard');
      await expect(main.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();
      await expect(main.getByText('No frames yet')).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-offline-data', 'started');
      // The profile and the ['user', ...] lists (frames, characters, orders...).
      await expect.poll(() => countRows(page, 'queries')).toBeGreaterThanOrEqual(4);
      // Someone with an account: the browser was asked (once) to keep this storage.
      // (Chromium may have granted persistence on its own already; then there is nothing to ask.)
      await expect
        .poll(
          async () => (await countRows(page, 'settings')) === 1 || page.evaluate(() => navigator.storage.persisted()),
        )
        .toBe(true);
    });

    await test.step('offline: the FAQ, a legal page and the dashboard (with the offline mark) still open', async () => {
      await context.setOffline(true);
      await page.goto('/faq');
      await expect(main.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' })).toBeVisible();
      await page.goto('/privacy');
      await expect(main.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
      await page.goto('/dashboard');
      await expect(main.getByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();
      await expect(main.getByText('No frames yet')).toBeVisible();
      await expect(main.getByRole('status').filter({ hasText: /^Offline - last updated \S/ })).toBeVisible();
      await expect(page.getByRole('banner').getByRole('button', { name: /account menu/ })).toBeVisible();
      await saveScreenshot(page, 'pwa-offline-dashboard-1280x800', false);
      await page.setViewportSize(VIEWPORTS.phone);
      await saveScreenshot(page, 'pwa-offline-dashboard-390x844', false);
      await page.setViewportSize(VIEWPORTS.desktop);
    });

    await test.step('offline: the contact form keeps what was typed, then queues the message', async () => {
      await page.goto('/contact');
      const form = page.getByRole('form', { name: 'Contact form' });
      await form.getByLabel('First name').fill('Olga');
      await form.getByLabel('Last name').fill('Offline');
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Subject').selectOption('other');
      await form.getByLabel('Message').fill('Written on a train with no connection.');
      await expect.poll(() => savedDraftMessage(page)).toBe('Written on a train with no connection.');
      await page.reload();
      await expect(form.getByLabel('Message')).toHaveValue('Written on a train with no connection.');
      await expect(form.getByLabel('Email')).toHaveValue(email);
      await form.getByRole('button', { name: 'Send Message' }).click();
      await expect(toasts(page).getByText(QUEUED)).toBeVisible();
      await expect(main.getByRole('status').getByText(QUEUED)).toBeVisible();
      await expect(form.getByLabel('Message')).toHaveValue('');
      await saveScreenshot(page, 'pwa-offline-contact-queued-1280x800', false);
    });

    await test.step('offline: the return form queues its request too', async () => {
      // A return names a paid order of the same e-mail: paid elsewhere (another device, online).
      const elsewhere = await browser.newContext({ serviceWorkers: 'block' });
      const other = await elsewhere.newPage();
      await signInAs(other, baseURL ?? '', email);
      const orderId = await paidOrder(other, baseURL ?? '', 'frame', email);
      await elsewhere.close();
      await page.goto('/returns');
      const form = page.getByRole('form', { name: 'Return form' });
      await form.getByLabel('Full name').fill('Olga Offline');
      await form.getByLabel('Email').fill(email);
      await form.getByLabel('Order number').fill(orderId.slice(0, 8).toUpperCase());
      await form.getByRole('button', { name: 'Submit Return Request' }).click();
      await expect(main.getByRole('status').getByText(QUEUED)).toBeVisible();
    });

    await test.step('back online, each queued form is sent exactly once', async () => {
      await context.setOffline(false);
      await expect(main.getByRole('status').getByText('Sent', { exact: true })).toBeVisible();
      await expect.poll(() => confirmationMails(page, email, RETURN_CONFIRMATION)).toBe(1);
      await expect.poll(() => confirmationMails(page, email, CONFIRMATION)).toBe(1);
      await page.goto('/contact');
      await expect(main.getByRole('status').getByText('Sent', { exact: true })).toBeVisible();
      await expect(main.getByText(QUEUED)).toHaveCount(0);
      // Background Sync may replay its own copies a moment later: the server keeps one row each.
      await page.waitForTimeout(1500);
      expect(await confirmationMails(page, email, CONFIRMATION)).toBe(1);
      expect(await confirmationMails(page, email, RETURN_CONFIRMATION)).toBe(1);
      // What the support team sees: one support request, one return.
      expect(await adminRowsFor(baseURL ?? '', '/api/admin/support-requests', email)).toHaveLength(1);
      expect(await adminRowsFor(baseURL ?? '', '/api/admin/returns', email)).toHaveLength(1);
    });

    await test.step('sign-out forgets the saved dashboard; offline the dashboard is then the offline page', async () => {
      await page.goto('/dashboard');
      // Sign Out is at the foot of the side column: once the frames list above it has loaded, it no
      // longer moves (a busy run's click found the page still on /dashboard 20 s later).
      await expect(
        page.getByRole('region', { name: 'Connect a frame' }).getByText('No frames connected yet.'),
      ).toBeVisible();
      await main.getByRole('link', { name: 'Sign Out' }).click();
      await expect(page).toHaveURL(new URL('/', baseURL).href);
      await expect.poll(() => countRows(page, 'queries')).toBe(0);
      expect(await page.evaluate(() => caches.has('user-data'))).toBe(false);
      await context.setOffline(true);
      // The home page is the landing page again (signed in, it shows the dashboard).
      await page.goto('/');
      await expect(main.getByRole('heading', { level: 1, name: 'Turn Drawings Into Magic' })).toBeVisible();
      await page.goto('/dashboard');
      await expect(main.getByRole('heading', { level: 1, name: OFFLINE_TITLE })).toBeVisible();
      await expect(main.getByText(/Welcome back/)).toHaveCount(0);
      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, 'pwa-offline-page-1280x800', false);
      await page.setViewportSize(VIEWPORTS.phone);
      await saveScreenshot(page, 'pwa-offline-page-390x844', false);
      await page.goto('/dashboard');
      await expect(main.getByRole('heading', { level: 1, name: OFFLINE_TITLE })).toBeVisible();
      // Uploads and the back office say plainly that they need a connection.
      await page.goto('/upload/a-link-from-an-e-mail');
      await expect(main.getByText(/Uploading artwork needs an internet connection/)).toBeVisible();
      await page.goto('/admin/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: OFFLINE_TITLE })).toBeVisible();
      await context.setOffline(false);
    });

    expect(errors).toEqual([]);
  });

  test('a new deployment is announced, and Reload switches every file to it', async ({ page }) => {
    const server = await startBuildServer();
    try {
      await page.goto(server.url);
      await expectControlledByServiceWorker(page);
      await expect(page.locator('meta[name="dtm-build"]')).toHaveCount(0);

      await server.deployNewBuild('build-2');
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      const prompt = page.getByRole('region', { name: 'App update' });
      await expect(prompt.getByText('A new version is available')).toBeVisible();
      // Until the person chooses, the page keeps running the build it started with.
      await expect(page.locator('meta[name="dtm-build"]')).toHaveCount(0);
      await saveScreenshot(page, 'pwa-update-prompt-1280x800', false);

      await prompt.getByRole('button', { name: 'Reload' }).click();
      await expect(page.locator('meta[name="dtm-build"]')).toHaveAttribute('content', 'build-2');
      await expect(page.getByRole('region', { name: 'App update' })).toHaveCount(0);
    } finally {
      await server.close();
    }
  });
});
