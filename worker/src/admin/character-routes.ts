import { ADMIN_MESSAGES, AdminSearchQuerySchema } from '@dtm/shared/admin';
import { UpdateCharacterStatusInputSchema } from '@dtm/shared/characters';
import { IdSchema } from '@dtm/shared/common';
import { VIDEO_UPLOAD_LIMITS } from '@dtm/shared/constants';
import { MESSAGES } from '@dtm/shared/messages';
import { Hono } from 'hono';
import { z } from 'zod';
import { currentUser } from '../auth/session';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { serveR2Object } from '../lib/r2-response';
import { validate } from '../lib/validate';
import { findCharacter, searchCharacters, setAnimationVideo, setCharacterStatus } from './character-service';
import { multipartBoundary, readFilePart } from './multipart-stream';
import { storeVideo } from './video-store';

const ParamSchema = z.object({ id: IdSchema });
const NOT_FOUND = ADMIN_MESSAGES.characterNotFound;
/** Room for the multipart framing around the file when judging Content-Length. */
const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

const videoPath = (id: string) => `/api/admin/characters/${id}/animation`;

/** /api/admin/characters: customers' characters, their status, and the animation video upload. */
export const adminCharacterRoutes = new Hono<AppEnv>()
  .get('/', validate('query', AdminSearchQuerySchema), async (c) => {
    const { search } = c.req.valid('query');
    const now = Date.now();
    const rows = await searchCharacters(c.get('db'), search);
    return c.json(
      rows.map(({ character, order }) => {
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
    // Refused before a byte of the body is read: too big, not a form, or no such character.
    const declared = Number(c.req.header('content-length') ?? Number.NaN);
    if (declared > VIDEO_UPLOAD_LIMITS.maxFileBytes + MULTIPART_OVERHEAD_BYTES) {
      throw new ApiError('PAYLOAD_TOO_LARGE', MESSAGES.videoTooLarge);
    }
    const boundary = multipartBoundary(c.req.header('content-type'));
    const body = c.req.raw.body;
    if (!boundary || !body) throw new ApiError('BAD_REQUEST', MESSAGES.videoRequired);
    const before = await findCharacter(db, id);
    if (!before) throw new ApiError('NOT_FOUND', NOT_FOUND);

    const malformed = () => new ApiError('BAD_REQUEST', ADMIN_MESSAGES.uploadIncomplete);
    const part = await readFilePart(body, boundary, 'video', malformed);
    if (!part) throw new ApiError('BAD_REQUEST', MESSAGES.videoRequired);
    const stored = await storeVideo(c.env.FILES, id, part.chunks, VIDEO_UPLOAD_LIMITS.maxFileBytes);

    const updated = await setAnimationVideo(db, {
      actor: currentUser(c),
      id,
      before: before.animationVideoUrl,
      stored,
    }).catch(async (error: unknown) => {
      await c.env.FILES.delete(stored.key);
      throw error;
    });
    if (!updated) {
      await c.env.FILES.delete(stored.key);
      throw new ApiError('NOT_FOUND', NOT_FOUND);
    }
    // The replaced video is deleted only now that nothing points at it any more.
    if (before.animationVideoUrl && before.animationVideoUrl !== stored.key) {
      await c.env.FILES.delete(before.animationVideoUrl);
    }
    return c.json({ animationVideoUrl: videoPath(id), contentType: stored.contentType, size: stored.size }, 201);
  });
