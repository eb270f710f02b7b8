/** A customer with something in every table that holds a user's data, and their files in R2 (#22). */
import { env } from 'cloudflare:workers';
import { unzipSync } from 'fflate';
import { call } from './helpers';
import { fileBytes, paidOrder, uploadFile } from './upload-helpers';
import { bytes, catalogAnimation, catalogBackground, newCustomer } from './user-fixtures';

let sequence = Math.floor(Math.random() * 1_000_000);

async function put(key: string, size: number, contentType?: string) {
  await env.FILES.put(key, bytes(size), contentType ? { httpMetadata: { contentType } } : undefined);
  return key;
}

/**
 * Everything a customer can have: two paid orders (one uploaded drawing through the real upload
 * link, a preview, an invoice PDF), a frame with its finished video and a recipe version, a character
 * with its video, a bought animation with a variation, a bought background, a support and a return
 * request, a paired frame and an open session. `marker` is written into the names so a test can
 * tell this customer's rows from anyone else's.
 */
export async function richAccount(label: string) {
  const customer = await newCustomer(label);
  const { userId, email } = customer;
  const marker = `${label}-${crypto.randomUUID().slice(0, 6)}`;
  const now = Date.now();
  const frameOrder = await paidOrder({ type: 'frame', userId });
  const characterOrder = await paidOrder({ type: 'character', userId });
  const address = JSON.stringify({
    name: `${marker} Parent`,
    line1: '1 Crayon Street',
    city: 'Berlin',
    postalCode: '10115',
    country: 'DE',
  });
  await env.DB.prepare(
    'UPDATE orders SET customer_name = ?, customer_email = ?, shipping_address = ?, personal_note = ? WHERE user_id = ?',
  )
    .bind(`${marker} Parent`, email, address, `For ${marker}`, userId)
    .run();
  const drawing = fileBytes('png', 3000);
  await uploadFile(frameOrder.token, drawing, { filename: 'drawing.png' });
  const artworkKeys = (await env.FILES.list({ prefix: `artwork/${frameOrder.orderId}/` })).objects.map((o) => o.key);
  const previewKey = await put(`previews/${frameOrder.orderId}/${crypto.randomUUID()}.jpg`, 700, 'image/jpeg');

  const frameId = crypto.randomUUID();
  const characterId = crypto.randomUUID();
  const frameVideo = await put(`animations/${frameId}/${crypto.randomUUID()}.mp4`, 5000, 'video/mp4');
  const characterVideo = await put(`characters/${characterId}/animation.mp4`, 4000, 'video/mp4');
  const recipeKey = await put(`recipes/frame/${frameId}/v1.json`, 300, 'application/json');
  const recipeVideo = await put(`animations/${frameId}/${crypto.randomUUID()}.webm`, 3000, 'video/webm');
  const invoiceNumber = `RE-2026-${String(++sequence).padStart(6, '0')}`;
  const invoiceKey = await put(`invoices/${frameOrder.orderId}/${invoiceNumber}.pdf`, 900, 'application/pdf');

  const animation = await catalogAnimation();
  const background = await catalogBackground();
  const userAnimationId = crypto.randomUUID();
  const variationId = crypto.randomUUID();
  const variationKey = await put(`variations/${variationId}/file.webm`, 2500, 'video/webm');
  const returnId = crypto.randomUUID();
  const labelKey = await put(`returns/${returnId}/label.pdf`, 600, 'application/pdf');
  const deviceId = crypto.randomUUID();
  const ids = {
    frame: frameId,
    character: characterId,
    userAnimation: userAnimationId,
    variation: variationId,
    userBackground: crypto.randomUUID(),
    support: crypto.randomUUID(),
    return: returnId,
    device: deviceId,
    recipe: crypto.randomUUID(),
    invoice: crypto.randomUUID(),
  };
  await env.DB.batch([
    env.DB.prepare(
      "INSERT INTO user_frames (id, user_id, order_id, frame_size, status, frame_name, animation_video_url, created_at) VALUES (?, ?, ?, '7', 'ready', ?, ?, ?)",
    ).bind(frameId, userId, frameOrder.orderId, `${marker} frame`, frameVideo, now),
    env.DB.prepare(
      "INSERT INTO user_characters (id, user_id, order_id, character_name, status, animation_video_url, created_at) VALUES (?, ?, ?, ?, 'ready', ?, ?)",
    ).bind(characterId, userId, characterOrder.orderId, `${marker} character`, characterVideo, now),
    env.DB.prepare(
      'INSERT INTO user_animations (id, user_id, animation_id, character_name, base_file_url, purchase_price_cents, created_at) VALUES (?, ?, ?, ?, ?, 1299, ?)',
    ).bind(userAnimationId, userId, animation.id, `${marker} dragon`, animation.fileUrl, now),
    env.DB.prepare(
      "INSERT INTO animation_variations (id, user_animation_id, variation_name, file_url, status, purchase_price_cents, created_at) VALUES (?, ?, ?, ?, 'ready', 499, ?)",
    ).bind(variationId, userAnimationId, `${marker} variation`, variationKey, now),
    env.DB.prepare(
      'INSERT INTO user_backgrounds (id, user_id, background_id, file_url, purchase_price_cents, created_at) VALUES (?, ?, ?, ?, 399, ?)',
    ).bind(ids.userBackground, userId, background.id, background.fileUrl, now),
    env.DB.prepare(
      "INSERT INTO support_requests (id, customer_name, customer_email, subject, message, status, created_at, updated_at) VALUES (?, ?, ?, 'order', ?, 'open', ?, ?)",
    ).bind(ids.support, `${marker} Parent`, email, `Question from ${marker}`, now, now),
    env.DB.prepare(
      "INSERT INTO returns (id, customer_name, customer_email, order_number, order_id, reason, status, return_label_sent, created_at, updated_at) VALUES (?, ?, ?, ?, ?, 'too small', 'approved', 1, ?, ?)",
    ).bind(returnId, `${marker} Parent`, email, frameOrder.orderId.slice(0, 8), frameOrder.orderId, now, now),
    env.DB.prepare(
      "INSERT INTO devices (id, user_id, name, frame_size, token_hash, created_at) VALUES (?, ?, ?, '7', ?, ?)",
    ).bind(deviceId, userId, `${marker} kitchen frame`, crypto.randomUUID(), now),
    env.DB.prepare(
      `INSERT INTO animation_recipes (id, target_kind, target_id, order_id, version, schema_version, recipe, r2_key, video_key, created_at)
       VALUES (?, 'frame', ?, ?, 1, 1, ?, ?, ?, ?)`,
    ).bind(ids.recipe, frameId, frameOrder.orderId, JSON.stringify({ marker }), recipeKey, recipeVideo, now),
    env.DB.prepare(
      `INSERT INTO invoices (id, order_id, number, year, sequence, total_cents, vat_cents, content, r2_key, pdf_size, issued_at, created_at)
       VALUES (?, ?, ?, 2026, ?, 12900, 2060, ?, ?, 900, ?, ?)`,
    ).bind(ids.invoice, frameOrder.orderId, invoiceNumber, sequence, JSON.stringify({ marker }), invoiceKey, now, now),
  ]);
  return {
    ...customer,
    marker,
    orders: { frame: frameOrder.orderId, character: characterOrder.orderId },
    ids,
    drawing,
    keys: {
      artwork: artworkKeys,
      preview: previewKey,
      frameVideo,
      characterVideo,
      recipe: recipeKey,
      recipeVideo,
      variation: variationKey,
      label: labelKey,
      invoice: invoiceKey,
      product: animation.fileUrl ?? '',
    },
  };
}

