import path from 'node:path';
import { SUPPORT_SUBJECT_LABELS, UPLOAD_LIMITS } from '@dtm/shared/constants';
import { MESSAGES, TOASTS } from '@dtm/shared/messages';
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import {
  collectPageErrors,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  mockCurrentUser,
  saveScreenshot,
  VIEWPORTS,
  type ViewportName,
} from './support';

const CONSENT_KEY = 'dtm-cookie-consent';
const SCREENSHOTS = path.resolve(import.meta.dirname, '..', 'screenshots');

/** Every page of the public site, with its h1 and the start of its document title. */
const PAGES = [
  { name: 'home', path: '/', h1: 'Turn Drawings Into Magic', title: 'Drawings-to-Magic — Turn Drawings Into Magic' },
  { name: 'faq', path: '/faq', h1: 'Frequently Asked Questions', title: 'Frequently Asked Questions |' },
  { name: 'contact', path: '/contact', h1: 'Get in Touch', title: 'Contact Us |' },
  { name: 'shipping', path: '/shipping', h1: 'Shipping & Delivery', title: 'Shipping |' },
  { name: 'returns', path: '/returns', h1: 'Returns made easy', title: 'Returns |' },
  { name: 'privacy', path: '/privacy', h1: 'Privacy Policy', title: 'Privacy Policy |' },
  { name: 'terms', path: '/terms', h1: 'Terms of Service', title: 'Terms of Service |' },
  { name: 'cookies', path: '/cookies', h1: 'Cookie Policy', title: 'Cookie Policy |' },
  { name: 'legal', path: '/legal', h1: 'Legal Notice', title: 'Legal Notice |' },
  { name: 'not-found', path: '/no-such-page', h1: 'Page not found', title: 'Drawings-to-Magic' },
] as const;

/** The toasts region (Radix labels it "Notifications (F8)"). */
function toasts(page: Page): Locator {
  return page.getByRole('region', { name: /Notifications/ });
}

/** A visitor who already made a cookie choice, so the banner stays out of the way. */
async function withCookieChoice(context: BrowserContext): Promise<void> {
  await context.addInitScript((key) => {
    if (!window.localStorage.getItem(key)) {
      const choice = { version: 1, preferences: false, analytics: false, decidedAt: '2025-08-14T09:00:00.000Z' };
      window.localStorage.setItem(key, JSON.stringify(choice));
    }
  }, CONSENT_KEY);
}

async function storedConsent(page: Page): Promise<{ preferences: boolean; analytics: boolean } | null> {
  return page.evaluate((key) => {
    const raw = window.localStorage.getItem(key);
    return raw ? (JSON.parse(raw) as { preferences: boolean; analytics: boolean }) : null;
  }, CONSENT_KEY);
}

/** The POST bodies a page sends to `path`, recorded as they leave. */
function recordPosts(page: Page, path: string): unknown[] {
  const bodies: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) bodies.push(request.postDataJSON());
  });
  return bodies;
}

