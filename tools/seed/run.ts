/**
 * Seeds the local D1 and R2 (wrangler's local state in .wrangler/state, or --persist-to DIR)
 * with the demo shop. Run after `wrangler d1 migrations apply DB --local`.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/d1';
import { getPlatformProxy } from 'wrangler';
import * as schema from '../../worker/src/db/schema';
import { DEMO_USERS } from './demo-data';
import { type MediaLoader, seedDemo } from './seed-demo';

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(here, '../..');

type ManifestEntry = { file: string; contentType: string };

async function main() {
  const persistIndex = process.argv.indexOf('--persist-to');
  const persistTo = persistIndex > 0 ? process.argv[persistIndex + 1] : undefined;
  const manifest = JSON.parse(await readFile(join(here, 'media/manifest.json'), 'utf8')) as ManifestEntry[];
  const types = new Map(manifest.map((entry) => [entry.file, entry.contentType]));
  const loadMedia: MediaLoader = async (file) => {
    const contentType = types.get(file);
    if (!contentType) throw new Error(`tools/seed/media/${file} is not in the media manifest`);
    return { bytes: new Uint8Array(await readFile(join(here, 'media', file))), contentType };
  };

  const proxy = await getPlatformProxy<Env>({
    configPath: join(root, 'wrangler.toml'),
    persist: persistTo ? { path: resolve(persistTo, 'v3') } : true,
  });
  try {
    const db = drizzle(proxy.env.DB, { schema });
    const summary = await seedDemo(db, proxy.env.FILES, loadMedia);
    const counts = Object.entries(summary.tables)
      .map(([table, count]) => `${table} ${count}`)
      .join(', ');
    console.log(`Seeded demo shop: ${counts}; ${summary.objects} files in R2.`);
    console.log(
      `Demo sign-ins: ${Object.values(DEMO_USERS)
        .map((u) => `${u.email}${u.isAdmin ? ' (admin)' : ''}`)
        .join(', ')}`,
    );
  } finally {
    await proxy.dispose();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
