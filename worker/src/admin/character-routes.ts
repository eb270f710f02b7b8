import { ADMIN_MESSAGES, AdminSearchQuerySchema } from '@dtm/shared/admin';
import { UpdateCharacterStatusInputSchema } from '@dtm/shared/characters';
import { IdSchema } from '@dtm/shared/common';
import { Hono } from 'hono';
import { z } from 'zod';
import { currentUser } from '../auth/session';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { serveR2Object } from '../lib/r2-response';
import { validate } from '../lib/validate';
import { notifyAnimationReady } from './animation-ready-mail';
import { findCharacter, searchCharacters, setAnimationVideo, setCharacterStatus } from './character-service';
import { receiveAnimationUpload } from './video-upload';

const ParamSchema = z.object({ id: IdSchema });
const NOT_FOUND = ADMIN_MESSAGES.characterNotFound;

const videoPath = (id: string) => `/api/admin/characters/${id}/animation`;

/** /api/admin/characters: customers' characters, their status, and the animation video upload. */
export const adminCharacterRoutes = new Hono<AppEnv>()
  .get('/', validate('query', AdminSearchQuerySchema), async (c) => {
    const { search } = c.req.valid('query');
    const now = Date.now();
    const rows = await searchCharacters(c.get('db'), search);
    return c.json(
      rows.map(({ character, order, waiting }) => {
        const linkUsable =
          order.uploadToken !== null && (order.uploadExpiresAt === null || order.uploadExpiresAt.getTime() > now);
        return {
          id: character.id,
          orderId: character.orderId,
          characterName: character.characterName ?? order.characterName ?? 'Character',
          status: character.status,
          hasArtwork: character.artworkUrl !== null,
          completeUploadUrl: character.artworkUrl === null && linkUsable ? `/upload/${order.uploadToken}` : null,
          animationVideoUrl: character.animationVideoUrl ? videoPath(character.id) : null,
          waiting,
          customerName: order.customerName,
          customerEmail: order.customerEmail,
          createdAt: character.createdAt.toISOString(),
        };
      }),
    );
  })
  .get('/:id/animation', validate('param', ParamSchema, 'NOT_FOUND'), async (c) => {
    const { id } = c.req.valid('param');
    const character = await findCharacter(c.get('db'), id);
    if (!character?.animationVideoUrl) throw new ApiError('NOT_FOUND', ADMIN_MESSAGES.noAnimationVideo);
    return serveR2Object(c.env.FILES, character.animationVideoUrl, c.req.raw);
  })
  .patch(
    '/:id/status',
    validate('param', ParamSchema, 'NOT_FOUND'),
    validate('json', UpdateCharacterStatusInputSchema),
    async (c) => {
      const db = c.get('db');
      const { id } = c.req.valid('param');
      const { status } = c.req.valid('json');
      const before = await findCharacter(db, id);
      if (!before) throw new ApiError('NOT_FOUND', NOT_FOUND);
      if (before.status === status) return c.json({ id, status });
      const updated = await setCharacterStatus(db, { actor: currentUser(c), id, before: before.status, status });
      return c.json({ id, status: updated?.status ?? status });
    },
  )
  .post('/:id/animation-upload', validate('param', ParamSchema, 'NOT_FOUND'), async (c) => {
    const db = c.get('db');
    const { id } = c.req.valid('param');
    const { before, stored } = await receiveAnimationUpload(c, {
      id,
      notFound: NOT_FOUND,
      find: () => findCharacter(db, id),
      previousKey: (character) => character.animationVideoUrl,
      save: async (character, video) =>
        Boolean(
          await setAnimationVideo(db, {
            actor: currentUser(c),
            id,
            before: character.animationVideoUrl,
            stored: video,
          }),
        ),
    });
    await notifyAnimationReady(c, before, 'character');
    return c.json({ animationVideoUrl: videoPath(id), contentType: stored.contentType, size: stored.size }, 201);
  });
