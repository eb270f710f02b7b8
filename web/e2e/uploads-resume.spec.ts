import { UPLOAD_LIMITS } from '@dtm/shared/constants';
import { expect, test } from '@playwright/test';
import { TUS_CHUNK_BYTES } from '../src/features/uploads/uppy/tus-chunk';
import { withCookieChoice } from './customer-data';
import { signInWithMailedLink } from './mailbox';
import { VIEWPORTS } from './support';
import { makePng } from './upload-files';
import { BEN, chooseFiles, createPaidFrameOrder, uploaderItem } from './upload-helpers';

const PART = UPLOAD_LIMITS.partBytes;

/** How many chosen files the uploader keeps in the browser (Golden Retriever's IndexedDB store). */
function countKeptFiles(): Promise<number> {
  return new Promise((resolve) => {
    const open = indexedDB.open('uppy-blobs');
    open.onerror = () => resolve(0);
    open.onsuccess = () => {
      const db = open.result;
      if (!db.objectStoreNames.contains('files')) {
        db.close();
        resolve(0);
        return;
      }
      const count = db.transaction('files').objectStore('files').count();
      count.onsuccess = () => {
        db.close();
        resolve(count.result);
      };
      count.onerror = () => {
        db.close();
        resolve(0);
      };
    };
  });
}

test.use({ viewport: VIEWPORTS.desktop });

test.describe('uploading artwork with an upload link', () => {
  test('a reopened tab resumes the upload where the server stopped', async ({ page, context, baseURL }) => {
    await withCookieChoice(context);
    await signInWithMailedLink(page, baseURL ?? '', BEN.email, '/dashboard');
    const { token } = await createPaidFrameOrder(page, baseURL ?? '');
    const big = { name: 'big-sun.png', mimeType: 'image/png', buffer: makePng(320, 240, PART + 1024 * 1024) };
    // The connection drops once the first 5 MiB part is stored: every later PATCH of this tab fails.
    let stored = false;
    let dropped = 0;
    await page.route('**/api/uploads/tus/*', async (route) => {
      if (route.request().method() !== 'PATCH') return route.continue();
      if (stored) {
        dropped += 1;
        return route.abort('connectionreset');
      }
      const response = await route.fetch();
      stored = response.headers()['upload-offset'] === String(PART);
      return route.fulfill({ response });
    });
    await page.goto(`/upload/${token}`);
    await chooseFiles(page, [big]);
    await expect.poll(() => dropped, { timeout: 60_000 }).toBeGreaterThan(0);
    // The browser has kept the chosen file (Golden Retriever's IndexedDB store) before the tab goes.
    await expect.poll(() => page.evaluate(countKeptFiles)).toBeGreaterThan(0);
    await page.close();

    const reopened = await context.newPage();
    const requests: { method: string; offset: string | undefined }[] = [];
    reopened.on('request', (request) => {
      if (request.url().includes('/api/uploads/tus')) {
        requests.push({ method: request.method(), offset: request.headers()['upload-offset'] });
      }
    });
    // Where the server says it stopped: at least the first 5 MiB part (a busy machine may let one
    // more request of the first tab through before the drop is noticed).
    let serverOffset: number | null = null;
    reopened.on('response', (response) => {
      if (response.url().includes('/api/uploads/tus') && response.request().method() === 'HEAD') {
        serverOffset ??= Number(response.headers()['upload-offset']);
      }
    });
    await reopened.goto(`/upload/${token}`);
    await expect(uploaderItem(reopened, big.name)).toHaveClass(/is-complete/, { timeout: 60_000 });
    // No new upload was created: the same one was asked where it stood, then sent only what was
    // missing, from where the server stopped, in the uploader's requests of TUS_CHUNK_BYTES.
    expect(requests.filter((r) => r.method === 'POST')).toEqual([]);
    const resumedAt = serverOffset ?? -1;
    expect(resumedAt).toBeGreaterThanOrEqual(PART);
    expect(resumedAt).toBeLessThan(big.buffer.length);
    const missing: string[] = [];
    for (let offset = resumedAt; offset < big.buffer.length; offset += TUS_CHUNK_BYTES) missing.push(String(offset));
    expect(requests.filter((r) => r.method === 'PATCH').map((r) => r.offset)).toEqual(missing);
    const state = (await (await reopened.request.get(`/api/upload/${token}`)).json()) as { files: { size: number }[] };
    expect(state.files.map((file) => file.size)).toEqual([big.buffer.length]);
    await expect(reopened.getByText('Already received')).toHaveCount(0);
  });
});
