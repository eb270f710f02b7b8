/**
 * Makes a user an admin (users.is_admin = 1) by e-mail, creating the user when they have not
 * signed in yet. Local D1 by default; `--remote` runs the same SQL on the deployed database.
 *
 *   npx pnpm@10.34.8 admin:grant someone@example.com [--remote] [--persist-to DIR]
 */
import { spawnSync } from 'node:child_process';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { getPlatformProxy } from 'wrangler';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { remote: { type: 'boolean', default: false }, 'persist-to': { type: 'string' } },
});
const email = positionals[0]?.trim().toLowerCase();
if (!email || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
  console.error('Usage: admin:grant <email> [--remote]   (a valid e-mail address is required)');
  process.exit(2);
}

const now = Date.now();
// Values are bound locally; for --remote the e-mail was validated above and quotes are doubled.
const quoted = `'${email.replaceAll("'", "''")}'`;
const upsertSql = `INSERT INTO users (id, email, name, email_verified, is_admin, created_at, updated_at)
VALUES (lower(hex(randomblob(16))), ${quoted}, '', 0, 1, ${now}, ${now})
ON CONFLICT(email) DO UPDATE SET is_admin = 1, updated_at = ${now}`;

if (values.remote) {
  const result = spawnSync(
    join(root, 'node_modules/.bin/wrangler'),
    ['d1', 'execute', 'DB', '--remote', '--command', upsertSql],
    {
      cwd: root,
      stdio: 'inherit',
    },
  );
  process.exit(result.status ?? 1);
}

const proxy = await getPlatformProxy<Env>({
  configPath: join(root, 'wrangler.toml'),
  persist: values['persist-to'] ? { path: resolve(values['persist-to'], 'v3') } : true,
});
try {
  await proxy.env.DB.prepare(upsertSql).run();
  const row = await proxy.env.DB.prepare('SELECT email, is_admin FROM users WHERE email = ?').bind(email).first();
  console.log(`${email} is now an admin (local database):`, row);
} finally {
  await proxy.dispose();
}
