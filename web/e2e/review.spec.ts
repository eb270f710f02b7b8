import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { skeletonFor } from '@dtm/animate/schema';
import type { AnimationRecipe } from '@dtm/shared/recipe';
import { STUDIO_TEXTS } from '@dtm/shared/review';
import { OFFLINE_REVIEW_TEXTS } from '@dtm/shared/review-words';
import { expect, type Page, test } from '@playwright/test';
import { signInAdmin } from './admin-session';
import { paidOrder, signInNewCustomer, withCookieChoice } from './customer-data';
import {
  collectPageErrors,
  expectNoHorizontalOverflow,
  expectNoSeriousA11yViolations,
  saveScreenshot,
  toasts,
  VIEWPORTS,
} from './support';

/**
 * The review loop (#19) from the customer's phone: an admin sends a preview of a paid frame order
 * (the recipe and its render go through the API, as the studio sends them; the studio's own page
 * has its own test), the customer watches it on the dashboard, asks for a change, then approves
 * the newer version, which becomes the frame's animation. A character delivered with its square
 * for sharing offers that square on its card.
 */

const _ADMIN_EMAIL = 'admin@drawings-to-magic.test';
const MEDIA = path.resolve(import.meta.dirname, '../../tools/seed/media');
const joints = Object.fromEntries(skeletonFor('biped').joints.map((name, i) => [name, [0.3 + (i % 4) * 0.1, 0.5]]));

function recipe(orderId: string, cycles: number): AnimationRecipe {
  return {
    schemaVersion: 1,
    artwork: { orderId, fileId: 'drawing_1' },
    figure: {
      plan: 'biped',
      box: { x: 0.1, y: 0.05, width: 0.6, height: 0.9 },
      mask: { width: 2, height: 1, runs: [0, 2] },
      outline: [
        [0, 0],
        [1, 0],
        [0.5, 1],
      ],
      joints: joints as AnimationRecipe['figure']['joints'],
    },
    motions: [{ motion: 'wave', cycles }],
    background: { kind: 'colour', hex: '#fbf7ef' },
    clipSeconds: 4,
    framing: { scale: 1, offsetX: 0, offsetY: 0 },
    orientation: 'landscape',
  };
}

