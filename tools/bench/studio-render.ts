/**
 * Benchmark (not a test) of the admin studio's render (#19, #40): a 10 s 1024x600 30 fps clip of a
 * drawing drawn frame by frame and encoded with WebCodecs + mediabunny in headless Chromium
 * (Debian's), the studio's own modules bundled onto a bare page. Prints the speed in seconds of clip
 * per second of waiting (above 1: faster than real time), where the time goes (solve, draw, pixel
 * read-back, encode alone; the upload is the network's), the file's size, and whether the second
 * pass of the clip drew the same pixels as the first.
 * Usage: pnpm exec tsx tools/bench/studio-render.ts [--seconds 10] [--drawing PATH] [--scale 1.3]
 *   [--busy] (one CPU-bound process beside it, as another job on the machine) [--motion jumping-jacks]
 *   [--out DIR] (writes the H.264 file and PNGs of frames 0, 75, 150 there, to look at; --look 0,59 others)
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';

const root = resolve(import.meta.dirname, '../..');
const { values } = parseArgs({
  options: {
    seconds: { type: 'string', default: '10' },
    drawing: { type: 'string', default: 'animate/fixtures/drawings/char1/texture.png' },
    scale: { type: 'string', default: '1' },
    busy: { type: 'boolean', default: false },
    out: { type: 'string' },
    look: { type: 'string', default: '0,75,150' },
    motion: { type: 'string' },
  },
});
const SECONDS = Number(values.seconds);

// As web/src/features/admin/studio/render-bench.ts has them (not imported: that module is the page's, with the DOM).
type RenderBenchOptions = {
  seconds: number;
  codec?: 'avc' | 'vp9';
  onCanvas?: 'webgl' | 'canvas';
  scale?: number;
  keepVideo?: boolean;
  look?: number[];
  motion?: string;
};
type RenderBenchResult = {
  seconds: number;
  frames: number;
  renderer: string;
  encodeMs: number;
  breakdown: { solveMs: number; drawMs: number; readMs: number; encodeOnlyMs: number };
  bytes: number;
  codec: 'avc' | 'vp9';
  samePixels: boolean;
  passesSame: boolean;
  wrap: { step: number; largest: number };
  video?: string;
  looks: string[];
};

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
  else if (request.url === '/drawing')
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

/** Another job beside the render: a process that keeps one CPU core busy until it is killed. */
const busy: ChildProcess | null = values.busy
  ? spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' })
  : null;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const ms = (value: number, frames: number) =>
  `${(value / 1000).toFixed(2)} s (${(value / frames).toFixed(1)} ms a frame)`;
try {
  const page = await browser.newPage();
  await page.goto(`http://127.0.0.1:${port}/`);
  await page.waitForFunction(() => 'benchRender' in globalThis);
  console.log(
    `${values.drawing}${values.motion ? `, ${values.motion}` : ''}, framing ${values.scale}${values.busy ? ', one CPU-bound job beside it' : ''}`,
  );
  for (const [codec, onCanvas] of [
    ['avc', undefined],
    ['vp9', undefined],
    ['avc', 'canvas'],
  ] as const) {
    const options: RenderBenchOptions = {
      seconds: SECONDS,
      codec,
      ...(onCanvas ? { onCanvas } : {}),
      scale: Number(values.scale),
      keepVideo: Boolean(values.out) && codec === 'avc' && !onCanvas,
      look: values.out && codec === 'avc' ? values.look.split(',').map(Number) : [],
      ...(values.motion ? { motion: values.motion } : {}),
    };
    const result = await page.evaluate(
      ([chosen]) =>
        (globalThis as unknown as { benchRender: (url: string, o: RenderBenchOptions) => Promise<RenderBenchResult> })
          .benchRender('/drawing', chosen)
          .catch((error: Error) => ({ error: error.message })),
      [options] as const,
    );
    if ('error' in result) {
      console.log(`${codec}: not encodable in this browser (${result.error})`);
      continue;
    }
    const { frames, breakdown } = result;
    console.log(
      `${result.codec === 'avc' ? 'H.264 MP4' : 'VP9 WebM'}, ${result.seconds.toFixed(1)} s, ${frames} frames, 1024x600 (${result.renderer}): ` +
        `render ${(result.encodeMs / 1000).toFixed(1)} s = ${((result.seconds * 1000) / result.encodeMs).toFixed(2)} s of clip a second; ` +
        `file ${(result.bytes / 1_000_000).toFixed(2)} MB\n` +
        `  solve ${ms(breakdown.solveMs, frames)}, draw ${ms(breakdown.drawMs, frames)}, read back ${ms(breakdown.readMs, frames)}, ` +
        `encode alone ${ms(breakdown.encodeOnlyMs, frames)}\n` +
        `  a second render of 45 frames: ${result.samePixels ? 'the same pixels' : 'DIFFERENT pixels'}; ` +
        `second pass of the loop: ${result.passesSame ? 'the same pixels as the first' : 'DIFFERENT pixels from the first'}\n` +
        `  the wrap (last frame back to the first): mean pixel step ${result.wrap.step.toFixed(2)} against the largest ` +
        `other step ${result.wrap.largest.toFixed(2)} (${(result.wrap.step / (result.wrap.largest || 1)).toFixed(2)} times)`,
    );
    if (values.out) {
      mkdirSync(values.out, { recursive: true });
      if (result.video) writeFileSync(join(values.out, 'clip.mp4'), Buffer.from(result.video, 'base64'));
      for (const [k, url] of result.looks.entries())
        writeFileSync(
          join(values.out, `frame-${options.look?.[k]}-${result.renderer}.png`),
          Buffer.from(url.split(',')[1] ?? '', 'base64'),
        );
    }
  }
} finally {
  await browser.close();
  server.close();
  busy?.kill();
}
