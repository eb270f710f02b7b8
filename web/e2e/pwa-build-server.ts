import { access, cp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const WEB_DIST = path.resolve(import.meta.dirname, '..', 'dist');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * A throw-away static host for the built app (a copy of web/dist, which other specs share), on
 * its own origin, so a test can "deploy" a new build without touching the shared one. Paths
 * without a file get index.html, as the Worker's SPA fallback does; /api answers 404.
 */
export type BuildServer = {
  url: string;
  deployNewBuild: (marker: string) => Promise<void>;
  close: () => Promise<void>;
};

/** Whether every file the copied build's service worker precaches is there (a build may be half-written). */
async function isWholeBuild(root: string): Promise<boolean> {
  try {
    const sw = await readFile(path.join(root, 'sw.js'), 'utf8');
    const urls = [...sw.matchAll(/url:"([^"]+)"/g)].map((match) => match[1] ?? '');
    await Promise.all(urls.map((url) => access(path.join(root, url))));
    return urls.length > 0;
  } catch {
    return false;
  }
}

/** Copies web/dist, again if another build was rewriting it meanwhile. */
async function copyBuild(root: string): Promise<void> {
  for (let attempt = 0; attempt < 10; attempt++) {
    await rm(root, { recursive: true, force: true });
    await cp(WEB_DIST, root, { recursive: true });
    if (await isWholeBuild(root)) return;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  throw new Error(`${WEB_DIST} is not a whole build: run the web build first`);
}

export async function startBuildServer(): Promise<BuildServer> {
  const root = path.join(os.tmpdir(), `dtm-pwa-build-${process.pid}-${Date.now()}`);
  await copyBuild(root);

  const server: Server = createServer(async (request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://local').pathname);
    if (pathname.startsWith('/api/')) {
      response.writeHead(404, { 'content-type': 'application/json' }).end('{"error":"Not found"}');
      return;
    }
    const file = path.join(root, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
    let body: Buffer;
    let type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    try {
      body = await readFile(file);
    } catch {
      body = await readFile(path.join(root, 'index.html'));
      type = TYPES['.html'] ?? 'text/html';
    }
    response.writeHead(200, { 'content-type': type, 'cache-control': 'no-cache' }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    /**
     * What a deployment changes: a new index.html (marked with `marker`) and so a new service
     * worker whose precache lists the page under a new revision, as `vite build` would write.
     */
    async deployNewBuild(marker) {
      const indexPath = path.join(root, 'index.html');
      const html = await readFile(indexPath, 'utf8');
      await writeFile(indexPath, html.replace('</head>', `<meta name="dtm-build" content="${marker}" />\n  </head>`));
      const swPath = path.join(root, 'sw.js');
      const sw = await readFile(swPath, 'utf8');
      const next = sw.replace(/(url:"index\.html",revision:")[0-9a-f]+"/, `$1${marker}"`);
      if (next === sw) throw new Error('sw.js has no precache entry for index.html');
      await writeFile(swPath, next);
    },
    async close() {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await rm(root, { recursive: true, force: true });
    },
  };
}
