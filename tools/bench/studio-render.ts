/**
 * Benchmark (not a test) of the admin studio's render (#19): a 10 s 1024x600 30 fps clip of a
 * fixture drawing drawn frame by frame and encoded with WebCodecs + mediabunny in headless Chromium
 * (Debian's), the studio's own modules bundled onto a bare page. Prints the speed as a ratio of
 * real time (above 1: faster than real time) and the file's size, for each codec the browser has.
 * Usage: pnpm exec tsx tools/bench/studio-render.ts [--seconds 10] [--drawing animate/fixtures/drawings/char1/texture.png]
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';

const root = resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    drawing: { type: 'string', default: 'animate/fixtures/drawings/char1/texture.png' },
  },
});
const SECONDS = Number(values.seconds);

// esbuild comes with tsx: one bundle of the studio's render module for the page.
type Esbuild = { build(options: Record<string, unknown>): Promise<{ outputFiles?: { text: string }[] }> };
const esbuild = createRequire(createRequire(import.meta.url).resolve('tsx'))('esbuild') as Esbuild;
const bundle = await esbuild.build({
  stdin: {
    contents: `import { benchRender } from ${JSON.stringify(resolve(root, 'web/src/features/admin/studio/render-bench.ts'))};
globalThis.benchRender = benchRender;`,
    resolveDir: resolve(root, 'web'),
    loader: 'ts',
  },
  bundle: true,
  format: 'esm',
  write: false,
  nodePaths: [resolve(root, 'web/node_modules')],
  logLevel: 'error',
});
const script = bundle.outputFiles?.[0]?.text ?? '';
const drawing = readFileSync(resolve(root, values.drawing));

const server = createServer((request, response) => {
  if (request.url === '/bench.js') response.writeHead(200, { 'content-type': 'text/javascript' }).end(script);
  else if (request.url === '/drawing.png')
    response
      .writeHead(200, { 'content-type': values.drawing.endsWith('.png') ? 'image/png' : 'image/jpeg' })
      .end(drawing);
  else
    response
      .writeHead(200, { 'content-type': 'text/html' })
      .end('<!doctype html><script type="module" src="/bench.js"></script>');
});
await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
const address = server.address();
const port = typeof address === 'object' && address ? address.port : 0;

type Result = {
  seconds: number;
  frames: number;
  renderer: string;
  drawMs: number;
  encodeMs: number;
  bytes: number;
  codec: string;
  samePixels: boolean;
};
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
try {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForFunction(() => 'benchRender' in globalThis);
  for (const [codec, webgl] of [
    ['avc', false],
    ['vp9', false],
    ['avc', true],
  ] as const) {
    const result = await page.evaluate(
      ([seconds, chosen, preferWebgl]) =>
        (globalThis as unknown as { benchRender: (url: string, s: number, c: string, w: boolean) => Promise<Result> })
          .benchRender('/drawing.png', seconds, chosen, preferWebgl)
          .catch((error: Error) => ({ error: error.message })),
      [SECONDS, codec, webgl] as const,
    );
    if ('error' in result) {
      console.log(`${codec}: not encodable in this browser (${result.error})`);
      continue;
    }
    const realTime = (result.seconds * 1000) / result.encodeMs;
    console.log(
      `${result.codec === 'avc' ? 'H.264 MP4' : 'VP9 WebM'}, ${result.seconds.toFixed(1)} s, ${result.frames} frames, 1024x600 (${result.renderer}): ` +
        `draw only ${(result.drawMs / result.frames).toFixed(1)} ms a frame; draw + encode ${(result.encodeMs / 1000).toFixed(1)} s = ` +
        `${realTime.toFixed(2)}x real time; file ${(result.bytes / 1_000_000).toFixed(2)} MB; ` +
        `a second render of 45 frames: ${result.samePixels ? 'the same pixels' : 'DIFFERENT pixels'}`,
    );
  }
} finally {
  await browser.close();
  server.close();
}
