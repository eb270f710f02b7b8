import type { CatalogFileSlot, CatalogKind } from '@dtm/shared/catalog';
import { CATALOG_STORAGE } from '@dtm/shared/marketplace';
import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import { type AuditEntry, auditInsert, snapshot } from '../audit/record';
import type { Db } from '../db/client';
import { animations, animationVariations, backgrounds, userAnimations, userBackgrounds } from '../db/schema';
import { invalidateCatalog } from '../marketplace/catalog-cache';

type Actor = AuditEntry['actor'];
export type AnimationRow = typeof animations.$inferSelect;
export type BackgroundRow = typeof backgrounds.$inferSelect;
export type CatalogRow<Kind extends CatalogKind> = Kind extends 'animation' ? AnimationRow : BackgroundRow;

const TABLES = { animation: animations, background: backgrounds } as const;
const FILE_COLUMNS = { thumbnail: 'thumbnailUrl', preview: 'previewUrl', file: 'fileUrl' } as const;

/** The fields the audit table keeps of an item. */
const AUDITED = {
  animation: [
    'name',
    'description',
    'category',
    'tags',
    'basePriceCents',
    'variationPriceCents',
    'active',
  ] as (keyof AnimationRow)[],
  background: ['name', 'description', 'category', 'tags', 'priceCents', 'active'] as (keyof BackgroundRow)[],
};

/** Every item of a kind, on sale or not, in the marketplace's order, with how many customers bought each. */
export async function listCatalog<Kind extends CatalogKind>(db: Db, kind: Kind) {
  const table = TABLES[kind];
  const owned = kind === 'animation' ? userAnimations.animationId : userBackgrounds.backgroundId;
  const [rows, counts] = await db.batch([
    db.select().from(table).orderBy(asc(table.sortOrder), asc(table.createdAt), asc(table.name)),
    db
      .select({ id: owned, owners: sql<number>`count(*)` })
      .from(kind === 'animation' ? userAnimations : userBackgrounds)
      .groupBy(owned),
  ]);
  const owners = new Map(counts.map((row) => [row.id, row.owners]));
  return (rows as CatalogRow<Kind>[]).map((row) => ({ row, owners: owners.get(row.id) ?? 0 }));
}

/** One item by id (whatever its state), or undefined. */
export async function findCatalogItem<Kind extends CatalogKind>(
  db: Db,
  kind: Kind,
  id: string,
): Promise<CatalogRow<Kind> | undefined> {
  const table = TABLES[kind];
  const [row] = await db.select().from(table).where(eq(table.id, id)).limit(1);
  return row as CatalogRow<Kind> | undefined;
}

/** How many customers bought the item (they keep downloading it whatever happens to it). */
export async function ownersOf(db: Db, kind: CatalogKind, id: string): Promise<number> {
  const [row] =
    kind === 'animation'
      ? await db.select({ n: sql<number>`count(*)` }).from(userAnimations).where(eq(userAnimations.animationId, id))
      : await db.select({ n: sql<number>`count(*)` }).from(userBackgrounds).where(eq(userBackgrounds.backgroundId, id));
  return row?.n ?? 0;
}

type NewItem<Kind extends CatalogKind> = Kind extends 'animation'
  ? Pick<AnimationRow, 'name' | 'description' | 'category' | 'tags' | 'basePriceCents' | 'variationPriceCents'>
  : Pick<BackgroundRow, 'name' | 'description' | 'category' | 'tags' | 'priceCents'>;

/**
 * A new item, hidden until it has the file that is sold, listed last; recorded in the audit table
 * in the same batch. The marketplaces' kept lists are dropped.
 */
export async function createCatalogItem<Kind extends CatalogKind>(
  db: Db,
  kind: Kind,
  input: { actor: Actor; values: NewItem<Kind> },
): Promise<CatalogRow<Kind>> {
  const table = TABLES[kind];
  const [last] = await db.select({ max: sql<number | null>`max(${table.sortOrder})` }).from(table);
  const row = {
    ...input.values,
    id: crypto.randomUUID(),
    active: false,
    sortOrder: (last?.max ?? -1) + 1,
    createdAt: new Date(),
  };
  const [[created]] = await db.batch([
    kind === 'animation'
      ? db
          .insert(animations)
          .values(row as typeof animations.$inferInsert)
          .returning()
      : db
          .insert(backgrounds)
          .values(row as typeof backgrounds.$inferInsert)
          .returning(),
    auditInsert(db, {
      actor: input.actor,
      action: `${kind}.created`,
      entityType: kind,
      entityId: row.id,
      after: snapshot(row as Record<string, unknown>, AUDITED[kind] as string[]),
    }),
  ]);
  invalidateCatalog();
  return created as CatalogRow<Kind>;
}