/** As the studio does it: save the version, upload its render, send it as the preview. */
async function sendPreview(
  admin: Page,
  origin: string,
  frameId: string,
  orderId: string,
  version: number,
  file: string,
) {
  const headers = { Origin: origin };
  const base = `/api/admin/frames/${frameId}`;
  const saved = await admin.request.post(`${base}/recipes`, {
    headers,
    data: { recipe: recipe(orderId, version), baseVersion: version === 1 ? null : version - 1 },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  expect(await saved.json()).toEqual({ version });
  const uploaded = await admin.request.post(`${base}/recipes/${version}/video`, {
    headers,
    multipart: { video: { name: `v${version}.webm`, mimeType: 'video/webm', buffer: await readFile(file) } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const sent = await admin.request.post(`${base}/preview`, { headers, data: { version } });
  expect(sent.status(), await sent.text()).toBe(200);
}

test.describe('the review loop', () => {
  test('the customer watches the preview on a phone, asks for a change, then approves the newer version', async ({
    page,
    browser,
    baseURL,
  }) => {
    // About a minute on an idle 2-core machine; the margin is for a busy one.
    test.setTimeout(180_000);
    const base = baseURL ?? '';
    const origin = new URL(base).origin;
    const adminErrors = collectPageErrors(page);
    const customerContext = await browser.newContext({ viewport: VIEWPORTS.phone, serviceWorkers: 'block' });
    await withCookieChoice(customerContext);
    const customer = await customerContext.newPage();
    const errors = collectPageErrors(customer);
    await signInNewCustomer(customer, base, 'review');
    const orderId = await paidOrder(customer, base, 'frame');
    const frames = (await (await customer.request.get('/api/user/frames')).json()) as { id: string; orderId: string }[];
    const frameId = frames.find((frame) => frame.orderId === orderId)?.id ?? '';
    expect(frameId).not.toBe('');

    // One admin sign-in for the whole file (sign-in links are limited per address).
    await signInAdmin(page, base, `/admin/frame-management?search=${orderId}`);
    await sendPreview(page, origin, frameId, orderId, 1, path.join(MEDIA, 'dancing-dragon.webm'));

    const card = customer.getByRole('main').getByRole('article', { name: '5" Digital Frame' });
    const review = card.getByRole('region', { name: 'Your preview' });

    await test.step('the preview plays on the card with its two actions', async () => {
      await customer.goto('/dashboard');
      // In a parent's words, never the internal status (awakening).
      await expect(card.getByText('Status: Your preview is ready', { exact: true })).toBeVisible();
      await expect(review.getByText('Version 1')).toBeVisible();
      const player = review.getByLabel('Preview of your frame');
      await expect(player).toHaveAttribute('src', `/api/user/frames/${frameId}/review/videos/1`);
      await player.scrollIntoViewIfNeeded();
      const playing = () =>
        player.evaluate((video: HTMLVideoElement) => ({
          muted: video.muted,
          loop: video.loop,
          inline: video.playsInline,
          time: video.currentTime,
        }));
      await expect.poll(async () => (await playing()).time).toBeGreaterThan(0);
      expect(await playing()).toMatchObject({ muted: true, loop: true, inline: true });
      await expect(review.getByTestId('change-requests-left')).toHaveText('2 change requests left');
      await expect(review.getByRole('button', { name: 'Approve' })).toBeVisible();
    });

    await test.step('asking for a change: a labelled note with its counter, then a toast', async () => {
      await review.getByRole('button', { name: 'Ask for a change' }).click();
      const dialog = customer.getByRole('dialog', { name: 'Ask for a change' });
      const note = dialog.getByLabel('What should we change?');
      await dialog.getByRole('button', { name: 'Send change request' }).click();
      await expect(dialog.getByText('Please tell us what you would like to change.')).toBeVisible();
      const text = 'Could the dragon wave with both arms? <b>Bigger</b> smile too!';
      await note.fill(text);
      await expect(dialog.getByText(`${text.length} / 1000 characters`)).toBeVisible();
      await expect(note).toHaveAttribute('maxlength', '1000');
      await expectNoSeriousA11yViolations(customer);
      await saveScreenshot(customer, 'review-change-dialog-390', false);
      await dialog.getByRole('button', { name: 'Send change request' }).click();
      await expect(toasts(customer).getByText('Change Requested')).toBeVisible();
      await expect(dialog).toBeHidden();
      // Kept as the customer typed it: the markup is shown as text.
      await expect(review.getByText(text)).toBeVisible();
      await expect(review.getByTestId('change-requests-left')).toHaveText('1 change request left');
      await expect(review.getByRole('button', { name: 'Ask for a change' })).toHaveCount(0);
      await expect(card.getByText('Status: We are making your change')).toBeVisible();
    });

    await test.step('the newer version replaces it on the card; the review card at 390x844', async () => {
      await sendPreview(page, origin, frameId, orderId, 2, path.join(MEDIA, 'waving-robot.webm'));
      await customer.reload();
      await expect(review.getByText('Version 2, made with your change')).toBeVisible();
      await expect(card.getByText('Status: Your preview is ready: version 2, with your change')).toBeVisible();
      await expect(review.getByLabel('Preview of your frame')).toHaveAttribute(
        'src',
        `/api/user/frames/${frameId}/review/videos/2`,
      );
      await expect(review.getByRole('button', { name: 'Ask for a change' })).toBeVisible();
      // Approving the old version (a tab left open) is refused: the newest is the one shown.
      const stale = await customer.request.post(`/api/user/frames/${frameId}/review/approve`, {
        headers: { Origin: origin },
        data: { version: 1 },
      });
      expect(stale.status()).toBe(409);
      expect(((await stale.json()) as { error: string }).error).toBe('A newer preview was sent; it is shown now.');

      await expectNoHorizontalOverflow(customer);
      await expectNoSeriousA11yViolations(customer);
      // The card's top just under the fixed top bar, so its name, status and the preview show together.
      await card.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 76));
      await saveScreenshot(customer, 'review-card-390', false);
    });

    await test.step('approving makes it the frame animation', async () => {
      await review.getByRole('button', { name: 'Approve' }).click();
      await expect(toasts(customer).getByText('Animation Approved')).toBeVisible();
      await expect(card.getByText('Status: Ready for your frame')).toBeVisible();
      await expect(review).toHaveCount(0);
      await expect(card.getByLabel('Animation of your frame')).toHaveAttribute('src', /.+/);
      const download = card.getByRole('link', { name: 'Download animation' });
      const video = await customer.request.get((await download.getAttribute('href')) ?? '');
      expect((await video.body()).equals(await readFile(path.join(MEDIA, 'waving-robot.webm')))).toBe(true);
    });

    await test.step("a character's square for sharing downloads from its card", async () => {
      // As the studio sends it on Mark as final: the version, its render, its 1080x1080 square.
      const characterOrder = await paidOrder(customer, base, 'character');
      const characters = (await (await customer.request.get('/api/user/characters')).json()) as {
        id: string;
        orderId: string;
      }[];
      const characterId = characters.find((character) => character.orderId === characterOrder)?.id ?? '';
      const admin = `/api/admin/characters/${characterId}`;
      const headers = { Origin: origin };
      const saved = await page.request.post(`${admin}/recipes`, {
        headers,
        data: { recipe: recipe(characterOrder, 1), baseVersion: null },
      });
      expect(saved.status(), await saved.text()).toBe(201);
      const square = await readFile(path.join(MEDIA, 'waving-robot.webm'));
      for (const [slot, file] of [
        ['video', await readFile(path.join(MEDIA, 'dancing-dragon.webm'))],
        ['square', square],
      ] as const) {
        const stored = await page.request.post(`${admin}/recipes/1/${slot}?upload=${crypto.randomUUID()}`, {
          headers,
          multipart: { video: { name: `${slot}.webm`, mimeType: 'video/webm', buffer: file } },
        });
        expect(stored.status(), await stored.text()).toBe(201);
      }
      const final = await page.request.post(`${admin}/final`, { headers, data: { version: 1 } });
      expect(final.status(), await final.text()).toBe(200);

      await customer.reload();
      const link = customer.getByRole('main').getByRole('link', { name: STUDIO_TEXTS.downloadSquare });
      await expect(link).toHaveAttribute('href', `/api/user/characters/${characterId}/square?download=1`);
      const downloaded = await customer.request.get((await link.getAttribute('href')) ?? '');
      expect(downloaded.headers()['content-disposition']).toMatch(/^attachment; filename=".*square.*\.webm"$/);
      expect((await downloaded.body()).equals(square)).toBe(true);
      const characterCard = customer
        .getByRole('main')
        .getByRole('article')
        .filter({ has: customer.getByRole('link', { name: STUDIO_TEXTS.downloadSquare }) });
      await characterCard.evaluate((element) =>
        window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 76),
      );
      await saveScreenshot(customer, 'character-card-square-390', false);
      await expectNoSeriousA11yViolations(customer);
      await customer.setViewportSize(VIEWPORTS.desktop);
      await expectNoHorizontalOverflow(customer);
      await characterCard.evaluate((element) =>
        window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 76),
      );
      await saveScreenshot(customer, 'character-card-square-1280', false);
    });

    await customerContext.close();
    expect(errors).toEqual([]);
    expect(adminErrors).toEqual([]);
  });
  test('offline, the preview says it needs a connection and the review buttons wait for one', async ({
    page,
    browser,
    baseURL,
  }) => {
    test.setTimeout(180_000);
    const base = baseURL ?? '';
    const origin = new URL(base).origin;
    const customerContext = await browser.newContext({ viewport: VIEWPORTS.phone, serviceWorkers: 'block' });
    await withCookieChoice(customerContext);
    const customer = await customerContext.newPage();
    const errors = collectPageErrors(customer);
    await signInNewCustomer(customer, base, 'review-offline');
    const orderId = await paidOrder(customer, base, 'frame');
    const frames = (await (await customer.request.get('/api/user/frames')).json()) as { id: string; orderId: string }[];
    const frameId = frames.find((frame) => frame.orderId === orderId)?.id ?? '';
    await signInAdmin(page, base, `/admin/frame-management?search=${orderId}`);
    await sendPreview(page, origin, frameId, orderId, 1, path.join(MEDIA, 'dancing-dragon.webm'));

    await customer.goto('/dashboard');
    const card = customer.getByRole('main').getByRole('article', { name: '5" Digital Frame' });
    const review = card.getByRole('region', { name: 'Your preview' });
    const approve = review.getByRole('button', { name: 'Approve' });
    const ask = review.getByRole('button', { name: 'Ask for a change' });
    const needsConnection = review.getByText(OFFLINE_REVIEW_TEXTS.videoNeedsConnection);
    const reason = review.getByText(OFFLINE_REVIEW_TEXTS.reviewNeedsConnection);
    const showCard = async (name: string) => {
      await card.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 76));
      await saveScreenshot(customer, name, false);
    };
    await expect(card.getByText('Status: Your preview is ready', { exact: true })).toBeVisible();
    await expect(approve).toBeEnabled();
    await expect(needsConnection).toHaveCount(0);
    await showCard('review-card-online-390');

    await test.step('offline: the player says why it is blank, the buttons say why they wait', async () => {
      await customerContext.setOffline(true);
      await expect(needsConnection).toBeVisible();
      await expect(approve).toBeDisabled();
      await expect(ask).toBeDisabled();
      await expect(reason).toBeVisible();
      await expect(approve).toHaveAccessibleDescription(OFFLINE_REVIEW_TEXTS.reviewNeedsConnection);
      await expectNoHorizontalOverflow(customer);
      await showCard('review-card-offline-390');
      await customer.setViewportSize(VIEWPORTS.desktop);
      await showCard('review-card-offline-1280');
    });

    await test.step('back online: the buttons work again', async () => {
      await customerContext.setOffline(false);
      await expect(needsConnection).toHaveCount(0);
      await expect(reason).toHaveCount(0);
      await expect(approve).toBeEnabled();
      await expect(ask).toBeEnabled();
      await showCard('review-card-online-1280');
    });

    await customerContext.close();
    expect(errors).toEqual([]);
  });
});
