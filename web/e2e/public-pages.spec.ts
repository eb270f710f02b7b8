import path from 'node:path';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { PAGES, SCREENSHOTS, withCookieChoice } from './public-site';
import {
  collectCspViolations,
  collectPageErrors,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  mockCurrentUser,
  saveScreenshot,
  VIEWPORTS,
  type ViewportName,
} from './support';

test.describe('every page', () => {
  test.beforeEach(async ({ context, page }) => {
    await withCookieChoice(context);
    await mockCurrentUser(page, 'signed-out');
  });

  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    for (const entry of PAGES) {
      test(`${entry.path} on a ${viewport}: heading, title, description, no overflow, accessible`, async ({ page }) => {
        const errors = collectPageErrors(page);
        const cspViolations = collectCspViolations(page);
        await page.setViewportSize(VIEWPORTS[viewport]);
        // The landing is checked as most visitors see it: with its videos.
        if (entry.name === 'home') await page.emulateMedia({ reducedMotion: 'no-preference' });
        await page.goto(entry.path);
        await expect(page.getByRole('heading', { level: 1, name: entry.h1 })).toBeVisible();
        await expect.poll(() => page.title()).toContain(entry.title);
        const description = await page.locator('meta[name="description"]').getAttribute('content');
        expect(description?.length ?? 0).toBeGreaterThan(50);
        await expectNoHorizontalOverflow(page);
        await expectNoSeriousA11yViolations(page);
        if (entry.name === 'home') {
          // Let the lazy pictures below the fold arrive before the full-page picture.
          await page.getByTestId('ninja').scrollIntoViewIfNeeded();
          await page.evaluate(() => window.scrollTo(0, 0));
        }
        await saveScreenshot(page, `public-${entry.name}-${viewport}`);
        expect(errors).toEqual([]);
        expect(cspViolations).toEqual([]);
      });
    }
  }

  test('each page has its own title and description, also when reached inside the app', async ({ page }) => {
    const seen = new Map<string, string>();
    for (const entry of PAGES.filter((candidate) => candidate.name !== 'not-found')) {
      await page.goto(entry.path);
      await expect.poll(() => page.title()).toContain(entry.title);
      const description = (await page.locator('meta[name="description"]').getAttribute('content')) ?? '';
      seen.set(await page.title(), description);
    }
    expect(new Set(seen.keys()).size).toBe(9);
    expect(new Set(seen.values()).size).toBe(9);
    // Moving between pages without a reload swaps title and description too.
    await page.goto('/faq');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await expect(page).toHaveTitle('Terms of Service | Drawings-to-Magic');
    await page.getByRole('banner').getByRole('link', { name: 'Drawings-to-Magic' }).click();
    await expect(page).toHaveTitle(PAGES[0].title);
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', seen.get(PAGES[0].title) ?? '');
  });
});