test.describe('every page', () => {
  test.beforeEach(async ({ context, page }) => {
    await withCookieChoice(context);
    await mockCurrentUser(page, 'signed-out');
  });

  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    for (const entry of PAGES) {
      test(`${entry.path} on a ${viewport}: heading, title, description, no overflow, accessible`, async ({ page }) => {
        const errors = collectPageErrors(page);
        await page.setViewportSize(VIEWPORTS[viewport]);
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
    await page.getByRole('button', { name: 'Start Creating' }).click();
    const start = page.getByTestId('button-start-order');
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
    const armBefore = await transformOf(arm);
    await ninja.click();
    await expect(ninja).toHaveAttribute('data-waving', 'true');
    await expect(page.getByRole('status').filter({ hasText: 'Kenji waves hello!' })).toBeAttached();
    await expect.poll(() => transformOf(arm)).not.toBe(armBefore);
    // The arm is raised above the shoulder at some point of the wave.
    const armAngle = () =>
      arm.evaluate((element) => {
        const { a, b } = new DOMMatrix(getComputedStyle(element).transform);
        return (Math.atan2(b, a) * 180) / Math.PI;
      });
    await expect.poll(armAngle, { intervals: [50] }).toBeLessThan(-100);
    // Not saveScreenshot: it finishes animations, and the wave is what this picture is for.
    await page.screenshot({ path: path.join(SCREENSHOTS, 'public-ninja-waving-desktop.png'), animations: 'allow' });
    await expect(ninja).toHaveAttribute('data-waving', 'false', { timeout: 5000 });

    // The keyboard works too.
    await ninja.focus();
    await page.keyboard.press('Enter');
    await expect(ninja).toHaveAttribute('data-waving', 'true');
  });
});

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
      await expect(page.locator(section)).toBeInViewport();
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
      await expect(page.locator(section)).toBeInViewport();
    }
  });

  test('links to a section of the home page open there, also as the first page of a visit', async ({ page }) => {
    await page.setViewportSize(VIEWPORTS.desktop);
    await page.goto('/#how-it-works');
    await expect(page.locator('#how-it-works')).toBeInViewport();
    await page.goto('/faq');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Pricing' }).click();
    await expect(page).toHaveURL(/\/#pricing$/);
    await expect(page.locator('#pricing')).toBeInViewport();
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

test.describe('the FAQ', () => {
  test.beforeEach(async ({ context, page }) => {
    await withCookieChoice(context);
    await mockCurrentUser(page, 'signed-out');
    await page.goto('/faq');
  });

  test('opens one answer at a time, and the open one closes again', async ({ page }) => {
    const first = page.getByRole('button', { name: 'How does it work?' });
    const second = page.getByRole('button', { name: 'What files can I upload?' });
    const firstAnswer = page.getByText('Choose your frame and enter your details');
    const secondAnswer = page.getByText(`${UPLOAD_LIMITS.hint} per order.`);
    await expect(page.getByTestId('faq-accordion').locator('[data-state="open"]')).toHaveCount(0);

    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(firstAnswer).toBeVisible();

    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(secondAnswer).toBeVisible();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await expect(firstAnswer).toBeHidden();
    await saveScreenshot(page, 'public-faq-open-desktop', false);

    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');
    await expect(secondAnswer).toBeHidden();
    await expect(page.getByTestId('faq-accordion').getByRole('region')).toHaveCount(0);
  });

  test('states the upload limits of the upload form', async ({ page }) => {
    await page.getByRole('button', { name: 'What files can I upload?' }).click();
    await expect(
      page.getByText('PNG, JPEG, PDF, WebP or HEIC, up to 50 MB per file, up to 10 files per order.'),
    ).toBeVisible();
  });

  test('"Still have questions?" leads to the contact page', async ({ page }) => {
    const box = page.getByRole('complementary', { name: 'Still have questions?' });
    await box.getByRole('link', { name: 'Contact Support' }).click();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Get in Touch' })).toBeVisible();
  });
});

test.describe('the contact form', () => {
  test.beforeEach(async ({ context, page }) => {
    await withCookieChoice(context);
    await mockCurrentUser(page, 'signed-out');
    await page.goto('/contact');
  });

  const form = (page: Page) => page.getByRole('form', { name: 'Contact form' });

  async function fill(page: Page, email: string) {
    await form(page).getByLabel('First name').fill('Ada');
    await form(page).getByLabel('Last name').fill('Lovelace');
    await form(page).getByLabel('Email').fill(email);
    await form(page).getByLabel('Subject').selectOption('animation');
    await form(page).getByLabel('Message').fill('Can the dragon breathe rainbow fire, please?');
  }

  test('offers the five subjects and promises an answer within 24 hours', async ({ page }) => {
    await expect(page.getByText('We typically respond within 24 hours on business days').first()).toBeVisible();
    const options = form(page).getByLabel('Subject').locator('option');
    await expect(options).toHaveText(['Select a subject', ...Object.values(SUPPORT_SUBJECT_LABELS)]);
    expect(await options.evaluateAll((list) => list.map((option) => (option as HTMLOptionElement).value))).toEqual([
      '',
      'order',
      'technical',
      'animation',
      'shipping',
      'other',
    ]);
  });

  test('shows every message of the spec under its field and sends nothing', async ({ page }) => {
    const posts = recordPosts(page, '/api/support-requests');
    await form(page).getByLabel('First name').fill('A');
    await form(page).getByLabel('Last name').fill('L');
    await form(page).getByLabel('Email').fill('not-an-email');
    await form(page).getByLabel('Message').fill('Too short');
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    for (const [label, message] of [
      ['First name', MESSAGES.firstNameTooShort],
      ['Last name', MESSAGES.lastNameTooShort],
      ['Email', MESSAGES.emailInvalid],
      ['Subject', MESSAGES.subjectRequired],
      ['Message', MESSAGES.messageTooShort],
    ] as const) {
      const field = form(page).getByLabel(label);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
      await expect(form(page).getByText(message)).toBeVisible();
    }
    await expect(form(page).getByLabel('First name')).toBeFocused();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'public-contact-errors-desktop', false);
    expect(posts).toEqual([]);
  });

  test('sends the message, shows "Message Sent", clears the form and e-mails the customer', async ({
    page,
    request,
  }) => {
    const email = `ada-${Date.now()}@example.com`;
    const posts = recordPosts(page, '/api/support-requests');
    await fill(page, email);
    await form(page).getByRole('button', { name: 'Send Message' }).click();

    await expect(toasts(page).getByText(TOASTS.messageSent.title)).toBeVisible();
    await expect(toasts(page).getByText(TOASTS.messageSent.text)).toBeVisible();
    expect(posts).toEqual([
      {
        customerName: 'Ada Lovelace',
        customerEmail: email,
        subject: 'animation',
        message: 'Can the dragon breathe rainbow fire, please?',
        // The outbox's key (issue #10): a retried send never makes a second request.
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    for (const label of ['First name', 'Last name', 'Email', 'Message']) {
      await expect(form(page).getByLabel(label)).toHaveValue('');
    }
    await expect(form(page).getByLabel('Subject')).toHaveValue('');
    await saveScreenshot(page, 'public-contact-sent-desktop', false);

    await expect
      .poll(async () => {
        const mails = (await (await request.get('/dev/mailbox.json')).json()) as { to: string; subject: string }[];
        return mails.find((mail) => mail.to === email)?.subject;
      })
      .toBe('We received your message');
  });

  test('keeps what was typed and says so when the server fails', async ({ page }) => {
    await page.route('**/api/support-requests', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"Something went wrong"}' }),
    );
    await fill(page, 'ada@example.com');
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(toasts(page).getByText(TOASTS.messageFailed.title, { exact: true })).toBeVisible();
    await expect(toasts(page).getByText(TOASTS.messageFailed.text)).toBeVisible();
    await expect(form(page).getByLabel('First name')).toHaveValue('Ada');
    await expect(form(page).getByLabel('Last name')).toHaveValue('Lovelace');
    await expect(form(page).getByLabel('Email')).toHaveValue('ada@example.com');
    await expect(form(page).getByLabel('Subject')).toHaveValue('animation');
    await expect(form(page).getByLabel('Message')).toHaveValue('Can the dragon breathe rainbow fire, please?');
    await saveScreenshot(page, 'public-contact-failed-desktop', false);
  });

  test("puts the server's field messages under the fields", async ({ page }) => {
    await page.route('**/api/support-requests', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ error: 'Invalid input', fields: { customerEmail: [MESSAGES.emailInvalid] } }),
      }),
    );
    await fill(page, 'ada@example.com');
    await form(page).getByRole('button', { name: 'Send Message' }).click();
    await expect(form(page).getByLabel('Email')).toHaveAccessibleDescription(MESSAGES.emailInvalid);
    await expect(toasts(page).getByText(TOASTS.messageFailed.text)).toBeVisible();
    await expect(form(page).getByLabel('Message')).toHaveValue('Can the dragon breathe rainbow fire, please?');
  });
});

