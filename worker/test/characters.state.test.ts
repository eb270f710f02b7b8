/**
 * Issue #37, the character path: a refunded or cancelled character order leaves Character
 * Management (the admin's list of what still needs work), and the parent's dashboard card reads
 * "Refunded" / "Cancelled" with what happens next, from what GET /api/user/characters answers.
 */
import { env } from 'cloudflare:workers';
import { creationStatusWords } from '@dtm/shared/review-words';
import { DashboardCharacterSchema } from '@dtm/shared/user';
import { describe, expect, it } from 'vitest';
import { userCharacters } from '../src/db/schema';
import { adminCall } from './admin-helpers';
import { call } from './helpers';
import { deliver, eventsFor, payWith } from './stripe-helpers';
import { db, newCustomer } from './user-fixtures';

/** A signed-in customer's character order, created through the shop's API. */
async function characterOrder(label: string) {
  const customer = await newCustomer(label);
  const created = await call('/api/orders/character', {
    cookie: customer.cookie,
    json: { customerName: 'Pat Parent', customerEmail: customer.email, characterName: 'Captain Crayon' },
  });
  expect(created.status, await created.clone().text()).toBe(201);
  const { orderId } = (await created.json()) as { orderId: string };
  return { ...customer, orderId };
}

/** The admin's Character Management, searched by the customer's e-mail: the order ids listed. */
async function characterManagement(email: string) {
  const res = await adminCall(`/api/admin/characters?search=${encodeURIComponent(email)}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { orderId: string }[]).map((row) => row.orderId);
}

/**
 * The dashboard card of the order's character: the API's row and the words its status badge shows
 * (web/src/features/dashboard/characters-section.tsx passes these same fields to creationStatusWords).
 */
async function dashboardCard(cookie: string, orderId: string) {
  const res = await call('/api/user/characters', { cookie });
  expect(res.status).toBe(200);
  const card = DashboardCharacterSchema.array()
    .parse(await res.json())
    .find((character) => character.orderId === orderId);
  if (!card) throw new Error(`no card for ${orderId}`);
  const words = creationStatusWords('character', {
    status: card.status,
    hasDrawing: card.hasArtwork,
    hasAnimation: card.animationDownloadUrl !== null,
    orderPayment: card.orderPayment,
  });
  return { card, words };
}

describe('a character order that stops', () => {
  it('refunded: leaves Character Management, and its card says Refunded with what happens next', async () => {
    const { cookie, email, orderId } = await characterOrder('character-refund');
    const setup = await call(`/api/orders/${orderId}/character-payment-intent`, { cookie, json: { country: 'DE' } });
    expect(setup.status, await setup.clone().text()).toBe(200);
    const intent = await payWith(((await setup.json()) as { clientSecret: string }).clientSecret);
    for (const event of await eventsFor(intent.id, 'payment_intent.succeeded')) {
      expect((await deliver(event)).status).toBe(200);
    }
    // Paid: in Character Management, and the card says it is being worked on.
    expect(await characterManagement(email)).toEqual([orderId]);
    const paid = await dashboardCard(cookie, orderId);
    expect(paid.card.orderPayment).toBe('paid');
    expect(paid.words.stage).not.toBe('stopped');

    const refund = await adminCall(`/api/admin/orders/${orderId}/refunds`, {
      json: { reason: 'Changed mind', idempotencyKey: `character-refund-${orderId}` },
    });
    expect(refund.status, await refund.clone().text()).toBe(201);
    expect(await characterManagement(email)).toEqual([]);
    const refunded = await dashboardCard(cookie, orderId);
    expect(refunded.card.orderPayment).toBe('refunded');
    expect(refunded.words).toMatchObject({
      stage: 'stopped',
      label: 'Refunded',
      detail: 'The order was refunded, so our artists stopped work on it. See Your orders below.',
    });
    // Not "Being animated": the stopped card asks for no preview either.
    expect(refunded.words.label).not.toMatch(/animat/i);
  });

  it('cancelled: leaves Character Management, and its card says Cancelled with what happens next', async () => {
    const { cookie, email, orderId, userId } = await characterOrder('character-cancel');
    // Its drawing came in before the payment (the card exists, as the artwork upload makes it).
    await db()
      .insert(userCharacters)
      .values({
        userId,
        orderId,
        characterName: 'Captain Crayon',
        artworkUrl: `/api/order/${orderId}/artwork/files/x`,
      });
    expect(await characterManagement(email)).toEqual([]);
    const cancelled = await call(`/api/orders/${orderId}/cancel`, { cookie, json: {} });
    expect(cancelled.status, await cancelled.clone().text()).toBe(200);
    const row = await env.DB.prepare('SELECT cancelled_at FROM orders WHERE id = ?')
      .bind(orderId)
      .first<{ cancelled_at: number | null }>();
    expect(row?.cancelled_at).not.toBeNull();
    expect(await characterManagement(email)).toEqual([]);
    const { card, words } = await dashboardCard(cookie, orderId);
    expect(card.orderPayment).toBe('cancelled');
    expect(words).toMatchObject({
      stage: 'stopped',
      label: 'Cancelled',
      detail: 'The order was cancelled: nothing is made for it.',
    });
  });
});
