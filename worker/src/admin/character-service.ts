import { ADMIN_LIST_LIMIT } from '@dtm/shared/admin';
import type { MagicStatus } from '@dtm/shared/constants';
import { and, desc, eq } from 'drizzle-orm';
import { type AuditEntry, auditInsert } from '../audit/record';
import type { Db } from '../db/client';
import { orders, userCharacters } from '../db/schema';
import { orderGoesAhead } from '../orders/state-sql';
import { containsAny } from './list-search';
import type { StoredVideo } from './video-store';
import { waitingOf, waitingRank } from './waiting';

type Actor = AuditEntry['actor'];

/**
 * Customers' characters matching the search, each with the order it came from and what waits for
 * an admin: those waiting first (change requested, then a new drawing), newest first within each.
 */
export function searchCharacters(db: Db, search: string | undefined) {
  return db
    .select({ character: userCharacters, order: orders, waiting: waitingOf('character') })
    .from(userCharacters)
    .innerJoin(orders, eq(orders.id, userCharacters.orderId))
    .where(
      and(
        orderGoesAhead,
        containsAny(search, [userCharacters.characterName, orders.customerName, orders.customerEmail, orders.id]),
      ),
    )
    .orderBy(waitingRank('character'), desc(userCharacters.createdAt))
    .limit(ADMIN_LIST_LIMIT);
}

/** One character by id, or undefined. */
export function findCharacter(db: Db, id: string) {
  return db.query.userCharacters.findFirst({ where: eq(userCharacters.id, id) });
}

/**
 * Sets the status and records the change in one batch; conditional on the status read before, so
 * two admins changing it at once cannot log a false "before". Undefined when the row changed meanwhile.
 */
export async function setCharacterStatus(
  db: Db,
  input: { actor: Actor; id: string; before: MagicStatus; status: MagicStatus },
) {
  const [[updated]] = await db.batch([
    db
      .update(userCharacters)
      .set({ status: input.status })
      .where(and(eq(userCharacters.id, input.id), eq(userCharacters.status, input.before)))
      .returning(),
    auditInsert(db, {
      actor: input.actor,
      action: 'character.status',
      entityType: 'character',
      entityId: input.id,
      before: { status: input.before },
      after: { status: input.status },
    }),
  ]);
  return updated;
}

/** Points the character at its stored video and records it, in one batch. Undefined when the character is gone. */
export async function setAnimationVideo(
  db: Db,
  input: {
    actor: Actor;
    id: string;
    before: string | null;
    stored: StoredVideo;
  },
) {
  const { actor, id, before, stored } = input;
  const [[updated]] = await db.batch([
    db
      .update(userCharacters)
      // A square made with an earlier recipe version no longer matches the new video.
      .set({ animationVideoUrl: stored.key, shareSquareKey: null })
      .where(eq(userCharacters.id, id))
      .returning({ id: userCharacters.id }),
    auditInsert(db, {
      actor,
      action: 'character.animation_video',
      entityType: 'character',
      entityId: id,
      before: { animationVideoUrl: before },
      after: { animationVideoUrl: stored.key, contentType: stored.contentType, size: stored.size },
    }),
  ]);
  return updated;
}
