import { applyD1Migrations } from 'cloudflare:test';
import { env } from 'cloudflare:workers';
import { invalidateCatalog } from '../src/marketplace/catalog-cache';
import { resetAdminSession } from './admin-helpers';

// The real migrations from migrations/, applied to this test run's D1 (once: later calls find them applied).
await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);

// All test files share one workerd (vitest.config.ts: isolate false, which saves a runtime start per
// file), so each file starts here from an empty database and an empty bucket, as it would alone.
const { results } = await env.DB.prepare(
  `SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'
     AND name <> 'd1_migrations'
     AND name NOT IN (SELECT name || suffix FROM sqlite_master, (SELECT '_data' AS suffix UNION SELECT '_idx'
       UNION SELECT '_content' UNION SELECT '_docsize' UNION SELECT '_config') WHERE sql LIKE 'CREATE VIRTUAL TABLE%')`,
).all<{ name: string }>();
await env.DB.batch([
  env.DB.prepare('PRAGMA defer_foreign_keys = true'),
  // Virtual (full-text) tables first, so the orders' delete trigger finds nothing left to remove.
  ...[...results]
    .sort((a, b) => Number(b.name.endsWith('_search')) - Number(a.name.endsWith('_search')))
    .map(({ name }) => env.DB.prepare(`DELETE FROM "${name}"`)),
]);
for (let listed = await env.FILES.list(); ; listed = await env.FILES.list({ cursor: listed.cursor })) {
  if (listed.objects.length > 0) await env.FILES.delete(listed.objects.map((o) => o.key));
  if (!listed.truncated) break;
}
// What a module keeps between requests belongs to the previous file's data.
invalidateCatalog();
resetAdminSession();
