import { env } from 'cloudflare:workers';
import { DeviceLibrarySchema } from '@dtm/shared/devices';
import { MESSAGES } from '@dtm/shared/messages';
import {
  CustomerReviewSchema,
  MarkFinalResponseSchema,
  REVIEW_MESSAGES,
  RecipeListResponseSchema,
  RecipeVideoUploadResponseSchema,
  SendPreviewResponseSchema,
} from '@dtm/shared/review';
import { describe, expect, it } from 'vitest';
import { requestPairingCode, waitForPairing } from '../../frame-player/src/core/cloud/pairing';
import { adminCall, auditRows } from './admin-helpers';
import { frameApi, sha256Hex, videoBytes } from './device-fixtures';
import { call } from './helpers';
import {
  ADMINS,
  actions,
  admin,
  approve,
  askChange,
  customerWith,
  type Json,
  mailsWith,
  PNG,
  recipeFor,
  review,
  rowOf,
  save,
  sendVersion,
  uploadVideo,
  user,
} from './recipe-fixtures';
import { buyItem, catalogBackground, newCustomer } from './user-fixtures';

describe('the versioned animation recipe', () => {
  it('keeps every version in D1 and R2, reads each one back unchanged, and lists the history', async () => {
    const owner = await customerWith();
    const first = recipeFor(owner.orderId, 1);
    expect(await save(owner, null, first)).toEqual({ status: 201, body: { version: 1 } });
    const second = recipeFor(owner.orderId, 2);
    expect(await save(owner, 1, second)).toEqual({ status: 201, body: { version: 2 } });

    const stored = await env.FILES.get(`recipes/frame/${owner.id}/v1.json`);
    expect(JSON.parse((await stored?.text()) ?? '')).toEqual(first);
    const v2 = await adminCall(admin(owner, '/recipes/2'));
    expect(await v2.json()).toEqual({ version: 2, recipe: second });
    expect(await (await adminCall(admin(owner, '/recipes/1'))).json()).toEqual({ version: 1, recipe: first });

    const list = RecipeListResponseSchema.parse(await (await adminCall(admin(owner, '/recipes'))).json());
    expect(list.recipes.map((r) => r.version)).toEqual([2, 1]);
    expect(list.recipes[0]?.createdBy).toMatch(/^admin-.*@example\.com$/);
    expect(list.latest).toEqual({ version: 2, recipe: second });
    expect(list).toMatchObject({
      status: 'enchanting',
      changeRequests: [],
      changeRequestsLeft: 2,
      previewVersion: null,
    });
    expect((await actions(owner)).filter((a) => a === 'recipe.saved')).toHaveLength(2);

    const missing = await adminCall(admin(owner, '/recipes/9'));
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as Json).error).toBe(REVIEW_MESSAGES.recipeVersionNotFound(9));
  });

  it('names the backgrounds the customer bought, so the studio offers those first', async () => {
    const owner = await customerWith();
    const bought = await catalogBackground(299);
    await catalogBackground(399);
    await buyItem(owner.cookie, 'backgrounds', bought.id);
    const list = RecipeListResponseSchema.parse(await (await adminCall(admin(owner, '/recipes'))).json());
    expect(list.purchasedBackgroundIds).toEqual([bought.id]);
    const other = await customerWith();
    const none = RecipeListResponseSchema.parse(await (await adminCall(admin(other, '/recipes'))).json());
    expect(none.purchasedBackgroundIds).toEqual([]);
  });

  it('refuses a save on top of an older version (two admins at once): 409, nothing saved', async () => {
    const owner = await customerWith();
    await save(owner, null);
    await save(owner, 1);
    const stale = await save(owner, 1, recipeFor(owner.orderId, 5));
    expect(stale.status).toBe(409);
    expect(stale.body.error).toBe('Someone saved a newer version (v2). Reopen it before saving.');
    const fresh = await save(owner, null);
    expect(fresh.status).toBe(409);
    expect(fresh.body.error).toContain('(v2)');

    // Two saves from the same version at the same moment: one wins, the other is told.
    const both = await Promise.all([save(owner, 2, recipeFor(owner.orderId, 3)), save(owner, 2)]);
    expect(both.map((r) => r.status).sort()).toEqual([201, 409]);

    const { results } = await env.DB.prepare('SELECT version FROM animation_recipes WHERE target_id = ? ORDER BY 1')
      .bind(owner.id)
      .all<{ version: number }>();
    expect(results.map((r) => r.version)).toEqual([1, 2, 3]);
    const keys = (await env.FILES.list({ prefix: `recipes/frame/${owner.id}/` })).objects.map((o) => o.key);
    expect(keys.sort()).toEqual([1, 2, 3].map((v) => `recipes/frame/${owner.id}/v${v}.json`));
  });

  it('refuses a recipe that fails validation, or animates another order, with field messages', async () => {
    const owner = await customerWith();
    const bad = await save(owner, null, { ...recipeFor(owner.orderId), motions: [] });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.fields ?? {})).toContain('recipe.motions');
    const future = await save(owner, null, { ...recipeFor(owner.orderId), schemaVersion: 2 });
    expect(future.status).toBe(400);
    expect(Object.keys(future.body.fields ?? {})).toContain('recipe.schemaVersion');
    const elsewhere = await save(owner, null, recipeFor(crypto.randomUUID()));
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.error).toBe(REVIEW_MESSAGES.recipeArtworkElsewhere);
    const count = await env.DB.prepare('SELECT count(*) AS n FROM animation_recipes WHERE target_id = ?')
      .bind(owner.id)
      .first<{ n: number }>();
    expect(count?.n).toBe(0);
    expect((await env.FILES.list({ prefix: `recipes/frame/${owner.id}/` })).objects).toEqual([]);
  });

  it("stores a version's render by its bytes (a picture named .mp4 is refused) and plays it in the back office", async () => {
    const owner = await customerWith();
    await save(owner, null);
    const picture = await uploadVideo(owner, 1, PNG);
    expect(picture.status).toBe(415);
    expect(((await picture.json()) as Json).error).toBe(MESSAGES.videoTypeInvalid);
    expect((await uploadVideo(owner, 7, videoBytes(1_000, 1))).status).toBe(404);

    const bytes = videoBytes(30_000, 4);
    const res = await uploadVideo(owner, 1, bytes);
    expect(res.status).toBe(201);
    const body = RecipeVideoUploadResponseSchema.parse(await res.json());
    expect(body).toEqual({
      version: 1,
      videoUrl: admin(owner, '/recipes/1/video'),
      contentType: 'video/mp4',
      size: 30_000,
      sha256: await sha256Hex(bytes),
    });
    const played = await adminCall(body.videoUrl);
    expect(new Uint8Array(await played.arrayBuffer())).toEqual(bytes);
    // A new render of the same version replaces the file.
    await uploadVideo(owner, 1, videoBytes(5_000, 6));
    expect((await env.FILES.list({ prefix: `animations/${owner.id}/` })).objects).toHaveLength(1);
    // Sending a version with no render is refused.
    await save(owner, 1);
    const unrendered = await adminCall(admin(owner, '/preview'), { json: { version: 2 } });
    expect(unrendered.status).toBe(409);
    expect(((await unrendered.json()) as Json).error).toBe(REVIEW_MESSAGES.videoMissing(2));
    expect((await rowOf(owner))?.status).toBe('enchanting');
  });
});