test.describe('the returns page', () => {
  test.beforeEach(async ({ context, page }) => {
    await withCookieChoice(context);
    await mockCurrentUser(page, 'signed-out');
    await page.goto('/returns');
  });

  const form = (page: Page) => page.getByRole('form', { name: 'Return form' });

  async function fill(page: Page, email: string) {
    await form(page).getByLabel('Full name').fill('Grace Hopper');
    await form(page).getByLabel('Email').fill(email);
    await form(page).getByLabel('Order number').fill('A1B2C3D4');
    await form(page).getByLabel('Reason for the return').selectOption('Changed my mind');
    await form(page).getByLabel('Additional information').fill('Please send the label by e-mail.');
  }

  test('promises 60 days on top of the statutory 14, like the terms', async ({ page }) => {
    await expect(page.getByRole('heading', { name: '60-Day No Questions Asked' })).toBeVisible();
    await expect(page.getByText(/on top of your statutory 14-day right of withdrawal/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Start Your Return' })).toBeVisible();
    await page.goto('/terms');
    await expect(page.getByText(/you may return a frame within 60 days of delivery, no questions asked/)).toBeVisible();
    await expect(page.getByText(/in addition to the statutory 14-day right of withdrawal/)).toBeVisible();
  });

  test('shows every message of the spec under its field and sends nothing', async ({ page }) => {
    const posts = recordPosts(page, '/api/returns');
    await form(page).getByLabel('Full name').fill('G');
    await form(page).getByLabel('Email').fill('grace@');
    await form(page).getByRole('button', { name: 'Submit Return Request' }).click();
    for (const [label, message] of [
      ['Full name', MESSAGES.nameTooShort],
      ['Email', MESSAGES.emailInvalid],
      ['Order number', MESSAGES.orderNumberRequired],
    ] as const) {
      await expect(form(page).getByLabel(label)).toHaveAttribute('aria-invalid', 'true');
      await expect(form(page).getByText(message)).toBeVisible();
    }
    // Reason and additional information are optional.
    await expect(form(page).getByLabel('Reason for the return')).not.toHaveAttribute('aria-invalid', 'true');
    await expect(form(page).getByLabel('Additional information')).not.toHaveAttribute('aria-invalid', 'true');
    await expectNoSeriousA11yViolations(page);
    expect(posts).toEqual([]);
  });

  test('submits, shows "Return Request Submitted" and clears the form', async ({ page, request }) => {
    const email = `grace-${Date.now()}@example.com`;
    const posts = recordPosts(page, '/api/returns');
    await fill(page, email);
    await form(page).getByRole('button', { name: 'Submit Return Request' }).click();
    await expect(toasts(page).getByText(TOASTS.returnSubmitted.title)).toBeVisible();
    await expect(toasts(page).getByText(TOASTS.returnSubmitted.text)).toBeVisible();
    expect(posts).toEqual([
      {
        customerName: 'Grace Hopper',
        customerEmail: email,
        orderNumber: 'A1B2C3D4',
        reason: 'Changed my mind',
        additionalInfo: 'Please send the label by e-mail.',
        idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
      },
    ]);
    for (const label of ['Full name', 'Email', 'Order number', 'Reason for the return', 'Additional information']) {
      await expect(form(page).getByLabel(label)).toHaveValue('');
    }
    await expect
      .poll(async () => {
        const mails = (await (await request.get('/dev/mailbox.json')).json()) as { to: string; subject: string }[];
        return mails.find((mail) => mail.to === email)?.subject;
      })
      .toBe('Your return request');
  });

  test('keeps what was typed and says so when the server fails', async ({ page }) => {
    await page.route('**/api/returns', (route) => route.fulfill({ status: 500, body: 'Internal Server Error' }));
    await fill(page, 'grace@example.com');
    await form(page).getByRole('button', { name: 'Submit Return Request' }).click();
    await expect(toasts(page).getByText(TOASTS.returnFailed.text)).toBeVisible();
    await expect(form(page).getByLabel('Full name')).toHaveValue('Grace Hopper');
    await expect(form(page).getByLabel('Email')).toHaveValue('grace@example.com');
    await expect(form(page).getByLabel('Order number')).toHaveValue('A1B2C3D4');
    await expect(form(page).getByLabel('Reason for the return')).toHaveValue('Changed my mind');
    await expect(form(page).getByLabel('Additional information')).toHaveValue('Please send the label by e-mail.');
  });
});

test.describe('the information and legal pages', () => {
  test.beforeEach(async ({ context, page }) => {
    await withCookieChoice(context);
    await mockCurrentUser(page, 'signed-out');
  });

  test('say what the spec lists, each "last updated August 14, 2025"', async ({ page }) => {
    const expectations: Record<string, readonly (string | RegExp)[]> = {
      '/privacy': ['COPPA', 'GDPR', 'AI analysis of artwork', /parent or legal guardian/, /card payments run through/i],
      '/terms': [
        'law of the Federal Republic of Germany',
        'the courts of Hamburg, Germany',
        '99.9%',
        'with 30 days notice',
        'at least 18 years old',
        'consent of a parent or legal guardian',
        /analysing it with AI/,
        'processed by our payment provider',
      ],
      '/cookies': ['Necessary cookies', 'Preference cookies', 'Analytics cookies'],
      '/legal': ['§ 5 DDG', 'Hamburg'],
    };
    for (const [path, texts] of Object.entries(expectations)) {
      await page.goto(path);
      await expect(page.getByText('Last updated August 14, 2025')).toBeVisible();
      for (const text of texts) await expect(page.getByText(text).first()).toBeVisible();
    }
  });

  test('the shipping page: free worldwide, import taxes, 2 weeks, 5-7 business days, digital characters', async ({
    page,
  }) => {
    await page.goto('/shipping');
    await expect(page.getByRole('heading', { name: 'Free shipping worldwide' })).toBeVisible();
    await expect(page.getByText(/Import taxes or customs fees might apply/)).toBeVisible();
    await expect(page.getByText(/Up to 2 weeks after you upload the drawing/)).toBeVisible();
    await expect(page.getByText(/Within 5-7 business days/)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Characters are delivered digitally' })).toBeVisible();
  });

  test('an unknown path shows the not-found page', async ({ page }) => {
    await page.goto('/faq/nothing-here');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Back to home' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Turn Drawings Into Magic' })).toBeVisible();
  });
});

