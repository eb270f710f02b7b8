/**
 * First-load JavaScript of `/` (issue 17, item 6): the files the landing page loads before anyone
 * touches it, with their raw and gzip sizes. It follows the build's own module graph (Vite's
 * manifest): index.html's entry script and modulepreload links, their static imports, and the
 * landing route's split chunk (`src/routes/index.tsx?tsr-split=...component`) with its static imports.
 * Dynamic imports (other routes, the signed-in dashboard, the idle-time offline data) are not
 * first load and are left out.
 *
 *   node_modules/.bin/tsx tools/bench/first-load.ts [--dist DIR] [--budget 120]
 *
 * Without --dist it builds web/ into a temporary folder with `--manifest` (web/dist, which a
 * running e2e server may be serving, is left alone); --dist reads a build made with `--manifest`.
 * Exits 1 when the gzip total is over the budget (KB of 1024 bytes).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values } = parseArgs({
  options: {
    dist: { type: 'string' },
    budget: { type: 'string', default: '120' },
  },
});

/** One chunk of Vite's build manifest (`.vite/manifest.json`). */
type ManifestChunk = { file: string; src?: string; imports?: string[]; css?: string[] };
type Manifest = Record<string, ManifestChunk>;

/** The landing route's component chunk, as TanStack Router's code splitting names it (`component`, or a group such as `loader---component`). */
const LANDING_ROUTE = /^src\/routes\/index\.tsx\?tsr-split=(?:[a-zA-Z]+---)*component(?:---[a-zA-Z]+)*$/;

function build(): string {
  const outDir = mkdtempSync(join(tmpdir(), 'dtm-first-load-'));
  const web = join(root, 'web');
  const result = spawnSync(
    join(web, 'node_modules/.bin/vite'),
    ['build', '--manifest', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    { cwd: web, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`vite build failed (${result.status ?? result.signal})`);
  return outDir;
}

/** The script, modulepreload and stylesheet URLs index.html names, as dist-relative paths. */
function linksOf(html: string): { scripts: string[]; styles: string[] } {
  const scripts: string[] = [];
  const styles: string[] = [];
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    const url = /\b(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if (!url || /^[a-z]+:/i.test(url)) continue;
    const path = url.replace(/^\//, '');
    if (tag.startsWith('<script') && /type="module"/.test(tag)) scripts.push(path);
    else if (/rel="modulepreload"/.test(tag)) scripts.push(path);
    else if (/rel="stylesheet"/.test(tag)) styles.push(path);
  }
  return { scripts, styles };
}

function measure(dist: string) {
  const manifestPath = join(dist, '.vite/manifest.json');
  if (!existsSync(manifestPath)) throw new Error(`${manifestPath} is missing: build with \`vite build --manifest\``);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));

  /** file -> why it is loaded (the first reason found). */
  const scripts = new Map<string, string>();
  const styles = new Map<string, string>();
  const visit = (key: string, reason: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file)) return;
    scripts.set(chunk.file, reason);
    for (const css of chunk.css ?? []) if (!styles.has(css)) styles.set(css, reason);
    for (const imported of chunk.imports ?? []) visit(imported, `imported by ${chunk.file}`);
  };

  const html = linksOf(readFileSync(join(dist, 'index.html'), 'utf8'));
  for (const file of html.scripts) {
    const key = keyOfFile.get(file);
    if (key) visit(key, 'index.html');
    else scripts.set(file, 'index.html (not in the manifest)');
  }
  for (const file of html.styles) if (!styles.has(file)) styles.set(file, 'index.html');
  const landing = Object.keys(manifest).find((key) => LANDING_ROUTE.test(key));
  if (!landing) throw new Error(`no chunk matching ${LANDING_ROUTE} in the manifest`);
  visit(landing, 'landing route');

  const sizeOf = (file: string) => {
    const bytes = readFileSync(join(dist, file));
    return { raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
  };
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const report = (title: string, files: Map<string, string>) => {
    const rows = [...files].map(([file, reason]) => ({ file, reason, ...sizeOf(file) }));
    rows.sort((a, b) => b.raw - a.raw);
    console.log(title);
    for (const row of rows) {
      console.log(
        `  ${row.file.padEnd(44)} ${kb(row.raw).padStart(9)} raw ${kb(row.gzip).padStart(9)} gzip  (${row.reason})`,
      );
    }
    const raw = rows.reduce((sum, row) => sum + row.raw, 0);
    const gzip = rows.reduce((sum, row) => sum + row.gzip, 0);
    console.log(
      `  ${'total'.padEnd(44)} ${kb(raw).padStart(9)} raw ${kb(gzip).padStart(9)} gzip  (${rows.length} files)`,
    );
    return gzip;
  };

  const gzip = report('First-load JavaScript of /', scripts);
  report('First-load CSS of /', styles);
  const budget = Number(values.budget);
  console.log(`JavaScript gzip ${kb(gzip)} against a budget of ${budget} KB: ${gzip <= budget * 1024 ? 'ok' : 'OVER'}`);
  if (gzip > budget * 1024) process.exitCode = 1;
}

const dist = values.dist ? resolve(values.dist) : build();
try {
  measure(dist);
} finally {
  if (!values.dist) rmSync(dist, { recursive: true, force: true });
}
