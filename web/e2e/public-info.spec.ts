import { UPLOAD_LIMITS } from '@dtm/shared/constants';
import { UPLOAD_REMINDER_MESSAGES } from '@dtm/shared/upload-reminders';
import { expect, test } from '@playwright/test';
import { storedConsent, withCookieChoice } from './public-site';
import {
  expectNoSeriousA11yViolations,
  mockCurrentUser,
  saveScreenshot,
  VIEWPORTS,
  type ViewportName,
} from './support';

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

test.describe('the stop link of an upload reminder', () => {
  test.beforeEach(async ({ context, page }) => {
    await withCookieChoice(context);
    await mockCurrentUser(page, 'signed-out');
  });

  test('opening it changes nothing; a link the shop did not sign is refused; without a token it says so', async ({
    page,
  }) => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto('/reminders/stop');
    await expect(page.getByRole('alert')).toHaveText(UPLOAD_REMINDER_MESSAGES.linkRequired);

    await page.goto(`/reminders/stop?token=${'0'.repeat(36)}.${'A'.repeat(43)}`);
    await expect(page.getByRole('heading', { name: 'Upload reminders' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await saveScreenshot(page, 'reminders-stop-phone', false);
    await page.getByRole('button', { name: 'Stop reminders' }).click();
    await expect(page.getByRole('alert')).toHaveText(UPLOAD_REMINDER_MESSAGES.linkInvalid);
    await expect(page.getByRole('button', { name: 'Stop reminders' })).toBeEnabled();
  });
});
