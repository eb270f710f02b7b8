/**
 * The clip renderers and the encoder in a real browser (#40): no line inside a flat figure on any
 * renderer at framing 1.0 and 1.5, the second pass of a loop drawn pixel for pixel as the first,
 * and an encoded file in BT.709 limited range whose decoded stage colour is the same in frames 1
 * and 10 and the colour drawn.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { expect, test } from '@playwright/test';

const web = resolve(import.meta.dirname, '..');
let script = '';

test.beforeAll(async () => {
  // esbuild comes with tsx: one bundle of the page module (as tools/bench/studio-render.ts does).
  type Esbuild = { build(options: Record<string, unknown>): Promise<{ outputFiles?: { text: string }[] }> };
  const esbuild = createRequire(createRequire(resolve(web, '../package.json')).resolve('tsx'))('esbuild') as Esbuild;
  const bundle = await esbuild.build({
    entryPoints: [resolve(import.meta.dirname, 'render-page.ts')],
    bundle: true,
    format: 'esm',
    write: false,
    nodePaths: [resolve(web, 'node_modules')],
    logLevel: 'error',
  });
  script = bundle.outputFiles?.[0]?.text ?? '';
});

test.beforeEach(async ({ page }) => {
  await page.route('http://localhost:4999/**', (route) =>
    route.request().url().endsWith('/page.js')
      ? route.fulfill({ contentType: 'text/javascript', body: script })
      : route.fulfill({
          contentType: 'text/html',
          body: '<!doctype html><script type="module" src="/page.js"></script>',
        }),
  );
  await page.goto('http://localhost:4999/');
  await page.waitForFunction(() => 'encodedColours' in globalThis);
});

type Seams = { kind: string; count: number; first: { x: number; y: number } | null };

for (const how of ['software', 'canvas', 'webgl'] as const) {
  for (const scale of [1, 1.5]) {
    test(`${how}: a flat figure has no line inside it at framing ${scale}, at rest and moving`, async ({ page }) => {
      for (const frame of [0, 20]) {
        const seams = await page.evaluate(
          ([h, s, n]) =>
            (globalThis as unknown as { flatSeams: (h: string, s: number, n: number) => Seams }).flatSeams(h, s, n),
          [how, scale, frame] as const,
        );
        // Debian's headless shell has WebGL (SwiftShader): a browser without it fails here, visibly.
        expect(seams.kind).toBe(how);
        expect({ frame, count: seams.count, first: seams.first }).toEqual({ frame, count: 0, first: null });
      }
    });
  }
}

test('the second pass of a clip draws the very pixels of the first', async ({ page }) => {
  const result = await page.evaluate(() =>
    (globalThis as unknown as { secondPassDiffers: () => { frames: number; differing: number } }).secondPassDiffers(),
  );
  expect(result.frames).toBeGreaterThan(30);
  expect(result.differing).toBe(0);
});

test('the file is BT.709 limited range, and the stage keeps its colour from the first frame on', async ({ page }) => {
  type Colours = {
    codec: string;
    colr: { type: string; primaries: number; transfer: number; matrix: number; fullRange: boolean } | null;
    trackColour: { primaries?: string; transfer?: string; matrix?: string; fullRange?: boolean };
    stage: number[][];
  };
  const result = await page.evaluate(() =>
    (globalThis as unknown as { encodedColours: () => Promise<Colours> }).encodedColours(),
  );
  expect(result.codec).toBe('avc');
  // ISO/IEC 23091-2 code points: 1 = BT.709 primaries, transfer and matrix.
  expect(result.colr).toEqual({ type: 'nclx', primaries: 1, transfer: 1, matrix: 1, fullRange: false });
  expect(result.trackColour).toMatchObject({
    primaries: 'bt709',
    transfer: 'bt709',
    matrix: 'bt709',
    fullRange: false,
  });
  const [first, tenth] = result.stage as [number[], number[]];
  expect(tenth).toEqual(first);
  // The stage was drawn #fbf7ef (251, 247, 239): decoded within 3 levels.
  for (const [c, value] of [251, 247, 239].entries())
    expect(Math.abs((first[c] as number) - value)).toBeLessThanOrEqual(3);
});

test('two figures of a drawing move together, each loops at the clip’s seam, with no line inside', async ({ page }) => {
  type Two = {
    frames: number;
    differing: number;
    changed: { left: number; right: number };
    seams: number;
    png: string;
  };
  const result = await page.evaluate(() => (globalThis as unknown as { twoFigures: () => Promise<Two> }).twoFigures());
  const out = resolve(web, 'test-results/render-shots');
  mkdirSync(out, { recursive: true });
  writeFileSync(resolve(out, 'two-figures.png'), Buffer.from(result.png.split(',')[1] ?? '', 'base64'));
  expect(result.frames).toBeGreaterThan(30);
  // Frames N.. of the second pass are frames 0.. of the first, for both figures at once.
  expect(result.differing).toBe(0);
  // The first person (left half) and the second (right half) both move.
  expect(result.changed.left).toBeGreaterThan(1000);
  expect(result.changed.right).toBeGreaterThan(1000);
  expect(result.seams).toBe(0);
});