test.describe('cookie consent', () => {
  test.beforeEach(async ({ page }) => {
    await mockCurrentUser(page, 'signed-out');
  });

  for (const viewport of Object.keys(VIEWPORTS) as ViewportName[]) {
    test(`asks on the first visit (${viewport}), and nothing optional is stored before an answer`, async ({
      page,
      context,
    }) => {
      await page.setViewportSize(VIEWPORTS[viewport]);
      await page.goto('/');
      const banner = page.getByRole('region', { name: 'Cookies, your choice' });
      await expect(banner).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Accept all' })).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Reject non-essential' })).toBeVisible();
      await expect(banner.getByRole('button', { name: 'Customise' })).toBeVisible();
      expect(await context.cookies()).toEqual([]);
      expect(await storedConsent(page)).toBeNull();
      await expectNoSeriousA11yViolations(page);
      await saveScreenshot(page, `public-cookie-banner-${viewport}`, false);
      await banner.getByRole('button', { name: 'Customise' }).click();
      await saveScreenshot(page, `public-cookie-banner-customise-${viewport}`, false);
    });
  }

  test('"Reject non-essential" is remembered across reloads and pages', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookies, your choice' });
    await banner.getByRole('button', { name: 'Reject non-essential' }).click();
    await expect(banner).toBeHidden();
    expect(await storedConsent(page)).toMatchObject({ preferences: false, analytics: false });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();
    await page.goto('/faq');
    await expect(banner).toBeHidden();
  });

  test('"Accept all" allows every category', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('button', { name: 'Accept all' }).click();
    await expect(page.getByTestId('cookie-banner')).toBeHidden();
    expect(await storedConsent(page)).toMatchObject({ preferences: true, analytics: true });
  });

  test('"Customise" saves a choice per category', async ({ page }) => {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookies, your choice' });
    await banner.getByRole('button', { name: 'Customise' }).click();
    await expect(banner.getByRole('checkbox', { name: /Necessary/ })).toBeChecked();
    await expect(banner.getByRole('checkbox', { name: /Necessary/ })).toBeDisabled();
    await expect(banner.getByRole('checkbox', { name: 'Analytics' })).not.toBeChecked();
    await banner.getByRole('checkbox', { name: 'Preferences' }).check();
    await banner.getByRole('button', { name: 'Save my choices' }).click();
    await expect(banner).toBeHidden();
    expect(await storedConsent(page)).toMatchObject({ preferences: true, analytics: false });
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(banner).toBeHidden();
  });

  test('the choice can be changed on the cookie policy page, and stays changed', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Reject non-essential' }).click();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Cookie Policy' }).click();
    const settings = page.getByRole('region', { name: 'Your cookie choices' });
    await expect(settings.getByTestId('consent-summary')).toContainText('necessary cookies only');
    await expect(settings.getByRole('checkbox', { name: 'Analytics' })).not.toBeChecked();
    await settings.getByRole('checkbox', { name: 'Analytics' }).check();
    await settings.getByRole('button', { name: 'Save my choices' }).click();
    await expect(settings.getByText('Your choices were saved.')).toBeVisible();
    await expect(settings.getByTestId('consent-summary')).toContainText('necessary cookies and analytics');
    expect(await storedConsent(page)).toMatchObject({ preferences: false, analytics: true });

    await page.reload();
    await expect(settings.getByRole('checkbox', { name: 'Analytics' })).toBeChecked();
    await expect(settings.getByRole('checkbox', { name: 'Preferences' })).not.toBeChecked();
    await settings.getByRole('button', { name: 'Reject non-essential' }).click();
    await expect(settings.getByRole('checkbox', { name: 'Analytics' })).not.toBeChecked();
    expect(await storedConsent(page)).toMatchObject({ preferences: false, analytics: false });
    await page.goto('/');
    await expect(page.getByTestId('cookie-banner')).toBeHidden();
  });

  test('the cookie policy page offers the choice itself, without the banner on top', async ({ page }) => {
    await page.goto('/cookies');
    await expect(page.getByTestId('cookie-banner')).toHaveCount(0);
    await expect(page.getByTestId('consent-summary')).toContainText('You have not made a choice yet');
  });
});