describe('the review loop', () => {
  it('sends a preview, takes one change request, refuses the old version, and delivers the approved one', async () => {
    const owner = await customerWith();
    expect(await review(owner)).toEqual({ status: 'enchanting', preview: null, changeRequestsLeft: 2 });

    await save(owner, null);
    const firstBytes = videoBytes(24_000, 1);
    await uploadVideo(owner, 1, firstBytes);
    const sent = await adminCall(admin(owner, '/preview'), { json: { version: 1 } });
    expect(sent.status).toBe(200);
    expect(SendPreviewResponseSchema.parse(await sent.json())).toMatchObject({
      version: 1,
      status: 'awakening',
      customerNotified: true,
    });
    expect((await rowOf(owner))?.status).toBe('awakening');
    const previewMails = await mailsWith(owner.email, 'Your preview is ready');
    expect(previewMails).toHaveLength(1);
    expect(previewMails[0]?.text).toContain('http://localhost/dashboard');
    const sentEvent = (await auditRows('order', owner.orderId)).find((e) => e.action === 'preview.sent');
    expect(sentEvent?.actor_email).toMatch(/^admin-/);
    expect(JSON.parse(sentEvent?.after ?? '{}')).toMatchObject({ version: 1, status: 'awakening', targetId: owner.id });

    const first = await review(owner);
    expect(first).toMatchObject({
      status: 'awakening',
      preview: { version: 1, videoUrl: user(owner, '/review/videos/1'), changeRequest: null, approved: false },
      changeRequestsLeft: 2,
    });
    const video = await call(first.preview?.videoUrl ?? '', { cookie: owner.cookie });
    expect(new Uint8Array(await video.arrayBuffer())).toEqual(firstBytes);

    // A change request: kept as typed (markup is text), the admins told without the note.
    const note = '<b>Please</b> make the dragon wave <script>alert(1)</script> with both arms';
    const asked = await askChange(owner, 1, `  ${note}\u0000 `);
    expect(asked.status).toBe(201);
    expect(CustomerReviewSchema.parse(await asked.json())).toMatchObject({
      preview: { version: 1, changeRequest: { note } },
      changeRequestsLeft: 1,
    });
    for (const to of ADMINS) {
      const notices = await mailsWith(to, `Change requested for order #${owner.orderId.slice(0, 8)}`);
      expect(notices).toHaveLength(1);
      expect(notices[0]?.text).not.toContain('dragon');
    }
    const again = await askChange(owner, 1, 'And the tail too');
    expect(again.status).toBe(409);
    expect(((await again.json()) as Json).error).toBe(REVIEW_MESSAGES.changeAlreadyAsked);
    const studio = RecipeListResponseSchema.parse(await (await adminCall(admin(owner, '/recipes'))).json());
    expect(studio.changeRequests).toEqual([expect.objectContaining({ note, version: 1 })]);
    expect(studio.changeRequestsLeft).toBe(1);

    // The admin renders v2 and sends it: it replaces v1 on the card.
    await save(owner, 1, recipeFor(owner.orderId, 2));
    const finalBytes = videoBytes(48_000, 2);
    await uploadVideo(owner, 2, finalBytes);
    expect((await adminCall(admin(owner, '/preview'), { json: { version: 2 } })).status).toBe(200);
    expect((await review(owner)).preview).toMatchObject({ version: 2, changeRequest: null });

    const old = await approve(owner, 1);
    expect(old.status).toBe(409);
    expect(((await old.json()) as Json).error).toBe(REVIEW_MESSAGES.newerPreview);
    expect((await rowOf(owner))?.status).toBe('awakening');

    const approved = await approve(owner, 2);
    expect(approved.status).toBe(200);
    expect(CustomerReviewSchema.parse(await approved.json())).toMatchObject({
      status: 'ready',
      preview: { version: 2, approved: true },
    });
    const row = await rowOf(owner);
    expect(row).toMatchObject({
      status: 'ready',
      animation_sha256: await sha256Hex(finalBytes),
      animation_size: 48_000,
    });
    expect((await mailsWith(owner.email, 'Your animation is ready')).length).toBe(1);
    const approval = (await auditRows('order', owner.orderId)).find((e) => e.action === 'preview.approved');
    expect(approval?.actor_email).toBe(owner.email);
    expect(JSON.parse(approval?.after ?? '{}')).toMatchObject({ version: 2, status: 'ready', size: 48_000 });
    // A second tap changes nothing and sends no second mail.
    expect((await approve(owner, 2)).status).toBe(200);
    expect((await mailsWith(owner.email, 'Your animation is ready')).length).toBe(1);
    const late = await askChange(owner, 2, 'One more thing');
    expect(late.status).toBe(409);

    // The dashboard plays it and a paired frame lists it with the right size and SHA-256.
    const downloaded = await call(user(owner, '/animation'), { cookie: owner.cookie });
    expect(new Uint8Array(await downloaded.arrayBuffer())).toEqual(finalBytes);
    const code = await requestPairingCode(frameApi, { name: 'Hallway', frameSize: '7' });
    expect((await call('/api/user/devices/pair', { cookie: owner.cookie, json: { code: code.userCode } })).status).toBe(
      201,
    );
    const token = await waitForPairing(frameApi, code, { sleep: async () => {} });
    const device = { headers: { authorization: `Bearer ${token?.token}` } };
    const library = DeviceLibrarySchema.parse(await (await call('/api/device/library', device)).json());
    expect(library.items).toEqual([
      expect.objectContaining({
        id: `f_${owner.id}`,
        kind: 'frame',
        contentType: 'video/mp4',
        size: 48_000,
        sha256: await sha256Hex(finalBytes),
      }),
    ]);
    const file = await call(library.items[0]?.url ?? '', device);
    expect(await sha256Hex(new Uint8Array(await file.arrayBuffer()))).toBe(await sha256Hex(finalBytes));
    expect(await actions(owner)).toEqual(
      expect.arrayContaining(['preview.sent', 'preview.change_requested', 'preview.approved', 'recipe.rendered']),
    );
  });

  it('takes two change requests per order; the third is refused with a pointer to the Contact page', async () => {
    const owner = await customerWith();
    for (const version of [1, 2]) {
      await sendVersion(owner, version);
      expect((await askChange(owner, version, `Change number ${version}`)).status).toBe(201);
    }
    await sendVersion(owner, 3);
    expect(await review(owner)).toMatchObject({ preview: { version: 3 }, changeRequestsLeft: 0 });
    const third = await askChange(owner, 3, 'A third change');
    expect(third.status).toBe(409);
    expect(((await third.json()) as Json).error).toBe(
      'You have used both change requests. Please write to us through the Contact page.',
    );
    const { results } = await env.DB.prepare('SELECT version FROM animation_change_requests WHERE target_id = ?')
      .bind(owner.id)
      .all();
    expect(results).toHaveLength(2);
    expect((await actions(owner)).filter((a) => a === 'preview.change_requested')).toHaveLength(2);
    // Approving stays possible.
    expect((await approve(owner, 3)).status).toBe(200);
  });

  it('checks the note: 1 to 1000 characters once invisible ones are gone, HTML kept as text', async () => {
    const owner = await customerWith();
    await sendVersion(owner, 1);
    const long = await askChange(owner, 1, 'x'.repeat(5_000));
    expect(long.status).toBe(400);
    expect(((await long.json()) as Json).error).toBe(REVIEW_MESSAGES.noteTooLong);
    const empty = await askChange(owner, 1, ' \u0000\u200b\n ');
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as Json).error).toBe(REVIEW_MESSAGES.noteRequired);
    const edge = `<i>${'y'.repeat(993)}</i>`;
    expect(edge).toHaveLength(1000);
    expect((await askChange(owner, 1, `\u202e${edge}`)).status).toBe(201);
    const stored = await env.DB.prepare('SELECT note FROM animation_change_requests WHERE target_id = ?')
      .bind(owner.id)
      .first<{ note: string }>();
    expect(stored?.note).toBe(edge);
  });

  it('is a 404 on every review route for another customer, for frames and characters', async () => {
    for (const kind of ['frames', 'characters'] as const) {
      const owner = await customerWith(kind);
      await sendVersion(owner, 1);
      const stranger = await newCustomer('stranger');
      const checks = [
        call(user(owner, '/review'), { cookie: stranger.cookie }),
        call(user(owner, '/review/videos/1'), { cookie: stranger.cookie }),
        approve(owner, 1, stranger.cookie),
        askChange(owner, 1, 'Not mine', stranger.cookie),
      ];
      for (const res of await Promise.all(checks)) {
        expect(res.status).toBe(404);
        expect(res.headers.get('content-type')).toContain('application/json');
      }
      expect(await review(owner)).toMatchObject({ status: 'awakening', changeRequestsLeft: 2 });
      expect(await rowOf(owner)).toMatchObject({ status: 'awakening', animation_video_url: null });
    }
  });

  it('lets the admin mark a version final: the character is ready with that video and the owner is told', async () => {
    const owner = await customerWith('characters');
    const bytes = await sendVersion(owner, 1);
    const res = await adminCall(admin(owner, '/final'), { json: { version: 1 } });
    expect(res.status).toBe(200);
    expect(MarkFinalResponseSchema.parse(await res.json())).toEqual({
      version: 1,
      status: 'ready',
      animationVideoUrl: admin(owner, '/animation'),
      size: bytes.length,
      sha256: await sha256Hex(bytes),
      customerNotified: true,
    });
    expect((await rowOf(owner))?.status).toBe('ready');
    const played = await call(user(owner, '/animation'), { cookie: owner.cookie });
    expect(new Uint8Array(await played.arrayBuffer())).toEqual(bytes);
    expect(await mailsWith(owner.email, 'Your animation is ready')).toHaveLength(1);
    const final = (await auditRows('order', owner.orderId)).find((e) => e.action === 'animation.final');
    expect(final?.actor_email).toMatch(/^admin-/);
    expect((await review(owner)).preview).toMatchObject({ version: 1, approved: true });
    // A finished video uploaded directly later replaces it; the version's render stays in the history.
    const form = new FormData();
    form.append('video', new File([videoBytes(3_000, 9)], 'direct.mp4', { type: 'video/mp4' }));
    expect((await adminCall(admin(owner, '/animation-upload'), { method: 'POST', body: form })).status).toBe(201);
    const kept = await adminCall(admin(owner, '/recipes/1/video'));
    expect(new Uint8Array(await kept.arrayBuffer())).toEqual(bytes);
    // A version that does not exist, or was never rendered, cannot be final.
    expect((await adminCall(admin(owner, '/final'), { json: { version: 4 } })).status).toBe(404);
    await save(owner, 1);
    expect((await adminCall(admin(owner, '/final'), { json: { version: 2 } })).status).toBe(409);
  });
});