/** Changes the given fields of an item and records before and after in one batch; undefined when it is gone. */
export async function updateCatalogItem<Kind extends CatalogKind>(
  db: Db,
  kind: Kind,
  input: { actor: Actor; before: CatalogRow<Kind>; changes: Partial<CatalogRow<Kind>> },
): Promise<CatalogRow<Kind> | undefined> {
  const keys = (AUDITED[kind] as string[]).filter(
    (key) =>
      key in input.changes &&
      JSON.stringify((input.changes as Record<string, unknown>)[key]) !==
        JSON.stringify((input.before as Record<string, unknown>)[key]),
  );
  if (keys.length === 0) return input.before;
  const changes = Object.fromEntries(keys.map((key) => [key, (input.changes as Record<string, unknown>)[key]]));
  const [[updated]] = await db.batch([
    kind === 'animation'
      ? db.update(animations).set(changes).where(eq(animations.id, input.before.id)).returning()
      : db.update(backgrounds).set(changes).where(eq(backgrounds.id, input.before.id)).returning(),
    auditInsert(db, {
      actor: input.actor,
      action: keys.length === 1 && keys[0] === 'active' ? `${kind}.active` : `${kind}.updated`,
      entityType: kind,
      entityId: input.before.id,
      before: snapshot(input.before as Record<string, unknown>, keys),
      after: changes,
    }),
  ]);
  invalidateCatalog();
  return updated as CatalogRow<Kind> | undefined;
}

/**
 * Puts the items in the given order (the list must name every item once: false when it does not,
 * because one was added meanwhile). Each moved item's old and new place is recorded.
 */
export async function reorderCatalog(db: Db, kind: CatalogKind, input: { actor: Actor; ids: string[] }) {
  const table = TABLES[kind];
  const current = await db.select({ id: table.id, sortOrder: table.sortOrder }).from(table);
  const known = new Map(current.map((row) => [row.id, row.sortOrder]));
  if (input.ids.length !== known.size || input.ids.some((id) => !known.has(id))) return false;
  const moves = input.ids.flatMap((id, sortOrder) => {
    const before = known.get(id);
    return before === sortOrder
      ? []
      : [
          db.update(table).set({ sortOrder }).where(eq(table.id, id)),
          auditInsert(db, {
            actor: input.actor,
            action: `${kind}.sort_order`,
            entityType: kind,
            entityId: id,
            before: { sortOrder: before },
            after: { sortOrder },
          }),
        ];
  });
  const [first, ...rest] = moves;
  if (first) await db.batch([first, ...rest]);
  invalidateCatalog();
  return true;
}

/** Points an item's slot at a newly stored file and records it; false when the item is gone meanwhile. */
export async function setCatalogFile(
  db: Db,
  kind: CatalogKind,
  input: { actor: Actor; id: string; slot: CatalogFileSlot; before: string | null; reference: string },
): Promise<boolean> {
  const table = TABLES[kind];
  const column = FILE_COLUMNS[input.slot];
  const [[updated]] = await db.batch([
    db
      .update(table)
      .set({ [column]: input.reference })
      .where(eq(table.id, input.id))
      .returning({ id: table.id }),
    auditInsert(db, {
      actor: input.actor,
      action: `${kind}.${input.slot}`,
      entityType: kind,
      entityId: input.id,
      before: { [column]: input.before },
      after: { [column]: input.reference },
    }),
  ]);
  invalidateCatalog();
  return Boolean(updated);
}

/**
 * True while anything still points at the R2 key: an item of either marketplace (public files are
 * kept as their `/api/media/` path), or a customer's purchase (bought animations, backgrounds and
 * variations keep the sold file they paid for, so a replaced file that was sold is never deleted).
 */
export async function catalogFileInUse(db: Db, key: string): Promise<boolean> {
  const forms = [key, `${CATALOG_STORAGE.publicPath}${key}`];
  const results = await db.batch([
    db
      .select({ id: animations.id })
      .from(animations)
      .where(
        or(
          inArray(animations.thumbnailUrl, forms),
          inArray(animations.previewUrl, forms),
          inArray(animations.fileUrl, forms),
        ),
      )
      .limit(1),
    db
      .select({ id: backgrounds.id })
      .from(backgrounds)
      .where(
        or(
          inArray(backgrounds.thumbnailUrl, forms),
          inArray(backgrounds.previewUrl, forms),
          inArray(backgrounds.fileUrl, forms),
        ),
      )
      .limit(1),
    db
      .select({ id: userAnimations.id })
      .from(userAnimations)
      .where(inArray(userAnimations.baseFileUrl, forms))
      .limit(1),
    db.select({ id: userBackgrounds.id }).from(userBackgrounds).where(inArray(userBackgrounds.fileUrl, forms)).limit(1),
    db
      .select({ id: animationVariations.id })
      .from(animationVariations)
      .where(inArray(animationVariations.fileUrl, forms))
      .limit(1),
  ]);
  return results.some((rows) => rows.length > 0);
}
