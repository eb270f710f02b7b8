import { UpdateCharacterNameInputSchema } from '@dtm/shared/characters';
import { IdSchema } from '@dtm/shared/common';
import { UpdateFrameNameInputSchema } from '@dtm/shared/frames';
import { USER_MESSAGES } from '@dtm/shared/user';
import { Hono } from 'hono';
import { z } from 'zod';
import { currentUser, requireUser } from '../auth/session';
import type { AppEnv } from '../env';
import { validate } from '../lib/validate';
import { userReviewRoutes } from '../review/user-routes';
import { ownedVariationRoutes, variationRoutes } from '../variations/routes';
import { serveFrameManifest, serveFrameVideo } from './frame-delivery';
import {
  presentCharacter,
  presentFrame,
  presentOrderSummary,
  presentOwnedAnimation,
  presentOwnedBackground,
} from './present';
import {
  frameOrder,
  listCharacters,
  listFrames,
  listOrders,
  listOwnedAnimations,
  listOwnedBackgrounds,
  orderCardExtras,
  ownedAnimation,
  ownedBackground,
  ownedCharacter,
  ownedFrame,
  renameCharacter,
  renameFrame,
} from './service';
import { serveOwnedFile } from './stored-files';

/** An id in the path that cannot exist is simply not found. */
const IdParamSchema = z.object({ id: IdSchema });
const idParam = validate('param', IdParamSchema, 'NOT_FOUND');

/**
 * /api/user: the signed-in customer's own frames, characters, orders and purchases, their
 * renames and downloads. Every query is scoped to the caller: anyone else's id is a 404.
 */
export const userRoutes = new Hono<AppEnv>()
  .use('*', requireUser)
  .get('/frames', async (c) => {
    const ownerId = currentUser(c).id;
    const db = c.get('db');
    const rows = await listFrames(db, ownerId);
    const extras = await orderCardExtras(db, [...new Set(rows.map(({ frame }) => frame.orderId))]);
    return c.json(
      rows.map(({ frame, order }) => presentFrame(frame, order, ownerId, extras.get(frame.orderId)?.uploadReminders)),
    );
  })
  .patch('/frames/:id/name', idParam, validate('json', UpdateFrameNameInputSchema), async (c) => {
    const db = c.get('db');
    const ownerId = currentUser(c).id;
    const frame = await renameFrame(db, ownerId, c.req.valid('param').id, c.req.valid('json').frameName);
    const extras = await orderCardExtras(db, [frame.orderId]);
    return c.json(
      presentFrame(frame, await frameOrder(db, frame), ownerId, extras.get(frame.orderId)?.uploadReminders),
    );
  })
  .get('/frames/:id/animation', idParam, async (c) => {
    const frame = await ownedFrame(c.get('db'), currentUser(c).id, c.req.valid('param').id);
    return serveFrameVideo(c, frame);
  })
  .get('/frames/:id/manifest', idParam, async (c) => {
    const frame = await ownedFrame(c.get('db'), currentUser(c).id, c.req.valid('param').id);
    return serveFrameManifest(c, frame, USER_MESSAGES.fileNotReady);
  })
  .get('/characters', async (c) => {
    const db = c.get('db');
    const rows = await listCharacters(db, currentUser(c).id);
    const extras = await orderCardExtras(db, [...new Set(rows.map(({ character }) => character.orderId))]);
    return c.json(
      rows.map(({ character, order }) =>
        presentCharacter(character, order, extras.get(character.orderId)?.uploadReminders),
      ),
    );
  })
  .patch('/characters/:id/name', idParam, validate('json', UpdateCharacterNameInputSchema), async (c) => {
    const { id } = c.req.valid('param');
    const db = c.get('db');
    const character = await renameCharacter(db, currentUser(c).id, id, c.req.valid('json').characterName);
    const extras = await orderCardExtras(db, [character.orderId]);
    return c.json(
      presentCharacter(character, await frameOrder(db, character), extras.get(character.orderId)?.uploadReminders),
    );
  })
  .get('/characters/:id/animation', idParam, async (c) => {
    const character = await ownedCharacter(c.get('db'), currentUser(c).id, c.req.valid('param').id);
    return serveOwnedFile(c, character.animationVideoUrl, `${character.characterName || 'character'} animation`);
  })
  .get('/orders', async (c) => {
    const db = c.get('db');
    const rows = await listOrders(db, currentUser(c).id);
    const extras = await orderCardExtras(
      db,
      rows.map((order) => order.id),
    );
    return c.json(rows.map((order) => presentOrderSummary(order, extras.get(order.id))));
  })
  .get('/animations', async (c) => {
    const rows = await listOwnedAnimations(c.get('db'), currentUser(c).id);
    return c.json(rows.map(({ owned, animation }) => presentOwnedAnimation(owned, animation)));
  })
  .get('/animations/:id/file', idParam, async (c) => {
    const { owned, animation } = await ownedAnimation(c.get('db'), currentUser(c).id, c.req.valid('param').id);
    return serveOwnedFile(c, owned.baseFileUrl, animation.name);
  })
  .get('/backgrounds', async (c) => {
    const rows = await listOwnedBackgrounds(c.get('db'), currentUser(c).id);
    return c.json(rows.map(({ owned, background }) => presentOwnedBackground(owned, background)));
  })
  .get('/backgrounds/:id/file', idParam, async (c) => {
    const { owned, background } = await ownedBackground(c.get('db'), currentUser(c).id, c.req.valid('param').id);
    return serveOwnedFile(c, owned.fileUrl, background.name);
  })
  .route('/variations', ownedVariationRoutes)
  .route('/animations', variationRoutes)
  .route('/frames', userReviewRoutes('frame'))
  .route('/characters', userReviewRoutes('character'));
