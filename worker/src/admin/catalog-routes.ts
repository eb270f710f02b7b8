import { CreateAnimationInputSchema, UpdateAnimationInputSchema } from '@dtm/shared/animations';
import { CreateBackgroundInputSchema, UpdateBackgroundInputSchema } from '@dtm/shared/backgrounds';
import {
  type AdminAnimation,
  type AdminBackground,
  CATALOG_FILE_SLOTS,
  CATALOG_MESSAGES,
  type CatalogKind,
  ReorderCatalogInputSchema,
} from '@dtm/shared/catalog';
import { IdSchema } from '@dtm/shared/common';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { currentUser } from '../auth/session';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { serveR2Object } from '../lib/r2-response';
import { validate } from '../lib/validate';
import { downloadFileName } from '../user/stored-files';
import { catalogFileRules, keyOfReference, storedReference } from './catalog-files';
import {
  type AnimationRow,
  type BackgroundRow,
  type CatalogRow,
  catalogFileInUse,
  createCatalogItem,
  findCatalogItem,
  listCatalog,
  ownersOf,
  reorderCatalog,
  setCatalogFile,
  updateCatalogItem,
} from './catalog-service';
import { receiveUpload } from './video-upload';

const ParamSchema = z.object({ id: IdSchema });
const FileParamSchema = z.object({ id: IdSchema, slot: z.enum(CATALOG_FILE_SLOTS) });
const FILE_COLUMNS = { thumbnail: 'thumbnailUrl', preview: 'previewUrl', file: 'fileUrl' } as const;

/** An item as the back office shows it: prices in cents, the sold file only as a link for admins. */
function presentCommon(kind: CatalogKind, row: AnimationRow | BackgroundRow, owners: number) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    category: row.category,
    tags: row.tags,
    thumbnailUrl: row.thumbnailUrl,
    previewUrl: row.previewUrl,
    soldFileUrl: row.fileUrl ? `/api/admin/${kind}s/${row.id}/file` : null,
    active: row.active,
    sortOrder: row.sortOrder,
    owners,
    createdAt: row.createdAt.toISOString(),
  };
}

function presentAnimation(row: AnimationRow, owners: number): AdminAnimation {
  return {
    ...presentCommon('animation', row, owners),
    basePriceCents: row.basePriceCents,
    variationPriceCents: row.variationPriceCents,
  };
}

function presentBackground(row: BackgroundRow, owners: number): AdminBackground {
  return { ...presentCommon('background', row, owners), priceCents: row.priceCents };
}

function present<Kind extends CatalogKind>(kind: Kind, row: CatalogRow<Kind>, owners: number) {
  return kind === 'animation'
    ? presentAnimation(row as AnimationRow, owners)
    : presentBackground(row as BackgroundRow, owners);
}

async function existing<Kind extends CatalogKind>(c: Context<AppEnv>, kind: Kind, id: string) {
  const row = await findCatalogItem(c.get('db'), kind, id);
  if (!row) throw new ApiError('NOT_FOUND', CATALOG_MESSAGES.notFound[kind]);
  return row;
}

/**
 * Saves a change (PATCH): going on sale needs the file that is sold, and no animation is moved
 * into, or put on sale in, the old "background" category (backgrounds are sold in one place).
 */
async function saveChanges<Kind extends CatalogKind>(
  c: Context<AppEnv>,
  kind: Kind,
  id: string,
  changes: Partial<CatalogRow<Kind>>,
) {
  const db = c.get('db');
  const before = await existing(c, kind, id);
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<
    CatalogRow<Kind>
  >;
  const after = { ...before, ...defined } as CatalogRow<Kind>;
  const intoBackground = kind === 'animation' && after.category === 'background';
  if (intoBackground && (before.category !== 'background' || (after.active && !before.active))) {
    const message = CATALOG_MESSAGES.backgroundCategory;
    throw new ApiError('BAD_REQUEST', message, { fields: { category: [message] } });
  }
  if (after.active && !before.active && !after.fileUrl) throw new ApiError('CONFLICT', CATALOG_MESSAGES.needsSoldFile);
  const updated = await updateCatalogItem(db, kind, { actor: currentUser(c), before, changes: defined });
  if (!updated) throw new ApiError('NOT_FOUND', CATALOG_MESSAGES.notFound[kind]);
  return c.json(present(kind, updated, await ownersOf(db, kind, id)));
}

