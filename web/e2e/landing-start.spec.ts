import { expect, type Page, test } from '@playwright/test';
import { withCookieChoice } from './public-site';
import { mockCurrentUser, VIEWPORTS } from './support';

/**
 * Holds back the files matching `files` (as on a slow phone) until `release` is called; `asked`
 * resolves once the page has asked for one of them.
 */
async function holdBack(page: Page, files: string): Promise<{ asked: Promise<void>; release: () => void }> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let onAsked: () => void = () => {};
  const asked = new Promise<void>((resolve) => {
    onAsked = resolve;
  });
  await page.route(files, async (route) => {
    onAsked();
    await released;
    await route.continue();
  });
  return { asked, release };
}

/** Holds back the app's start (boot.tsx's files) until the returned function is called: the page shows only what index.html holds. */
async function holdAppStart(page: Page): Promise<() => void> {
  return (await holdBack(page, '**/assets/boot-*.js')).release;
}

/** The page's uncaught errors from here on; React's #418 (a built page its first render did not match) is one. */
function pageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** The kept sections below the hero hold what they should: testimonials, steps and prices. */
async function expectKeptSectionsDrawn(page: Page) {
  await expect(page.getByTestId('testimonial')).toHaveCount(3);
  await expect(page.locator('#how-it-works li')).toHaveCount(4);
  await expect(page.locator('#pricing h3')).toHaveText(['5" Frame', '7" Frame', 'Animated Character']);
}

