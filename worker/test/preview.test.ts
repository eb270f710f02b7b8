import { env } from 'cloudflare:workers';
import { JOINT_NAMES, type PreviewRig, type PreviewRigV1, RIG_INVALID, skeletonFor } from '@dtm/animate/schema';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, signIn } from './helpers';
import { fileBytes, paidOrder, uploadFile } from './upload-helpers';

function rig(overrides: Partial<PreviewRig> = {}): PreviewRig {
  return {
    version: 2,
    plan: 'biped',
    box: { x: 0.2, y: 0.1, width: 0.5, height: 0.8 },
    mask: { width: 4, height: 3, runs: [1, 2, 2, 2, 2, 2, 1] },
    outline: [
      [0.25, 0],
      [0.75, 0],
      [0.75, 1],
      [0.25, 1],
    ],
    joints: Object.fromEntries(JOINT_NAMES.map((name, i) => [name, [0.5, i / 20]])) as PreviewRig['joints'],
    motion: 'dance',
    background: '/api/media/catalog/backgrounds/space-full.png',
    ...overrides,
  };
}

/** The same rig as an older page sends it and as every preview.json was saved before the body plan. */
function rigV1(): PreviewRigV1 {
  const { plan: _plan, ...rest } = rig();
  return { ...rest, version: 1 } as PreviewRigV1;
}

async function userId(cookie: string): Promise<string> {
  const res = await call('/api/auth/user', { cookie });
  return ((await res.json()) as { id: string }).id;
}

const key = (orderId: string) => `artwork/${orderId}/preview.json`;