/** What both kinds share: the list, the order, the three file uploads and the sold file for admins. */
function sharedRoutes<Kind extends CatalogKind>(kind: Kind) {
  return new Hono<AppEnv>()
    .get('/', async (c) => {
      const items = await listCatalog(c.get('db'), kind);
      return c.json(items.map(({ row, owners }) => present(kind, row, owners)));
    })
    .put('/order', validate('json', ReorderCatalogInputSchema), async (c) => {
      const { ids } = c.req.valid('json');
      const done = await reorderCatalog(c.get('db'), kind, { actor: currentUser(c), ids });
      if (!done) throw new ApiError('CONFLICT', CATALOG_MESSAGES.orderChanged);
      const items = await listCatalog(c.get('db'), kind);
      return c.json(items.map(({ row, owners }) => present(kind, row, owners)));
    })
    .post('/:id/files/:slot', validate('param', FileParamSchema, 'NOT_FOUND'), async (c) => {
      const db = c.get('db');
      const { id, slot } = c.req.valid('param');
      const column = FILE_COLUMNS[slot];
      await receiveUpload(c, {
        field: 'file',
        required: CATALOG_MESSAGES.fileRequired,
        rules: catalogFileRules(kind, slot, id),
        notFound: CATALOG_MESSAGES.notFound[kind],
        find: () => findCatalogItem(db, kind, id),
        previousKey: (row) => keyOfReference(row[column]),
        save: (row, stored) =>
          setCatalogFile(db, kind, {
            actor: currentUser(c),
            id,
            slot,
            before: row[column],
            reference: storedReference(slot, stored.key),
          }),
        inUse: (key) => catalogFileInUse(db, key),
      });
      const row = await existing(c, kind, id);
      return c.json(present(kind, row, await ownersOf(db, kind, id)), 201);
    })
    .get('/:id/file', validate('param', ParamSchema, 'NOT_FOUND'), async (c) => {
      const row = await existing(c, kind, c.req.valid('param').id);
      const key = keyOfReference(row.fileUrl);
      if (!key) throw new ApiError('NOT_FOUND', CATALOG_MESSAGES.fileMissing);
      const downloadName = c.req.query('download') ? downloadFileName(row.name, key) : undefined;
      return serveR2Object(c.env.FILES, key, c.req.raw, downloadName ? { downloadName } : {});
    });
}

/**
 * /api/admin/animations: the animation marketplace's items, on sale or hidden, in the order it
 * lists them; create (hidden until it has its sold file), change, put on sale or take off, reorder,
 * and upload each file (thumbnail, preview clip, sold file) with the back office's multipart upload.
 */
export const adminAnimationRoutes = new Hono<AppEnv>()
  .post('/', validate('json', CreateAnimationInputSchema), async (c) => {
    const values = c.req.valid('json');
    const created = await createCatalogItem(c.get('db'), 'animation', { actor: currentUser(c), values });
    return c.json(presentAnimation(created, 0), 201);
  })
  .patch('/:id', validate('param', ParamSchema, 'NOT_FOUND'), validate('json', UpdateAnimationInputSchema), async (c) =>
    saveChanges(c, 'animation', c.req.valid('param').id, c.req.valid('json')),
  )
  .route('/', sharedRoutes('animation'));

/** /api/admin/backgrounds: the same for the background marketplace, the one place backgrounds are sold. */
export const adminBackgroundRoutes = new Hono<AppEnv>()
  .post('/', validate('json', CreateBackgroundInputSchema), async (c) => {
    const values = c.req.valid('json');
    const created = await createCatalogItem(c.get('db'), 'background', { actor: currentUser(c), values });
    return c.json(presentBackground(created, 0), 201);
  })
  .patch(
    '/:id',
    validate('param', ParamSchema, 'NOT_FOUND'),
    validate('json', UpdateBackgroundInputSchema),
    async (c) => saveChanges(c, 'background', c.req.valid('param').id, c.req.valid('json')),
  )
  .route('/', sharedRoutes('background'));
