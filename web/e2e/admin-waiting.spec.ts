import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { skeletonFor } from '@dtm/animate/schema';
import { ADMIN_WAITING_TEXTS, type AdminStats, addWaiting, waitingTotal } from '@dtm/shared/admin';
import type { AnimationRecipe } from '@dtm/shared/recipe';
import { expect, type Page, test } from '@playwright/test';
import { signInAdmin } from './admin-session';
import { paidOrder, signInNewCustomer, withCookieChoice } from './customer-data';
import { collectPageErrors, expectNoHorizontalOverflow, saveScreenshot, VIEWPORTS } from './support';

/**
 * Nothing waits unseen (#36): a customer asks for a change to their frame's preview, and the studio
 * render of their second frame fails; the admin sees both counted on the sidebar's Frame Management
 * entry and on the dashboard ("1 failed render"), and the frames first in Frame Management,
 * labelled "Change requested" and "Render failed". The list loads without a failed request.
 */

const _ADMIN_EMAIL = 'admin@drawings-to-magic.test';
const VIDEO = path.resolve(import.meta.dirname, '../../tools/seed/media/dancing-dragon.webm');
const joints = Object.fromEntries(skeletonFor('biped').joints.map((name, i) => [name, [0.3 + (i % 4) * 0.1, 0.5]]));

function recipe(orderId: string): AnimationRecipe {
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
    motions: [{ motion: 'wave', cycles: 1 }],
    background: { kind: 'colour', hex: '#fbf7ef' },
    clipSeconds: 4,
    framing: { scale: 1, offsetX: 0, offsetY: 0 },
    orientation: 'landscape',
  };
}