describe('the instant preview saved with an order', () => {
  const cookies = { owner: '', other: '', admin: '' };
  beforeAll(async () => {
    cookies.owner = await signIn('preview-owner@example.com');
    cookies.other = await signIn('preview-other@example.com');
    cookies.admin = await signIn('preview-admin@example.com', { admin: true });
  });

  it('keeps the cut-out and joints beside the artwork, and gives them back to the link', async () => {
    const { orderId, token } = await paidOrder();
    const res = await call(`/api/upload/${token}/preview`, { method: 'PUT', json: rig() });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { rig: PreviewRig; savedAt: string };
    expect(body.rig).toEqual(rig());
    const stored = await env.FILES.get(key(orderId));
    if (!stored) throw new Error('no preview in R2');
    expect(stored.httpMetadata?.contentType).toBe('application/json');
    expect(((await stored.json()) as { rig: PreviewRig }).rig.motion).toBe('dance');

    // Saving again replaces it.
    await call(`/api/upload/${token}/preview`, { method: 'PUT', json: rig({ motion: 'walk' }) });
    const again = await call(`/api/upload/${token}/preview`);
    expect(again.status).toBe(200);
    expect(((await again.json()) as { rig: PreviewRig }).rig.motion).toBe('walk');
  });

  it('takes a version 1 rig from a page running older code, and stores it as the current version', async () => {
    const { orderId, token } = await paidOrder();
    const res = await call(`/api/upload/${token}/preview`, { method: 'PUT', json: rigV1() });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { rig: PreviewRig }).rig).toEqual(rig());
    const stored = await env.FILES.get(key(orderId));
    if (!stored) throw new Error('no preview in R2');
    expect(((await stored.json()) as { rig: PreviewRig }).rig).toEqual(rig());
  });

  it('reads a preview.json saved as version 1 as the current version (a biped)', async () => {
    const { orderId, token } = await paidOrder({ userId: await userId(cookies.owner) });
    const savedAt = '2026-11-22T02:00:00.000Z';
    await env.FILES.put(key(orderId), JSON.stringify({ rig: rigV1(), savedAt }), {
      httpMetadata: { contentType: 'application/json' },
    });
    for (const res of [
      await call(`/api/upload/${token}/preview`),
      await call(`/api/order/${orderId}/preview`, { cookie: cookies.owner }),
    ]) {
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ rig: rig(), savedAt });
    }
  });

  it('keeps a four-legged figure with its plan, and refuses it with a motion of another plan', async () => {
    const { orderId, token } = await paidOrder();
    const joints = Object.fromEntries(
      skeletonFor('quadruped').joints.map((name, i): [string, [number, number]] => [name, [0.5, i / 20]]),
    );
    const dog = rig({ plan: 'quadruped', joints, motion: 'trot' });
    const saved = await call(`/api/upload/${token}/preview`, { method: 'PUT', json: dog });
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { rig: PreviewRig }).rig).toEqual(dog);
    for (const wrong of [
      { ...dog, motion: 'wave' },
      { ...dog, joints: rig().joints },
    ]) {
      const res = await call(`/api/upload/${token}/preview`, { method: 'PUT', json: wrong });
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBe(RIG_INVALID);
    }
    const stored = await env.FILES.get(key(orderId));
    if (!stored) throw new Error('no preview in R2');
    expect(((await stored.json()) as { rig: PreviewRig }).rig.plan).toBe('quadruped');
  });

  it('refuses something that is not a preview with a message, and stores nothing', async () => {
    const { orderId, token } = await paidOrder();
    const res = await call(`/api/upload/${token}/preview`, {
      method: 'PUT',
      json: { ...rig(), mask: { width: 4, height: 3, runs: [5] } },
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('This preview cannot be saved. Please make it again.');
    expect(await env.FILES.get(key(orderId))).toBeNull();
    expect((await call(`/api/upload/${token}/preview`)).status).toBe(404);
  });

  it('refuses an unknown link (404) and an expired one (410)', async () => {
    const unknown = await call(`/api/upload/tok_${'z'.repeat(30)}/preview`, { method: 'PUT', json: rig() });
    expect(unknown.status).toBe(404);
    const { orderId, token } = await paidOrder({ expiresAt: Date.now() - 1000 });
    const expired = await call(`/api/upload/${token}/preview`, { method: 'PUT', json: rig() });
    expect(expired.status).toBe(410);
    expect(((await expired.json()) as { error: string }).error).toMatch(/expired/i);
    expect(await env.FILES.get(key(orderId))).toBeNull();
  });

  it('shows the saved preview to the order owner and admins, to nobody else', async () => {
    const { orderId, token } = await paidOrder({ userId: await userId(cookies.owner) });
    const none = await call(`/api/order/${orderId}/preview`, { cookie: cookies.owner });
    expect(none.status).toBe(200);
    expect(await none.json()).toBeNull();
    await call(`/api/upload/${token}/preview`, { method: 'PUT', json: rig() });
    for (const cookie of [cookies.owner, cookies.admin]) {
      const res = await call(`/api/order/${orderId}/preview`, { cookie });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { rig: PreviewRig }).rig.joints.head).toEqual([0.5, 0]);
    }
    expect((await call(`/api/order/${orderId}/preview`, { cookie: cookies.other })).status).toBe(404);
    expect((await call(`/api/order/${orderId}/preview`)).status).toBe(404);
    expect((await call('/api/order/not-an-id/preview', { cookie: cookies.admin })).status).toBe(404);
  });

  it('hands the link the first submitted picture to make the preview on (not a PDF), and only once submitted', async () => {
    const { token } = await paidOrder();
    const pdf = fileBytes('pdf', 2000);
    const jpeg = fileBytes('jpeg', 3000);
    await uploadFile(token, pdf, { filename: 'scan.pdf' });
    await uploadFile(token, jpeg, { filename: 'drawing.jpg' });
    const before = await call(`/api/upload/${token}/preview/artwork`);
    expect(before.status).toBe(404);
    expect(((await before.json()) as { error: string }).error).toBe(
      'No drawing was submitted with this link yet. Please upload it first.',
    );
    const { files } = (await (await call(`/api/upload/${token}`)).json()) as { files: { url: string }[] };
    expect((await call(`/api/upload/${token}/submit`, { json: { artworkUrls: files.map((f) => f.url) } })).status).toBe(
      200,
    );
    const res = await call(`/api/upload/${token}/preview/artwork`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    expect(new Uint8Array(await res.arrayBuffer())).toEqual(jpeg);
    expect((await call(`/api/upload/tok_${'z'.repeat(30)}/preview/artwork`)).status).toBe(404);
  });

  it('lists every submitted drawing with the ordered frame size, and hands over the one picked', async () => {
    const { token } = await paidOrder();
    const png = fileBytes('png', 2500);
    const jpeg = fileBytes('jpeg', 3000);
    await uploadFile(token, png, { filename: 'dog.png' });
    await uploadFile(token, fileBytes('pdf', 2000), { filename: 'scan.pdf' });
    await uploadFile(token, jpeg, { filename: 'cat.jpg' });
    const empty = (await (await call(`/api/upload/${token}/preview/drawings`)).json()) as { drawings: unknown[] };
    expect(empty).toEqual({ frameSize: '7', drawings: [] });
    const { files } = (await (await call(`/api/upload/${token}`)).json()) as { files: { url: string }[] };
    await call(`/api/upload/${token}/submit`, { json: { artworkUrls: files.map((f) => f.url) } });

    const listed = await call(`/api/upload/${token}/preview/drawings`);
    expect(listed.status).toBe(200);
    const body = (await listed.json()) as { frameSize: string; drawings: { id: string; name: string }[] };
    expect(body.frameSize).toBe('7');
    expect(body.drawings.map((d) => d.name)).toEqual(['dog.png', 'cat.jpg']);

    const cat = body.drawings[1]?.id ?? '';
    const picked = await call(`/api/upload/${token}/preview/artwork?file=${encodeURIComponent(cat)}`);
    expect(picked.status).toBe(200);
    expect(new Uint8Array(await picked.arrayBuffer())).toEqual(jpeg);
    const first = await call(`/api/upload/${token}/preview/artwork`);
    expect(new Uint8Array(await first.arrayBuffer())).toEqual(png);
    const unknown = await call(`/api/upload/${token}/preview/artwork?file=nope`);
    expect(unknown.status).toBe(404);
    expect((await call(`/api/upload/tok_${'z'.repeat(30)}/preview/drawings`)).status).toBe(404);
  });

  it('keeps which drawing a saved preview was made on', async () => {
    const { token } = await paidOrder();
    const saved = await call(`/api/upload/${token}/preview`, {
      method: 'PUT',
      json: { ...rig(), artworkFileId: 'file-2' },
    });
    expect(saved.status).toBe(200);
    const read = (await (await call(`/api/upload/${token}/preview`)).json()) as { rig: PreviewRig };
    expect(read.rig.artworkFileId).toBe('file-2');
  });
});