test.describe('the landing page', () => {
  test.use({ reducedMotion: 'no-preference' });
  test.beforeEach(async ({ context, page }) => {
    await withCookieChoice(context);
    await mockCurrentUser(page, 'signed-out');
  });

  test('plays a muted, looping hero video with a poster, and the before and after clips in view', async ({ page }) => {
    await page.goto('/');
    const hero = page.getByTestId('hero-video');
    for (const attribute of ['autoplay', 'muted', 'loop', 'playsinline']) {
      await expect(hero).toHaveAttribute(attribute, '');
    }
    await expect(hero).toHaveAttribute('poster', '/media/hero-poster.webp');
    await expect.poll(() => hero.evaluate((video: HTMLVideoElement) => !video.paused && video.muted)).toBe(true);
    await expect(hero).toHaveAttribute('src', /\/media\/hero\.(webm|mp4)$/);

    // Below the fold nothing is fetched until the clips come into view.
    const before = page.getByTestId('video-before');
    const after = page.getByTestId('video-after');
    await expect(before).not.toHaveAttribute('src', /.+/);
    await before.scrollIntoViewIfNeeded();
    await expect(before).toHaveAttribute('src', /\/media\/before\.(webm|mp4)$/);
    await expect(after).toHaveAttribute('src', /\/media\/after\.(webm|mp4)$/);
    await expect.poll(() => after.evaluate((video: HTMLVideoElement) => video.currentTime > 0)).toBe(true);
  });

  test('shows the still picture instead of videos to visitors who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    await expect(page.getByTestId('hero-still')).toHaveAttribute('src', '/media/hero-poster.webp');
    await expect(page.locator('video')).toHaveCount(0);
  });

  test('has the showcase, the banner, three five-star testimonials, the steps and the prices', async ({ page }) => {
    await page.goto('/');
    const showcase = page.locator('#showcase');
    await expect(showcase.getByRole('heading', { name: 'The original drawing' })).toBeVisible();
    await expect(showcase.getByRole('heading', { name: 'The animated character' })).toBeVisible();
    await expect(showcase.getByRole('heading', { name: 'More Than Art' })).toBeVisible();
    const cards = showcase.getByTestId('testimonial');
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) {
      await expect(card.getByRole('img', { name: 'Rated 5 out of 5 stars' })).toBeVisible();
      await expect(card.locator('svg.lucide-star')).toHaveCount(5);
    }
    for (const step of ['Configure', 'Pay Securely', 'Upload Artwork', 'Enjoy']) {
      await expect(page.locator('#how-it-works').getByRole('heading', { name: step, exact: true })).toBeVisible();
    }
    const pricing = page.locator('#pricing');
    const frame5 = pricing.getByRole('listitem').filter({ has: page.getByRole('heading', { name: '5" Frame' }) });
    await expect(frame5).toContainText('$99.00');
    await expect(frame5).toContainText('Perfect for kids to play with');
    const frame7 = pricing.getByRole('listitem').filter({ has: page.getByRole('heading', { name: '7" Frame' }) });
    await expect(frame7).toContainText('$129.00');
    await expect(frame7).toContainText('Most Popular');
    await expect(frame7).toContainText('Perfect for a living room');
    await expect(pricing).toContainText('$79.00');
  });

  test('Start Creating scrolls to the order section, whose button opens the frame configuration', async ({ page }) => {
    await page.goto('/');
    // Also when tapped in the plain-HTML copy, before the app runs.
    await page.getByRole('link', { name: 'Start Creating' }).click();
    const start = page.getByTestId('button-start-order');
    await expectSectionAtTop(page, '#customization');
    await expect(start).toBeInViewport();
    await expect(page.locator('#customization').getByRole('heading', { name: 'Start Your Order' })).toBeVisible();
    await start.click();
    await expect(page).toHaveURL(/\/checkout\/configure\?type=frame$/);
  });

  test('the ninja waves when clicked and moves with scrolling', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/');
    const ninja = page.getByRole('button', { name: /Kenji the ninja/ });
    const figure = page.getByTestId('ninja-figure');
    const arm = figure.locator('[data-part="arm-right"]');
    await ninja.scrollIntoViewIfNeeded();
    for (const part of ['head', 'body', 'arm-left', 'arm-right', 'leg-left', 'leg-right']) {
      await expect(figure.locator(`img[data-part="${part}"]`)).toHaveAttribute('src', `/media/ninja/${part}.svg`);
    }

    // Scrolling moves him.
    const transformOf = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).transform);
    const atRest = await transformOf(figure);
    await page.mouse.wheel(0, 250);
    await expect.poll(() => transformOf(figure)).not.toBe(atRest);

    // A click makes him wave: the arm goes up, a status says so, then he rests again.
    await ninja.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    // What the wave does is recorded on every frame from before the click: whether he says he is
    // waving, whether the arm moved, and how high the running animation's keyframes raise it (checking
    // afterwards misses a 1.6 s wave on a busy machine).
    type Wave = { waving: boolean; moved: boolean; lowest: number };
    const watchWave = () =>
      arm.evaluate((element) => {
        const before = getComputedStyle(element).transform;
        const seen: Wave = { waving: false, moved: false, lowest: Number.POSITIVE_INFINITY };
        (window as unknown as { wave: Wave }).wave = seen;
        const sample = () => {
          for (const animation of element.getAnimations()) {
            for (const frame of (animation.effect as KeyframeEffect | null)?.getKeyframes() ?? []) {
              const { a, b } = new DOMMatrix(String(frame.transform ?? 'none'));
              seen.lowest = Math.min(seen.lowest, (Math.atan2(b, a) * 180) / Math.PI);
            }
          }
          seen.moved ||= getComputedStyle(element).transform !== before;
          seen.waving ||= element.closest('[data-waving]')?.getAttribute('data-waving') === 'true';
          if (!(seen.waving && seen.moved && seen.lowest < -100)) requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      });
    const wave = () => page.evaluate(() => (window as unknown as { wave: Wave }).wave);
    await watchWave();
    await ninja.click();
    await expect(page.getByRole('status').filter({ hasText: 'Kenji waves hello!' })).toBeAttached();
    await expect.poll(async () => (await wave()).waving).toBe(true);
    await expect.poll(async () => (await wave()).moved).toBe(true);
    // The arm is raised above the shoulder at some point of the wave.
    await expect.poll(async () => (await wave()).lowest).toBeLessThan(-100);
    // Not saveScreenshot: it finishes animations, and the wave is what this picture is for.
    await page.screenshot({ path: path.join(SCREENSHOTS, 'public-ninja-waving-desktop.png'), animations: 'allow' });
    await expect(ninja).toHaveAttribute('data-waving', 'false', { timeout: 20_000 });

    // The keyboard works too.
    await watchWave();
    await ninja.focus();
    await page.keyboard.press('Enter');
    await expect.poll(async () => (await wave()).waving).toBe(true);
  });
});

