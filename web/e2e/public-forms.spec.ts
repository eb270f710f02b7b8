import { SUPPORT_SUBJECT_LABELS } from '@dtm/shared/constants';
import { MESSAGES, TOASTS } from '@dtm/shared/messages';
import { RETURN_MESSAGES } from '@dtm/shared/returns';
import { type Browser, expect, type Page, test } from '@playwright/test';
import { paidOrder, signInNewCustomer } from './customer-data';
import { recordPosts, withCookieChoice } from './public-site';
import {
  DEMO_USER,
  expectNoSeriousA11yViolations,
  expectToast,
  mockCurrentUser,
  saveScreenshot,
  toasts,
} from './support';

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

  test("fills in a signed-in customer's name and e-mail (issue #37)", async ({ page }) => {
    // Answered after the signed-out answer of beforeEach: the later route wins.
    await mockCurrentUser(page, DEMO_USER);
    await page.goto('/contact');
    await expect(form(page).getByLabel('First name')).toHaveValue(DEMO_USER.firstName);
    await expect(form(page).getByLabel('Last name')).toHaveValue(DEMO_USER.lastName);
    await expect(form(page).getByLabel('Email')).toHaveValue(DEMO_USER.email);
    await expect(form(page).getByLabel('Message')).toHaveValue('');
  });

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

    await expectToast(page, TOASTS.messageSent);
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
    await expectToast(page, TOASTS.messageFailed);
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
    // One message for one mistake: the field's, no "Failed to send" toast besides it (#37).
    await expect(form(page).getByLabel('Message')).toHaveValue('Can the dragon breathe rainbow fire, please?');
    await expect(toasts(page).getByText(TOASTS.messageFailed.text)).toHaveCount(0);
  });
});

test.describe('the returns page', () => {
  test.beforeEach(async ({ context, page }) => {
    await withCookieChoice(context);
    await mockCurrentUser(page, 'signed-out');
    await page.goto('/returns');
  });

  const form = (page: Page) => page.getByRole('form', { name: 'Return form' });

  async function fill(page: Page, email: string, orderNumber = 'A1B2C3D4') {
    await form(page).getByLabel('Full name').fill('Grace Hopper');
    await form(page).getByLabel('Email').fill(email);
    await form(page).getByLabel('Order number').fill(orderNumber);
    await form(page).getByLabel('Reason for the return').selectOption('Changed my mind');
    await form(page).getByLabel('Additional information').fill('Please send the label by e-mail.');
  }

  test('promises 60 days on top of the statutory 14, like the terms', async ({ page }) => {
    await expect(page.getByRole('heading', { name: '60-Day No Questions Asked' })).toBeVisible();
    await expect(page.getByText('Our 30-day satisfaction guarantee: not happy in the first 30 days?')).toBeVisible();
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

  /** A paid frame order of a new customer (in a context of its own): a return needs one. */
  async function paidFrameOrder(browser: Browser, baseURL: string) {
    const context = await browser.newContext({ serviceWorkers: 'block' });
    const customer = await context.newPage();
    const email = await signInNewCustomer(customer, baseURL, 'grace');
    const orderId = await paidOrder(customer, baseURL, 'frame', email);
    await context.close();
    return { email, orderNumber: orderId.slice(0, 8) };
  }

  test('submits, shows "Return Request Submitted" and clears the form', async ({ page, request, browser, baseURL }) => {
    const { email, orderNumber } = await paidFrameOrder(browser, baseURL ?? '');
    const posts = recordPosts(page, '/api/returns');
    await fill(page, email, orderNumber);
    await form(page).getByRole('button', { name: 'Submit Return Request' }).click();
    await expectToast(page, TOASTS.returnSubmitted);
    expect(posts).toEqual([
      {
        customerName: 'Grace Hopper',
        customerEmail: email,
        orderNumber,
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
        // The customer's sign-in and order mails went to the same address before.
        return mails.filter((mail) => mail.to === email).map((mail) => mail.subject);
      })
      .toContain('Your return request');
  });

  test("shows the server's refusal under the order number when no paid order matches, and keeps the form", async ({
    page,
  }) => {
    await fill(page, `grace-${Date.now()}@example.com`, 'A1B2C3D4');
    await form(page).getByRole('button', { name: 'Submit Return Request' }).click();
    await expect(form(page).getByText(RETURN_MESSAGES.orderNotFound)).toBeVisible();
    await expect(form(page).getByLabel('Order number')).toHaveAttribute('aria-invalid', 'true');
    // Said once, under the field: no "Failed to submit" toast beside it (issue #37).
    await expect(toasts(page).getByText(TOASTS.returnFailed.text)).toHaveCount(0);
    await expect(form(page).getByLabel('Full name')).toHaveValue('Grace Hopper');
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
