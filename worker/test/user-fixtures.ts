/** Rows and files for the customer-side tests (#8): each call makes fresh ids, storage is shared within a file. */
import { env } from 'cloudflare:workers';
import { createDb } from '../src/db/client';
import { animations, backgrounds, orders, userCharacters, userFrames } from '../src/db/schema';
import { invalidateCatalog } from '../src/marketplace/catalog-cache';
import { call, signIn } from './helpers';
import { payWith } from './stripe-helpers';

export const db = () => createDb(env.DB);
export type Json = Record<string, unknown> & { error?: string };

/** A signed-in customer with a fresh e-mail, and their user id. */
export async function newCustomer(label: string) {
  const email = `${label}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const cookie = await signIn(email);
  const me = (await (await call('/api/auth/user', { cookie })).json()) as { id: string };
  return { cookie, userId: me.id, email };
}

/** A paid order of the customer with its frame or character row. */
export async function ownedCreation(userId: string, type: 'frame' | 'character', extra: { videoKey?: string } = {}) {
  const [order] = await db()
    .insert(orders)
    .values({
      type,
      customerName: 'Pat Parent',
      customerEmail: 'pat@example.com',
      frameSize: type === 'frame' ? '7' : null,
      characterName: type === 'character' ? 'Captain Crayon' : null,
      amountCents: type === 'frame' ? 12900 : 7900,
      paymentStatus: 'paid',
      fulfillmentStatus: 'shipped',
      userId,
    })
    .returning();
  if (!order) throw new Error('no order');
  if (type === 'frame') {
    const [frame] = await db().insert(userFrames).values({ userId, orderId: order.id, frameSize: '7' }).returning();
    return { order, id: frame?.id ?? '' };
  }
  const [character] = await db()
    .insert(userCharacters)
    .values({
      userId,
      orderId: order.id,
      characterName: 'Captain Crayon',
      artworkUrl: `/api/order/${order.id}/artwork/files/${'a'.repeat(22)}`,
      status: extra.videoKey ? 'ready' : 'awakening',
      animationVideoUrl: extra.videoKey ?? null,
    })
    .returning();
  return { order, id: character?.id ?? '' };
}

/** Bytes with a recognisable pattern, so a range can be checked. */
export function bytes(length: number): Uint8Array {
  return Uint8Array.from({ length }, (_, i) => i % 251);
}

/** A catalog animation (active, with its sold video in R2 under the private products/) priced at `priceCents`. */
export async function catalogAnimation(priceCents = 1299, options: { active?: boolean } = {}) {
  const slug = `test-${crypto.randomUUID()}`;
  const key = `products/animations/${slug}.webm`;
  await env.FILES.put(key, bytes(2048), { httpMetadata: { contentType: 'video/webm' } });
  const [row] = await db()
    .insert(animations)
    .values({
      name: 'Dancing Dragon',
      category: 'character',
      basePriceCents: priceCents,
      variationPriceCents: 499,
      thumbnailUrl: `/api/media/catalog/animations/${slug}.png`,
      previewUrl: `/api/media/catalog/animations/${slug}-preview.webm`,
      fileUrl: key,
      tags: ['dance'],
      active: options.active ?? true,
    })
    .returning();
  if (!row) throw new Error('no animation');
  // As every catalog write must: the lists this isolate keeps are now out of date.
  invalidateCatalog();
  return row;
}

export async function catalogBackground(priceCents = 399, options: { active?: boolean; category?: string } = {}) {
  const slug = `test-${crypto.randomUUID()}`;
  const key = `products/backgrounds/${slug}.png`;
  await env.FILES.put(key, bytes(512), { httpMetadata: { contentType: 'image/png' } });
  const [row] = await db()
    .insert(backgrounds)
    .values({
      name: 'Outer Space',
      priceCents,
      thumbnailUrl: `/api/media/catalog/backgrounds/${slug}.png`,
      previewUrl: `/api/media/catalog/backgrounds/${slug}-preview.png`,
      fileUrl: key,
      category: options.category ?? 'fantasy',
      active: options.active ?? true,
    })
    .returning();
  if (!row) throw new Error('no background');
  invalidateCatalog();
  return row;
}

/** Buys a catalog item through the real flow (purchase, card payment, complete-purchase); returns the owned row. */
export async function buyItem(cookie: string, kind: 'animations' | 'backgrounds', id: string) {
  const intent = (await (await call(`/api/${kind}/${id}/purchase`, { cookie, json: { country: 'DE' } })).json()) as {
    clientSecret: string;
    paymentIntentId: string;
  };
  await payWith(intent.clientSecret);
  const res = await call(`/api/${kind}/${id}/complete-purchase`, {
    cookie,
    json: { paymentIntentId: intent.paymentIntentId },
  });
  return (await res.json()) as Json & { id: string; downloadUrl: string };
}
