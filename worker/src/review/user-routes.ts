import { IdSchema } from '@dtm/shared/common';
import {
  ApprovePreviewInputSchema,
  ChangeRequestInputSchema,
  REVIEW_MESSAGES,
  RecipeVersionNumberSchema,
  type ReviewKind,
} from '@dtm/shared/review';
import { and, eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { notifyAnimationReady } from '../admin/animation-ready-mail';
import { publicOrigin } from '../auth/auth';
import { currentUser } from '../auth/session';
import { userCharacters } from '../db/schema';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { validate } from '../lib/validate';
import { notifyAdmins } from '../mail/admin-notices';
import { serveOwnedFile } from '../user/stored-files';
import { findRecipe } from './recipe-service';
import { customerReview, deliver, previewToReview, requestChange } from './review-service';
import { findOwnedTarget, type ReviewTarget } from './targets';

const IdParamSchema = z.object({ id: IdSchema });
const VersionParamSchema = z.object({ id: IdSchema, version: RecipeVersionNumberSchema });

/**
 * /api/user/{frames|characters}/:id/review...: the customer's side of the review loop, on their own
 * frame or character only (anyone else's is a 404): the preview to watch, approve it, or ask for a change.
 */
export function userReviewRoutes(kind: ReviewKind) {
  const owned = async (c: Context<AppEnv>, id: string): Promise<ReviewTarget> => {
    const found = await findOwnedTarget(c.get('db'), kind, currentUser(c).id, id);
    if (!found) throw new ApiError('NOT_FOUND', REVIEW_MESSAGES.targetNotFound[kind]);
    return found;
  };

  const routes = new Hono<AppEnv>()
    .get('/:id/review', validate('param', IdParamSchema, 'NOT_FOUND'), async (c) => {
      const of = await owned(c, c.req.valid('param').id);
      return c.json(await customerReview(c.get('db'), of));
    })
    // Only versions that were sent: drafts in the studio stay there.
    .get('/:id/review/videos/:version', validate('param', VersionParamSchema, 'NOT_FOUND'), async (c) => {
      const params = c.req.valid('param');
      const of = await owned(c, params.id);
      const row = await findRecipe(c.get('db'), of, params.version);
      if (!row?.previewSentAt || !row.videoKey) throw new ApiError('NOT_FOUND', REVIEW_MESSAGES.noPreview);
      return serveOwnedFile(c, row.videoKey, `preview v${row.version}`);
    })
    .post(
      '/:id/review/approve',
      validate('param', IdParamSchema, 'NOT_FOUND'),
      validate('json', ApprovePreviewInputSchema),
      async (c) => {
        const db = c.get('db');
        const of = await owned(c, c.req.valid('param').id);
        const row = await previewToReview(db, of, c.req.valid('json').version);
        // A second tap (or a retry after a lost answer) finds it approved: nothing happens twice.
        if (row.deliveredAt === null) {
          await deliver(db, c.env.FILES, {
            actor: currentUser(c),
            target: of,
            row,
            action: 'preview.approved',
            onlyIfNewest: true,
          });
          await notifyAnimationReady(c, of, kind);
        }
        const after = await owned(c, of.id);
        return c.json(await customerReview(db, after));
      },
    )
    .post(
      '/:id/review/changes',
      validate('param', IdParamSchema, 'NOT_FOUND'),
      validate('json', ChangeRequestInputSchema),
      async (c) => {
        const db = c.get('db');
        const of = await owned(c, c.req.valid('param').id);
        const { version, note } = c.req.valid('json');
        const row = await previewToReview(db, of, version);
        if (row.deliveredAt !== null) throw new ApiError('CONFLICT', REVIEW_MESSAGES.alreadyApproved);
        const left = await requestChange(db, { actor: currentUser(c), target: of, row, note });
        await notifyAdmins(
          c.env,
          db,
          { kind: 'change-request', orderId: of.orderId, target: { kind, id: of.id }, version: row.version, left },
          publicOrigin(c.env, c.req.url),
        );
        return c.json(await customerReview(db, of), 201);
      },
    );
  if (kind !== 'character') return routes;
  // A character's finished animation as a 1080x1080 square for sharing (its owner only).
  return routes.get('/:id/square', validate('param', IdParamSchema, 'NOT_FOUND'), async (c) => {
    const [character] = await c
      .get('db')
      .select({ name: userCharacters.characterName, square: userCharacters.shareSquareKey })
      .from(userCharacters)
      .where(and(eq(userCharacters.id, c.req.valid('param').id), eq(userCharacters.userId, currentUser(c).id)))
      .limit(1);
    if (!character) throw new ApiError('NOT_FOUND', REVIEW_MESSAGES.targetNotFound.character);
    if (!character.square) throw new ApiError('NOT_FOUND', REVIEW_MESSAGES.noSquare);
    return serveOwnedFile(c, character.square, `${character.name || 'character'} square`);
  });
}