test.describe('the landing page on a slow phone', () => {
  // What Lighthouse emulates: a phone's screen and touch, and (below) its CPU.
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  test('a slow phone draws the opening whole: nothing jumps while the page is read and started', async ({ page }) => {
    // A phone's CPU: the HTML parser may pause half way through the opening (a half-drawn hero
    // then jumped by half the screen, layout shift 0.55, in 3 of 8 loads).
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as Window & { layoutShifts?: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) shifts.push(entry.value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    for (let load = 1; load <= 4; load++) {
      await page.goto('/');
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign In' })).toBeVisible();
      const shifts = await page.evaluate(
        () =>
          new Promise<number[]>((resolve) =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() => resolve((window as Window & { layoutShifts?: number[] }).layoutShifts ?? [])),
            ),
          ),
      );
      expect(
        shifts.reduce((sum, value) => sum + value, 0),
        `layout shift of load ${load}`,
      ).toBeLessThan(0.01);
    }
  });
});

/** A section's top sits just below the top bar (its scroll margin), not merely somewhere on screen. */
async function expectSectionAtTop(page: Page, selector: string) {
  await expect
    .poll(() => page.locator(selector).evaluate((element) => Math.round(element.getBoundingClientRect().top)), {
      message: `${selector} starts just below the top bar`,
    })
    .toBe(await page.evaluate(() => Number.parseFloat(getComputedStyle(document.documentElement).fontSize) * 5));
}

test.describe('the section buttons', () => {
  test.beforeEach(async ({ context, page }) => {
    await withCookieChoice(context);
    await mockCurrentUser(page, 'signed-out');
  });

  test('scroll to each section on the home page', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Sections', exact: true });
    for (const [button, section] of [
      ['Gallery', '#showcase'],
      ['How It Works', '#how-it-works'],
      ['Configure', '#customization'],
    ] as const) {
      await nav.getByRole('button', { name: button }).click();
      await expectSectionAtTop(page, section);
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test('from the FAQ page go home first, then scroll to the section', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    for (const [button, section] of [
      ['Gallery', '#showcase'],
      ['How It Works', '#how-it-works'],
      ['Configure', '#customization'],
    ] as const) {
      await page.goto('/faq');
      await page.getByRole('banner').getByRole('button', { name: button }).click();
      await expect(page).toHaveURL(/\/$/);
      await expectSectionAtTop(page, section);
    }
  });

  test('links to a section of the home page open there, also as the first page of a visit', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/#how-it-works');
    await expectSectionAtTop(page, '#how-it-works');
    await page.goto('/faq');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/#pricing$/);
    await expectSectionAtTop(page, '#pricing');
    // A link within the page (the browser scrolls, not the app).
    await page.goto('/');
    await expect(page.locator('#customization')).toBeAttached();
    await page.goto('/#showcase');
    await expectSectionAtTop(page, '#showcase');
    await page.goto('/#pricing');
    await expectSectionAtTop(page, '#pricing');
  });

  test('the phone menu mirrors them, closes after a choice, and works from the FAQ page', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/faq');
    const header = page.getByRole('banner');
    await expect(header.getByRole('navigation', { name: 'Sections', exact: true })).toBeHidden();
    await header.getByRole('button', { name: 'Open menu' }).click();
    const menu = header.getByRole('navigation', { name: 'Sections menu' });
    for (const name of ['Gallery', 'How It Works', 'Configure']) {
      await expect(menu.getByRole('button', { name })).toBeVisible();
    }
    await saveScreenshot(page, 'public-menu-open-phone', false);
    await menu.getByRole('button', { name: 'How It Works' }).click();
    await expect(menu).toBeHidden();
    await expect(header.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#how-it-works')).toBeInViewport();

    await header.getByRole('button', { name: 'Open menu' }).click();
    await menu.getByRole('button', { name: 'Configure' }).click();
    await expect(menu).toBeHidden();
    await expect(page.getByTestId('button-start-order')).toBeInViewport();
  });
});
