import { env } from 'cloudflare:workers';
import { UserFrameSchema } from '@dtm/shared/frames';
import { describe, expect, it } from 'vitest';
import { adminCall, mailsTo } from './admin-helpers';
import { videoBytes } from './device-fixtures';
import { call } from './helpers';
import { recipeFor } from './recipe-fixtures';
import { newCustomer, ownedCreation } from './user-fixtures';

/** As the studio sends it: the version saved, its render uploaded, sent as the preview. */
async function sendVersion(frameId: string, orderId: string, version: number) {
  const base = `/api/admin/frames/${frameId}`;
  const saved = await adminCall(`${base}/recipes`, {
    json: { recipe: recipeFor(orderId, version), baseVersion: version === 1 ? null : version - 1 },
  });
  expect(saved.status).toBe(201);
  const form = new FormData();
  form.append('video', new File([videoBytes(20_000 + version, version)], `v${version}.mp4`, { type: 'video/mp4' }));
  expect((await adminCall(`${base}/recipes/${version}/video`, { method: 'POST', body: form })).status).toBe(201);
  expect((await adminCall(`${base}/preview`, { json: { version } })).status).toBe(200);
}

describe('the "your preview is ready" mail', () => {
  it('names version 2 and the change it was made with, without quoting the note', async () => {
    const customer = await newCustomer('preview-mail');
    const { order, id } = await ownedCreation(customer.userId, 'frame');

    await sendVersion(id, order.id, 1);
    const [first] = await mailsTo(customer.email);
    expect(first?.subject).toBe('Your preview is ready');
    expect(first?.text).not.toMatch(/version|change you asked/i);
    expect(first?.text).toContain('You can ask for up to 2 small changes.');

    const note = 'Please make the dragon wave with both arms';
    const asked = await call(`/api/user/frames/${id}/review/changes`, {
      cookie: customer.cookie,
      json: { version: 1, note },
    });
    expect(asked.status).toBe(201);

    await sendVersion(id, order.id, 2);
    const mails = await mailsTo(customer.email);
    const second = mails[0];
    expect(mails.filter((mail) => /preview is ready/.test(mail.subject))).toHaveLength(2);
    expect(second?.subject).toBe('Version 2 of your preview is ready');
    expect(second?.text).toMatch(/^Version 2 of your preview is ready, made with your change\n/);
    expect(second?.text).toContain('Our artists have made the change you asked for');
    expect(second?.text).toContain('Watch version 2: http://localhost/dashboard');
    expect(second?.text).toContain('You can ask for 1 more small change.');
    expect(second?.text).not.toContain('dragon');
    expect(second?.text).not.toBe(first?.text);
  });
});

describe("a frame's drawing on the dashboard", () => {
  it('says whether the drawing of the order arrived', async () => {
    const customer = await newCustomer('frame-drawing');
    const { order, id } = await ownedCreation(customer.userId, 'frame');
    const frame = async () => {
      const res = await call('/api/user/frames', { cookie: customer.cookie });
      expect(res.status).toBe(200);
      const [only] = (await res.json()) as unknown[];
      return UserFrameSchema.parse(only);
    };
    expect(await frame()).toMatchObject({ id, hasArtwork: false });
    await env.DB.prepare('UPDATE orders SET artwork_submitted_at = ? WHERE id = ?').bind(Date.now(), order.id).run();
    expect(await frame()).toMatchObject({ id, hasArtwork: true });
  });
});