/** As the studio does it: version 1 saved, its render uploaded, sent as the preview. */
async function sendPreview(admin: Page, origin: string, frameId: string, orderId: string) {
  const headers = { Origin: origin };
  const base = `/api/admin/frames/${frameId}`;
  const saved = await admin.request.post(`${base}/recipes`, {
    headers,
    data: { recipe: recipe(orderId), baseVersion: null },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const uploaded = await admin.request.post(`${base}/recipes/1/video`, {
    headers,
    multipart: { video: { name: 'v1.webm', mimeType: 'video/webm', buffer: await readFile(VIDEO) } },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  const sent = await admin.request.post(`${base}/preview`, { headers, data: { version: 1 } });
  expect(sent.status(), await sent.text()).toBe(200);
}

/** As the studio does when a render stops with an error: version 1 saved, its render started, then failed. */
async function failRender(admin: Page, origin: string, frameId: string, orderId: string) {
  const headers = { Origin: origin };
  const base = `/api/admin/frames/${frameId}`;
  const saved = await admin.request.post(`${base}/recipes`, {
    headers,
    data: { recipe: recipe(orderId), baseVersion: null },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const spec = { codec: 'avc', width: 1024, height: 600, frames: 120, fps: 30, parts: 2 };
  const started = await admin.request.put(`${base}/recipes/1/renders/video`, { headers, data: spec });
  expect(started.status(), await started.text()).toBe(201);
  const failed = await admin.request.post(`${base}/recipes/1/renders/video/failed`, {
    headers,
    data: { message: 'The browser ran out of memory.' },
  });
  expect(failed.status(), await failed.text()).toBe(200);
}

async function waiting(admin: Page): Promise<AdminStats['waiting']> {
  return ((await (await admin.request.get('/api/admin/stats')).json()) as AdminStats).waiting;
}

test('a change request is counted on the sidebar and the dashboard, and its frame comes first, labelled', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000);
  const base = baseURL ?? '';
  const origin = new URL(base).origin;
  const errors = collectPageErrors(page);
  const customerContext = await browser.newContext({ viewport: VIEWPORTS.phone, serviceWorkers: 'block' });
  await withCookieChoice(customerContext);
  const customer = await customerContext.newPage();
  await signInNewCustomer(customer, base, 'waiting');
  const orderId = await paidOrder(customer, base, 'frame');
  const frames = (await (await customer.request.get('/api/user/frames')).json()) as { id: string; orderId: string }[];
  const frameId = frames.find((frame) => frame.orderId === orderId)?.id ?? '';
  expect(frameId).not.toBe('');

  await page.setViewportSize(VIEWPORTS.desktop);
  await signInAdmin(page, base, '/admin/dashboard');
  await sendPreview(page, origin, frameId, orderId);
  const before = await waiting(page);
  const asked = await customer.request.post(`/api/user/frames/${frameId}/review/changes`, {
    headers: { Origin: origin },
    data: { version: 1, note: 'Please make the dragon wave' },
  });
  expect(asked.status(), await asked.text()).toBe(201);
  // A second frame of the customer's whose studio render failed: it waits too.
  const failedOrderId = await paidOrder(customer, base, 'frame');
  const allFrames = (await (await customer.request.get('/api/user/frames')).json()) as {
    id: string;
    orderId: string;
  }[];
  const failedFrameId = allFrames.find((frame) => frame.orderId === failedOrderId)?.id ?? '';
  await failRender(page, origin, failedFrameId, failedOrderId);
  const after = await waiting(page);
  expect(after.frames.changeRequests).toBe(before.frames.changeRequests + 1);
  expect(after.frames.rendersFailed).toBe(before.frames.rendersFailed + 1);
  await customerContext.close();

  const sidebar = page.getByRole('complementary');
  const framesEntry = sidebar.getByRole('link', { name: /^Frame Management/ });

  await test.step('the dashboard: the waiting line and the sidebar badge', async () => {
    await page.goto('/admin/dashboard');
    const total = addWaiting(after.frames, after.characters);
    const line = page.getByRole('region', { name: ADMIN_WAITING_TEXTS.heading });
    await expect(line.getByTestId('waiting-total')).toHaveText(ADMIN_WAITING_TEXTS.summary(total));
    await expect(
      line.getByRole('link', { name: `Frames: ${ADMIN_WAITING_TEXTS.summary(after.frames)}` }),
    ).toBeVisible();
    await expect(framesEntry).toHaveAccessibleName(`Frame Management ${waitingTotal(after.frames)} waiting`);
    await saveScreenshot(page, 'admin-dashboard-waiting-1280', false);
  });

  await test.step('Frame Management: the changed frame first, labelled, without a failed request', async () => {
    const failed: string[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/') && response.status() >= 400)
        failed.push(`${response.status()} ${response.url()}`);
    });
    await framesEntry.click();
    await expect(page).toHaveURL(/\/admin\/frame-management$/);
    const first = page.getByTestId('admin-frame').first();
    await expect(first).toContainText(`#${orderId.slice(0, 8)}`);
    await expect(first.getByTestId('waiting-label')).toHaveText(ADMIN_WAITING_TEXTS.label.change_requested);
    // Failed renders come right after the change requests.
    const failedRow = page.getByTestId('admin-frame').filter({ hasText: `#${failedOrderId.slice(0, 8)}` });
    await expect(failedRow.getByTestId('waiting-label')).toHaveText(ADMIN_WAITING_TEXTS.label.render_failed);
    if (after.frames.newDrawings > 0) {
      await expect(
        page.getByTestId('waiting-label').filter({ hasText: ADMIN_WAITING_TEXTS.label.new_drawing }).first(),
      ).toBeVisible();
    }
    await page.waitForLoadState('networkidle');
    expect(failed).toEqual([]);
    await saveScreenshot(page, 'admin-frames-waiting-1280', false);
  });

  await test.step('on a phone: the same label, the count in the menu', async () => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.reload();
    await expect(page.getByTestId('admin-frame').first().getByTestId('waiting-label')).toBeVisible();
    await expectNoHorizontalOverflow(page);
    await saveScreenshot(page, 'admin-frames-waiting-phone', false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Management Panel' });
    await expect(sheet.getByRole('link', { name: /^Frame Management/ })).toContainText(
      String(waitingTotal(after.frames)),
    );
    await saveScreenshot(page, 'admin-sidebar-waiting-phone', false);
  });
  expect(errors).toEqual([]);
});
