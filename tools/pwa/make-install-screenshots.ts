/**
 * Takes the screenshots of the web app manifest (Chrome's richer install sheet) from a running
 * local system, then shrinks them to 256-colour PNGs with ffmpeg. The PNGs are committed under
 * web/public/install/ (not "screenshots/", which git ignores).
 *
 *   node_modules/.bin/tsx tools/pwa/make-install-screenshots.ts http://127.0.0.1:8787
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:8787';
const out = path.resolve(import.meta.dirname, '../../web/public/install');
const SHOTS = [
  { name: 'screenshot-wide', width: 1280, height: 800 },
  { name: 'screenshot-narrow', width: 390, height: 844 },
];

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  for (const shot of SHOTS) {
    const context = await browser.newContext({
      viewport: { width: shot.width, height: shot.height },
      serviceWorkers: 'block',
    });
    // A visitor who already chose cookies: the banner would cover the page.
    await context.addInitScript(() => {
      const choice = { version: 1, preferences: false, analytics: false, decidedAt: '2026-11-01T09:00:00.000Z' };
      localStorage.setItem('dtm-cookie-consent', JSON.stringify(choice));
    });
    const page = await context.newPage();
    await page.goto(baseUrl, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1 }).waitFor();
    const raw = path.join(os.tmpdir(), `${shot.name}-raw.png`);
    await page.screenshot({ path: raw, animations: 'disabled' });
    execFileSync('ffmpeg', [
      ...['-hide_banner', '-loglevel', 'error', '-y', '-i', raw],
      ...['-vf', 'split[a][b];[a]palettegen=max_colors=256[p];[b][p]paletteuse=dither=sierra2_4a'],
      path.join(out, `${shot.name}.png`),
    ]);
    rmSync(raw);
    await context.close();
  }
} finally {
  await browser.close();
}
console.log(`wrote ${SHOTS.map((shot) => `${shot.name}.png`).join(', ')} to ${out}`);
