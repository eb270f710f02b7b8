import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from '@playwright/test';
import { PAGE_DIST } from './build-page.ts';

export const PAGE_URL = pathToFileURL(join(PAGE_DIST, 'page/index.html')).href;
const media = (name: string) => pathToFileURL(join(import.meta.dirname, 'media', name)).href;
const seed = (name: string) => pathToFileURL(join(import.meta.dirname, '../../tools/seed/media', name)).href;

/** Library items as main would send them (ids are the files' sha-256 in the app; any hex here). */
export const ITEMS = {
  dragon43: { id: 'a'.repeat(64), url: seed('dancing-dragon.webm'), name: 'Dancing Dragon' },
  character169: { id: 'b'.repeat(64), url: seed('demo-character.mp4'), name: 'Captain Crayon' },
  seam43: { id: 'c'.repeat(64), url: media('seam-320x240-30fps.webm'), name: 'Seam test 4:3' },
  seam169: { id: 'd'.repeat(64), url: media('seam-640x360-30fps.webm'), name: 'Seam test 16:9' },
};

/**
 * Opens the page with a stand-in for the preload bridge: what the page sends is recorded in
 * `window.sent`, and `window.emit(channel, payload)` plays main's part.
 */
export async function openPlayer(page: Page, query = ''): Promise<void> {
  // A string, not a function: tsx (the benchmark) would add helpers the page does not have.
  await page.addInitScript(`
    const listeners = new Map();
    window.sent = [];
    window.emit = (channel, payload) => listeners.get(channel)?.(payload);
    window.player = {
      send: (channel, payload) => window.sent.push([channel, payload]),
      on: (channel, listener) => {
        listeners.set(channel, listener);
        return () => listeners.delete(channel);
      },
    };
  `);
  await page.goto(`${PAGE_URL}${query}`);
  // Polled with evaluate: waitForFunction's string form needs eval, which the page's CSP refuses.
  while (!(await page.evaluate('window.sent.length > 0'))) await page.waitForTimeout(20);
}

export async function emit(page: Page, channel: string, payload: unknown): Promise<void> {
  await page.evaluate(`window.emit(${JSON.stringify(channel)}, ${JSON.stringify(payload)})`);
}

export type SeamStats = {
  loops: number;
  changes: number;
  dropped: number[];
  gapsMs: number[];
  seamMs: number[];
  modes: string[];
  firstFrameAt: number | null;
  longestStillMs: number;
  longestUnansweredStillMs: number;
  recoveries: string[];
  presented: number;
};

export function seamStats(page: Page): Promise<SeamStats> {
  // playerStats is a top-level const of a classic script: in the page's global scope, not on window.
  return page.evaluate('JSON.parse(JSON.stringify(playerStats))') as Promise<SeamStats>;
}

/** Bounding box of the pixels that are not (near) black in a screenshot: where the video shows. */
export async function contentBox(page: Page, png: Buffer) {
  const decoder = await page.context().newPage();
  try {
    return await decoder.evaluate(async (base64) => {
      const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
      const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
      const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(bitmap, 0, 0);
      const { data, width, height } = context.getImageData(0, 0, bitmap.width, bitmap.height);
      let left = width;
      let top = height;
      let right = -1;
      let bottom = -1;
      for (let y = 0; y < height; y++) {
        for (let x = 0; x < width; x++) {
          const i = (y * width + x) * 4;
          if ((data[i] ?? 0) + (data[i + 1] ?? 0) + (data[i + 2] ?? 0) > 60) {
            left = Math.min(left, x);
            right = Math.max(right, x);
            top = Math.min(top, y);
            bottom = Math.max(bottom, y);
          }
        }
      }
      return { x: left, y: top, width: right - left + 1, height: bottom - top + 1 };
    }, png.toString('base64'));
  } finally {
    await decoder.close();
  }
}
