import { eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { devices } from '../db/schema';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { escapeHtml } from '../mail/mailer';
import { recentMails, seedArtworkFiles } from './service';

/** True only where `npm start` or the tests run the Worker; production never answers /dev. */
export function isDevelopment(env: Env): boolean {
  return env.APP_ENV === 'development' || env.APP_ENV === 'test';
}

/** Development-only tools: the local mailbox (decisions.md "Local development contract"). */
export const devRoutes = new Hono<AppEnv>()
  .use('*', async (c, next) => {
    if (!isDevelopment(c.env)) throw new ApiError('NOT_FOUND', 'Not found.');
    await next();
  })
  // `npm start` calls it once the Worker answers (tools/dev/start.ts).
  .post('/seed-artwork', async (c) => c.json({ added: await seedArtworkFiles(c.get('db'), c.env) }))
  // The browser test of "Frames in homes" (#38): a frame last heard of 25 hours ago, as if time had passed.
  .post('/devices/:id/silent', async (c) => {
    const at = new Date(Date.now() - 25 * 60 * 60 * 1000);
    await c
      .get('db')
      .update(devices)
      .set({ lastSeenAt: at })
      .where(eq(devices.id, c.req.param('id')));
    return c.body(null, 204);
  })
  .get('/mailbox.json', async (c) => {
    const mails = await recentMails(c.get('db'));
    return c.json(
      mails.map((m) => ({
        id: m.id,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
        links: m.links,
        attachments: m.attachments,
        createdAt: m.createdAt.toISOString(),
      })),
    );
  })
  .get('/mailbox', async (c) => {
    const mails = await recentMails(c.get('db'));
    const items = mails
      .map(
        (m) => `<article class="mail">
  <header><strong>${escapeHtml(m.subject)}</strong><br><span>To: ${escapeHtml(m.to)}</span> · <time datetime="${m.createdAt.toISOString()}">${escapeHtml(m.createdAt.toUTCString())}</time></header>
  <pre>${escapeHtml(m.text)}</pre>
  <ul>${m.links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join('')}</ul>
  ${m.attachments.map((file) => `<p>Attached: ${escapeHtml(file.filename)} (${escapeHtml(file.contentType)}, ${file.size} bytes)</p>`).join('')}
</article>`,
      )
      .join('\n');
    return c.html(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Local mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:760px;margin:2rem auto;padding:0 1rem;color:#222}.mail{border:1px solid #ddd;border-radius:8px;padding:1rem;margin:1rem 0}pre{white-space:pre-wrap;font-family:inherit}a{color:#5b21b6;word-break:break-all}</style></head>
<body><main><h1>Local mailbox</h1><p>Every e-mail the local shop sent, newest first. Development only.</p>${items || '<p>No mails yet.</p>'}</main></body></html>`);
  });