// The landing is built into index.html (scripts/prerender-landing.ts) and taken over by the app
// (boot.tsx): what shows before the app runs, what it takes over, and what a visitor did meanwhile.
test.describe('the landing before and as the app starts', () => {
  test.use({ reducedMotion: 'no-preference' });
  test.beforeEach(async ({ context, page }) => {
    await withCookieChoice(context);
    await mockCurrentUser(page, 'signed-out');
  });

  test('it is drawn before the app code runs, taken over as it is by the app, and only at /', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    const headline = page.getByRole('heading', { level: 1, name: 'Turn Drawings Into Magic' });
    // The app's code held back: what shows is index.html alone (a slow phone, before it arrives).
    const appCode = '**/assets/*.js';
    await page.route(appCode, (route) => route.abort());
    await page.goto('/');
    await expect(headline).toBeVisible();
    await expect(page.getByTestId('hero-video')).toHaveAttribute('poster', '/media/hero-poster.webp');
    const drawnFirst = await headline.boundingBox();
    await page.goto('/faq');
    await expect(page.locator('#root')).toBeHidden();
    await expect(headline).toBeHidden();

    await page.unroute(appCode);
    // The app takes the drawn page over as it is (React's hydration): the same elements, not a copy.
    await page.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as Window & { drawnHeadline?: Element | null }).drawnHeadline = document.querySelector('h1');
      });
    });
    const errors = pageErrors(page);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-app-start', 'started');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
    // This visitor chose already: the built page has no banner baked in, and none shows.
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
    expect(
      await page.evaluate(
        () => (window as Window & { drawnHeadline?: Element | null }).drawnHeadline === document.querySelector('h1'),
      ),
    ).toBe(true);
    // A markup the app's first render does not match is redrawn, with React error #418 on the page.
    expect(errors).toEqual([]);
    expect(await headline.boundingBox()).toEqual(drawnFirst);
    const shifted = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let total = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) total += entry.value;
          }).observe({ type: 'layout-shift', buffered: true });
          requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
        }),
    );
    expect(shifted).toBeLessThan(0.01);
  });

  test('the page built ahead is the whole landing as every first visit sees it: no cookie banner, no signed-in state', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    // The whole landing, down to its last section: nothing of it is laid out again after the first paint.
    for (const section of ['hero-title', 'showcase', 'how-it-works', 'try-it', 'pricing', 'customization']) {
      expect(html).toContain(`id="${section}"`);
    }
    expect(html).not.toContain('cookie-banner');
    expect(html).not.toContain('Sign In</a>');
    expect(html).not.toContain('<script>');
  });

  test('the parts with only text and links are kept as built: they stay, their links open inside the app, a later visit draws them', async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-app-start', 'started');
    // React left these as index.html holds them (components/built-island.tsx) instead of matching them.
    const parts = [
      ...['hero-text', 'hero-promises', 'showcase-heading', 'more-than-art', 'testimonials', 'how-it-works'],
      ...['try-it-heading', 'pricing', 'customization', 'footer-links'],
    ];
    for (const part of parts) await expect(page.locator(`[data-built-part="${part}"][data-kept]`)).toHaveCount(1);
    await expectKeptSectionsDrawn(page);
    await expect(page.getByRole('contentinfo').getByRole('link')).toHaveCount(10);

    // Their links still open their page inside the app: the same document, no reload.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByTestId('button-start-order').click();
    await expect(page).toHaveURL(/\/checkout\/configure\?type=frame$/);
    // The page itself, not the landing still shown while its code loads (its h1 is one too).
    await expect(page.getByRole('heading', { level: 1, name: 'Configure Your Frame' })).toBeVisible();
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);

    // Back at /, the landing is drawn by the app: every part is there, none is left empty.
    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Turn Drawings Into Magic' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Try it with your drawing' })).toBeVisible();
    await expectKeptSectionsDrawn(page);
    await expect(page.locator('main [data-kept]')).toHaveCount(0);
    // The footer stays as it was (the shell is not drawn again): its links still open inside the app.
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
  });

  test('a part React draws anew while taking the page over is drawn whole, never left empty', async ({ page }) => {
    // React draws a part of a built page anew instead of taking it over when that part changed
    // before React reached it (seen on a busy phone: the route's part, hero and all, went blank).
    // The built page's marker for "draw this part anew" makes it happen on every load.
    await page.route('/', async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      expect(html).toContain('<main id="main" tabindex="-1" class="flex-1 pt-16 outline-none"><!--$-->');
      await route.fulfill({ response, body: html.replace('outline-none"><!--$-->', 'outline-none"><!--$!-->') });
    });
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-app-start', 'started');
    await expect(page.getByRole('heading', { level: 1, name: 'Turn Drawings Into Magic' })).toBeVisible();
    // (Shown from tablet width up.)
    await expect(page.locator('[data-built-part="hero-promises"] li')).toHaveText([
      'Free worldwide shipping',
      'Preview video in 1-2 weeks',
      /^\d+-day returns$/,
    ]);
    await expect(page.getByRole('heading', { level: 2, name: 'Try it with your drawing' })).toBeAttached();
    await expectKeptSectionsDrawn(page);
    await expect(page.getByRole('contentinfo').getByRole('link')).toHaveCount(10);
    for (const part of await page.locator('main [data-built-part]').all()) {
      expect(await part.evaluate((element) => element.childElementCount)).toBeGreaterThan(0);
    }
  });

  test('the hero video waits for the app: its picture is fetched and played only once the app has started', async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    // What the video was when the app announced its start (decoding it would compete with the start).
    await page.addInitScript(() => {
      document.addEventListener('dtm:app-started', () => {
        const video = document.querySelector('[data-testid="hero-video"]');
        Object.assign(window, { heroSrcAtStart: video ? (video.getAttribute('src') ?? 'none') : 'no video' });
      });
    });
    const release = await holdAppStart(page);
    await page.goto('/');
    await page.waitForFunction(() => document.readyState === 'complete');
    const hero = page.getByTestId('hero-video');
    await expect(hero).not.toHaveAttribute('src', /.+/);
    release();
    await expect(page.locator('html')).toHaveAttribute('data-app-start', 'started');
    expect(await page.evaluate(() => (window as Window & { heroSrcAtStart?: string | null }).heroSrcAtStart)).toBe(
      'none',
    );
    await expect(hero).toHaveAttribute('src', /\/media\/hero\.(webm|mp4)$/);
    await expect.poll(() => hero.evaluate((video: HTMLVideoElement) => !video.paused)).toBe(true);
  });

  test("the browser's install offer made before the app takes the page over shows once it has, the page taken over as built", async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    const errors = pageErrors(page);
    // The sections below the hero held back: the app has started listening (boot.tsx) but not yet
    // taken the page over, the moment Chrome may offer installing (beforeinstallprompt).
    const belowTheFold = await holdBack(page, '**/assets/below-the-fold-*.js');
    await page.goto('/');
    await belowTheFold.asked;
    await page.evaluate(() => {
      const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: async () => {},
        userChoice: Promise.resolve({ outcome: 'dismissed' }),
      });
      window.dispatchEvent(offer);
    });
    belowTheFold.release();
    await expect(page.locator('html')).toHaveAttribute('data-app-start', 'started');
    await expect(page.getByRole('contentinfo').getByRole('button', { name: 'Install app' })).toBeVisible();
    // A footer drawn with the offer while React took the page over did not match the built one:
    // React error #418, and the whole page drawn again in one long task.
    expect(errors).toEqual([]);
  });

  test('a tap on the menu before the app runs is not lost: the menu opens once it does', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    // The app's start held back (a slow phone): the page is drawn, its buttons not working yet.
    const release = await holdAppStart(page);
    await page.goto('/');
    const openMenu = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    await openMenu.click();
    await expect(openMenu).toHaveAttribute('aria-expanded', 'false');
    release();
    await expect(page.locator('html')).toHaveAttribute('data-app-start', 'started');
    const header = page.getByRole('banner');
    await expect(header.getByRole('button', { name: 'Close menu' })).toHaveAttribute('aria-expanded', 'true');
    await expect(header.getByRole('navigation', { name: 'Sections menu' })).toBeVisible();
  });

  test('a visitor who scrolled before the app ran stays where they were once it does', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    const release = await holdAppStart(page);
    await page.goto('/');
    await page.locator('#pricing').scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(800);
    // Where the prices are on screen. (The page's scroll offset itself may change as the parts
    // above are drawn, drawn-when-near in styles.css: the browser keeps what is on screen in place.)
    const pricesTop = () =>
      page
        .locator('#pricing h3')
        .first()
        .evaluate((price) => price.getBoundingClientRect().top);
    const before = await pricesTop();
    release();
    await expect(page.locator('html')).toHaveAttribute('data-app-start', 'started');
    // The router's scroll restoration put them back at the top (scrollY 0).
    expect(Math.abs((await pricesTop()) - before)).toBeLessThanOrEqual(2);
    await expect(page.locator('#pricing')).toBeInViewport();
  });

  test('the parts below the first screen are drawn only as they come near it, and a scroll to a section still stops at it', async ({
    page,
  }) => {
    // Between the heights the parts are given until drawn (a phone's, and from md up): the
    // furthest from what they really are. The gallery, right below the hero, is near enough.
    await page.setViewportSize({ width: 600, height: 800 });
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-app-start', 'started');
    const drawn = () =>
      page.evaluate(() =>
        ['#how-it-works', '#pricing', '#customization', 'footer'].map(
          (selector) =>
            document.querySelector(selector)?.firstElementChild?.checkVisibility({ contentVisibilityAuto: true }) ??
            'missing',
        ),
      );
    expect(await drawn()).toEqual([false, false, false, false]);

    // A smooth scroll past every part to the last section stops at it (below the top bar), as it
    // does with the whole page drawn.
    const scrolled = page.evaluate(
      () => new Promise<void>((resolve) => window.addEventListener('scrollend', () => resolve(), { once: true })),
    );
    await page.getByRole('link', { name: 'Start Creating' }).click();
    await scrolled;
    const top = await page.locator('#customization').evaluate((section) => section.getBoundingClientRect().top);
    expect(Math.abs(top - 80)).toBeLessThanOrEqual(2);
    await expect(page.getByTestId('button-start-order')).toBeInViewport();
    expect(await drawn()).toEqual([true, true, true, true]);
  });

  test('its largest picture is asked for with the page, at / only (a Link header)', async ({ request }) => {
    const home = await request.get('/');
    expect(home.headers().link).toBe('</media/hero-poster.webp>; rel=preload; as=image; fetchpriority=high');
    const faq = await request.get('/faq');
    expect(faq.status()).toBe(200);
    expect(faq.headers().link).toBeUndefined();
  });

  test('the app starts once the connection is back when its start could not be fetched', async ({ page, context }) => {
    // main.tsx imports the app's start (boot.tsx) after React: a connection lost between the two.
    const appStart = '**/assets/boot-*.js';
    await page.route(appStart, (route) => route.abort('internetdisconnected'));
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-app-start', 'failed');
    await expect(page.getByRole('heading', { level: 1, name: 'Turn Drawings Into Magic' })).toBeVisible();
    // Only the app draws the Sign In link (the built page keeps its room, empty).
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toHaveCount(0);
    await page.unroute(appStart);
    await context.setOffline(true);
    await context.setOffline(false);
    await expect(page.locator('html')).toHaveAttribute('data-app-start', 'started');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
  });

  test.describe('on an iPhone', () => {
    test.use({
      userAgent:
        'Mozilla/5.0 (iPhone; CPU iPhone OS 18_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.5 Mobile/15E148 Safari/604.1',
    });
    test('Safari gets the Add to Home Screen hint once the app has taken the built page over, as built', async ({
      page,
    }) => {
      await page.setViewportSize(VIEWPORTS.phone);
      const errors = pageErrors(page);
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('data-app-start', 'started');
      await expect(page.getByRole('contentinfo').getByText('To install the app, tap Share')).toBeVisible();
      // The hint is not in the built page: drawn in React's first render, every iPhone's landing
      // failed to match (React error #418) and was drawn again whole.
      expect(errors).toEqual([]);
    });
  });
});
