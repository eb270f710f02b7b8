import { USER_MESSAGES } from '@dtm/shared/user';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  animations,
  animationVariations,
  auditEvents,
  backgrounds,
  orders,
  refunds,
  userAnimations,
  userBackgrounds,
  userCharacters,
  userFrames,
} from '../db/schema';
import { ApiError } from '../lib/errors';

const FRAME_NOT_FOUND = USER_MESSAGES.frameNotFound;
const CHARACTER_NOT_FOUND = USER_MESSAGES.characterNotFound;
const ANIMATION_NOT_FOUND = USER_MESSAGES.animationNotFound;
const BACKGROUND_NOT_FOUND = USER_MESSAGES.backgroundNotFound;
const VARIATION_NOT_FOUND = USER_MESSAGES.variationNotFound;

/** The order a (just renamed) frame came from, as the dashboard shows it beside the frame. */
export async function frameOrder(db: Db, frame: { orderId: string }) {
  const order = await db.query.orders.findFirst({ where: eq(orders.id, frame.orderId) });
  if (!order) throw new ApiError('NOT_FOUND', FRAME_NOT_FOUND);
  return order;
}

/** The customer's frames, newest first, with who ordered them. */
export function listFrames(db: Db, userId: string) {
  return db
    .select({
      frame: userFrames,
      order: {
        customerName: orders.customerName,
        customerEmail: orders.customerEmail,
        ...cardOrderFields,
      },
    })
    .from(userFrames)
    .innerJoin(orders, eq(orders.id, userFrames.orderId))
    .where(eq(userFrames.userId, userId))
    .orderBy(desc(userFrames.createdAt));
}

export function listCharacters(db: Db, userId: string) {
  return db
    .select({ character: userCharacters, order: cardOrderFields })
    .from(userCharacters)
    .innerJoin(orders, eq(orders.id, userCharacters.orderId))
    .where(eq(userCharacters.userId, userId))
    .orderBy(desc(userCharacters.createdAt));
}

/** What a frame's or character's card shows of its order: its payment state and its upload link (user/present.ts). */
const cardOrderFields = {
  paymentStatus: orders.paymentStatus,
  fulfillmentStatus: orders.fulfillmentStatus,
  amountCents: orders.amountCents,
  refundedCents: orders.refundedCents,
  cancelledAt: orders.cancelledAt,
  uploadToken: orders.uploadToken,
  artworkSubmittedAt: orders.artworkSubmittedAt,
};

/**
 * Per order of the customer: when the last refund was made, and how many upload reminders went
 * out (the card says both), read from the refunds and the timeline: nothing stored twice.
 */
export async function orderCardExtras(db: Db, orderIds: string[]) {
  const extras = new Map<string, { refundedAt: Date | null; uploadReminders: number }>();
  if (orderIds.length === 0) return extras;
  const [refundDates, reminders] = await db.batch([
    db
      .select({ orderId: refunds.orderId, at: sql<number>`max(${refunds.createdAt})` })
      .from(refunds)
      .where(inArray(refunds.orderId, orderIds))
      .groupBy(refunds.orderId),
    db
      .select({ orderId: auditEvents.entityId, count: sql<number>`count(*)` })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.entityType, 'order'),
          eq(auditEvents.action, 'order.upload_reminder'),
          inArray(auditEvents.entityId, orderIds),
        ),
      )
      .groupBy(auditEvents.entityId),
  ]);
  for (const id of orderIds) extras.set(id, { refundedAt: null, uploadReminders: 0 });
  for (const row of refundDates) extras.set(row.orderId, { refundedAt: new Date(row.at), uploadReminders: 0 });
  for (const row of reminders) {
    const entry = extras.get(row.orderId);
    if (entry) entry.uploadReminders = row.count;
  }
  return extras;
}

export function listOrders(db: Db, userId: string) {
  return db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt));
}

export function listOwnedAnimations(db: Db, userId: string) {
  return db
    .select({ owned: userAnimations, animation: animations })
    .from(userAnimations)
    .innerJoin(animations, eq(animations.id, userAnimations.animationId))
    .where(eq(userAnimations.userId, userId))
    .orderBy(desc(userAnimations.createdAt));
}

export function listOwnedBackgrounds(db: Db, userId: string) {
  return db
    .select({ owned: userBackgrounds, background: backgrounds })
    .from(userBackgrounds)
    .innerJoin(backgrounds, eq(backgrounds.id, userBackgrounds.backgroundId))
    .where(eq(userBackgrounds.userId, userId))
    .orderBy(desc(userBackgrounds.createdAt));
}

/** One conditional UPDATE: a row that is not the caller's changes nothing and is not found. */
export async function renameFrame(db: Db, userId: string, id: string, frameName: string) {
  const [frame] = await db
    .update(userFrames)
    .set({ frameName })
    .where(and(eq(userFrames.id, id), eq(userFrames.userId, userId)))
    .returning();
  if (!frame) throw new ApiError('NOT_FOUND', FRAME_NOT_FOUND);
  return frame;
}

export async function renameCharacter(db: Db, userId: string, id: string, characterName: string) {
  const [character] = await db
    .update(userCharacters)
    .set({ characterName })
    .where(and(eq(userCharacters.id, id), eq(userCharacters.userId, userId)))
    .returning();
  if (!character) throw new ApiError('NOT_FOUND', CHARACTER_NOT_FOUND);
  return character;
}

/** The customer's frame; 404 for anyone else's. */
export async function ownedFrame(db: Db, userId: string, id: string) {
  const frame = await db.query.userFrames.findFirst({
    where: and(eq(userFrames.id, id), eq(userFrames.userId, userId)),
  });
  if (!frame) throw new ApiError('NOT_FOUND', FRAME_NOT_FOUND);
  return frame;
}

export async function ownedCharacter(db: Db, userId: string, id: string) {
  const character = await db.query.userCharacters.findFirst({
    where: and(eq(userCharacters.id, id), eq(userCharacters.userId, userId)),
  });
  if (!character) throw new ApiError('NOT_FOUND', CHARACTER_NOT_FOUND);
  return character;
}

/** The customer's animation with its catalog row; 404 for anyone else's. */
export async function ownedAnimation(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({ owned: userAnimations, animation: animations })
    .from(userAnimations)
    .innerJoin(animations, eq(animations.id, userAnimations.animationId))
    .where(and(eq(userAnimations.id, id), eq(userAnimations.userId, userId)));
  if (!row) throw new ApiError('NOT_FOUND', ANIMATION_NOT_FOUND);
  return row;
}

export async function ownedBackground(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({ owned: userBackgrounds, background: backgrounds })
    .from(userBackgrounds)
    .innerJoin(backgrounds, eq(backgrounds.id, userBackgrounds.backgroundId))
    .where(and(eq(userBackgrounds.id, id), eq(userBackgrounds.userId, userId)));
  if (!row) throw new ApiError('NOT_FOUND', BACKGROUND_NOT_FOUND);
  return row;
}

export async function ownedVariation(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({ variation: animationVariations, animationName: animations.name })
    .from(animationVariations)
    .innerJoin(userAnimations, eq(userAnimations.id, animationVariations.userAnimationId))
    .innerJoin(animations, eq(animations.id, userAnimations.animationId))
    .where(and(eq(animationVariations.id, id), eq(userAnimations.userId, userId)));
  if (!row) throw new ApiError('NOT_FOUND', VARIATION_NOT_FOUND);
  return row;
}

/** Background names by id, for the variations that were made with one. */
export async function backgroundNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: backgrounds.id, name: backgrounds.name })
    .from(backgrounds)
    .where(inArray(backgrounds.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}
