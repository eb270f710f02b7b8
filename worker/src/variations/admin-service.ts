import { ADMIN_LIST_LIMIT } from '@dtm/shared/admin';
import type { AdminVariationListQuery } from '@dtm/shared/variations';
import { and, desc, eq } from 'drizzle-orm';
import { containsAny } from '../admin/list-search';
import type { StoredVideo } from '../admin/video-store';
import { type AuditEntry, auditInsert } from '../audit/record';
import type { Db } from '../db/client';
import { animations, animationVariations, orders, userAnimations, users } from '../db/schema';

type VariationRow = typeof animationVariations.$inferSelect;

/** A variation with what the admin needs to make it: whose it is and which animation. */
function selectWithOwner(db: Db) {
  return db
    .select({
      variation: animationVariations,
      animationName: animations.name,
      userId: users.id,
      customerName: users.name,
      customerEmail: users.email,
    })
    .from(animationVariations)
    .innerJoin(userAnimations, eq(userAnimations.id, animationVariations.userAnimationId))
    .innerJoin(animations, eq(animations.id, userAnimations.animationId))
    .innerJoin(users, eq(users.id, userAnimations.userId));
}

/** The bought variations, newest first: by status, and by variation, animation, customer name or e-mail. */
export function searchVariations(db: Db, query: AdminVariationListQuery) {
  return selectWithOwner(db)
    .where(
      and(
        query.status ? eq(animationVariations.status, query.status) : undefined,
        containsAny(query.search, [animationVariations.variationName, animations.name, users.name, users.email]),
      ),
    )
    .orderBy(desc(animationVariations.createdAt))
    .limit(ADMIN_LIST_LIMIT);
}

/** One variation with its owner, or undefined. */
export async function findVariation(db: Db, id: string) {
  const [row] = await selectWithOwner(db).where(eq(animationVariations.id, id));
  return row;
}

/** The folder a variation's own videos are stored in (`storeVideo` puts them under `animations/<id>/`). */
export function ownVideoKey(variation: Pick<VariationRow, 'id' | 'fileUrl'>): string | null {
  return variation.fileUrl?.startsWith(`animations/${variation.id}/`) ? variation.fileUrl : null;
}

/**
 * Delivers the variation's own video: points it at the stored file with the size and SHA-256 a
 * frame verifies, makes it ready, and records it, in one batch. A second delivery replaces the
 * first (a new version: a paired frame sees the new checksum and fetches it again). Undefined
 * when the variation is gone meanwhile.
 */
export async function deliverVariation(
  db: Db,
  input: { actor: AuditEntry['actor']; variation: VariationRow; stored: StoredVideo },
) {
  const { actor, variation, stored } = input;
  const [[updated]] = await db.batch([
    db
      .update(animationVariations)
      .set({
        fileUrl: stored.key,
        fileSha256: stored.sha256,
        fileSize: stored.size,
        status: 'ready',
        deliveredAt: new Date(),
      })
      .where(eq(animationVariations.id, variation.id))
      .returning(),
    auditInsert(db, {
      actor,
      action: 'variation.delivered',
      entityType: 'variation',
      entityId: variation.id,
      before: { status: variation.status, fileUrl: variation.fileUrl, sha256: variation.fileSha256 },
      after: {
        status: 'ready',
        fileUrl: stored.key,
        contentType: stored.contentType,
        size: stored.size,
        sha256: stored.sha256,
        replaced: variation.status === 'ready',
      },
    }),
    // Its marketplace order is fulfilled with it (older variations, bought before orders, have none).
    db
      .update(orders)
      .set({ fulfillmentStatus: 'delivered' })
      .where(
        and(
          eq(orders.stripePaymentIntentId, variation.stripePaymentIntentId ?? ''),
          eq(orders.type, 'variation'),
          eq(orders.paymentStatus, 'paid'),
        ),
      ),
  ]);
  return updated;
}