export type RichAccount = Awaited<ReturnType<typeof richAccount>>;

/** Polls until `check` holds (the queue consumer works on its own schedule). */
export async function waitFor<T>(check: () => Promise<T | null | undefined | false>, ms = 20_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

type ExportBody = { export: { id: string; status: string; downloadUrl: string | null } | null };

/** Asks for the export and waits until the queue has built it; returns the export as the API shows it. */
export async function readyExport(cookie: string) {
  const started = await call('/api/user/export', { cookie, method: 'POST' });
  if (started.status !== 202) throw new Error(`export request: ${started.status} ${await started.text()}`);
  return waitFor(async () => {
    const body = (await (await call('/api/user/export', { cookie })).json()) as ExportBody;
    if (body.export?.status === 'failed') throw new Error('export failed');
    return body.export?.status === 'ready' ? body.export : null;
  });
}

/** The downloaded ZIP, opened with the same library that wrote it. */
export async function downloadZip(cookie: string, url: string) {
  const res = await call(url, { cookie });
  if (res.status !== 200) throw new Error(`download: ${res.status} ${await res.text()}`);
  return { res, files: unzipSync(new Uint8Array(await res.arrayBuffer())) };
}

export async function exists(key: string): Promise<boolean> {
  return (await env.FILES.head(key)) !== null;
}
