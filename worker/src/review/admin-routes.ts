import { ADMIN_MESSAGES } from '@dtm/shared/admin';
import { IdSchema } from '@dtm/shared/common';
import {
  CHANGE_REQUESTS_PER_ORDER,
  MarkFinalInputSchema,
  REVIEW_KIND_PATHS,
  REVIEW_MESSAGES,
  RecipeVersionNumberSchema,
  type ReviewKind,
  SaveRecipeInputSchema,
  SendPreviewInputSchema,
} from '@dtm/shared/review';
import { eq } from 'drizzle-orm';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { notifyAnimationReady } from '../admin/animation-ready-mail';
import { receiveAnimationUpload } from '../admin/video-upload';
import { currentUser } from '../auth/session';
import { userBackgrounds } from '../db/schema';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { serveR2Object } from '../lib/r2-response';
import { validate } from '../lib/validate';
import { notifyPreviewReady } from './preview-mail';
import {
  currentPreview,
  findRecipe,
  listChangeRequests,
  listRecipes,
  type RecipeRow,
  saveRecipe,
  setRecipeVideo,
} from './recipe-service';
import { deliver, sendPreview } from './review-service';
import { findTarget, type ReviewTarget } from './targets';

const IdParamSchema = z.object({ id: IdSchema });
const VersionParamSchema = z.object({ id: IdSchema, version: RecipeVersionNumberSchema });

/**
 * /api/admin/{frames|characters}/:id/...: the studio's versioned recipes (D1 history, JSON in R2),
 * each version's rendered video, sending a version as the customer's preview, and marking one final.
 */
export function adminRecipeRoutes(kind: ReviewKind) {
  const notFound = kind === 'frame' ? ADMIN_MESSAGES.frameNotFound : ADMIN_MESSAGES.characterNotFound;
  const base = (id: string) => `/api/admin/${REVIEW_KIND_PATHS[kind]}/${id}`;
  const videoUrl = (id: string, version: number) => `${base(id)}/recipes/${version}/video`;

  const target = async (c: Context<AppEnv>, id: string): Promise<ReviewTarget> => {
    const found = await findTarget(c.get('db'), kind, id);
    if (!found) throw new ApiError('NOT_FOUND', notFound);
    return found;
  };
  const version = async (c: Context<AppEnv>, of: ReviewTarget, number: number): Promise<RecipeRow> => {
    const row = await findRecipe(c.get('db'), of, number);
    if (!row) throw new ApiError('NOT_FOUND', REVIEW_MESSAGES.recipeVersionNotFound(number));
    return row;
  };

  return (
    new Hono<AppEnv>()
      .get('/:id/recipes', validate('param', IdParamSchema, 'NOT_FOUND'), async (c) => {
        const db = c.get('db');
        const of = await target(c, c.req.valid('param').id);
        const [rows, requests, preview, purchased] = await Promise.all([
          listRecipes(db, of),
          listChangeRequests(db, of),
          currentPreview(db, of),
          of.userId
            ? db
                .select({ id: userBackgrounds.backgroundId })
                .from(userBackgrounds)
                .where(eq(userBackgrounds.userId, of.userId))
            : Promise.resolve([]),
        ]);
        const newest = rows[0];
        return c.json({
          recipes: rows.map((row) => ({
            version: row.version,
            createdAt: row.createdAt.toISOString(),
            createdBy: row.createdByEmail,
            note: row.note,
            previewSentAt: row.previewSentAt?.toISOString() ?? null,
            videoKey: row.videoKey,
            videoUrl: row.videoKey ? videoUrl(of.id, row.version) : null,
            videoSize: row.videoSize,
            videoSha256: row.videoSha256,
            deliveredAt: row.deliveredAt?.toISOString() ?? null,
          })),
          latest: newest ? { version: newest.version, recipe: newest.recipe } : null,
          changeRequests: requests.map((request) => ({
            id: request.id,
            note: request.note,
            createdAt: request.createdAt.toISOString(),
            version: request.version,
          })),
          changeRequestsLeft: Math.max(0, CHANGE_REQUESTS_PER_ORDER - requests.length),
          status: of.status,
          previewVersion: preview?.version ?? null,
          purchasedBackgroundIds: purchased.map((row) => row.id),
        });
      })
      .post(
        '/:id/recipes',
        validate('param', IdParamSchema, 'NOT_FOUND'),
        validate('json', SaveRecipeInputSchema),
        async (c) => {
          const of = await target(c, c.req.valid('param').id);
          const { recipe, baseVersion, note } = c.req.valid('json');
          if (recipe.artwork.orderId !== of.orderId) {
            throw new ApiError('BAD_REQUEST', REVIEW_MESSAGES.recipeArtworkElsewhere, {
              fields: { 'recipe.artwork.orderId': [REVIEW_MESSAGES.recipeArtworkElsewhere] },
            });
          }
          const row = await saveRecipe(c.get('db'), c.env.FILES, {
            target: of,
            recipe,
            baseVersion,
            note,
            actor: currentUser(c),
          });
          return c.json({ version: row.version }, 201);
        },
      )
      .get('/:id/recipes/:version', validate('param', VersionParamSchema, 'NOT_FOUND'), async (c) => {
        const params = c.req.valid('param');
        const row = await version(c, await target(c, params.id), params.version);
        return c.json({ version: row.version, recipe: row.recipe });
      })
      .get('/:id/recipes/:version/video', validate('param', VersionParamSchema, 'NOT_FOUND'), async (c) => {
        const params = c.req.valid('param');
        const row = await version(c, await target(c, params.id), params.version);
        if (!row.videoKey) throw new ApiError('NOT_FOUND', REVIEW_MESSAGES.videoMissing(row.version));
        return serveR2Object(c.env.FILES, row.videoKey, c.req.raw);
      })
      // The rendered clip of a version, through the same streamed, byte-checked store as animation-upload.
      .post('/:id/recipes/:version/video', validate('param', VersionParamSchema, 'NOT_FOUND'), async (c) => {
        const db = c.get('db');
        const params = c.req.valid('param');
        const of = await target(c, params.id);
        await version(c, of, params.version);
        const { before, stored } = await receiveAnimationUpload(c, {
          id: of.id,
          notFound: REVIEW_MESSAGES.recipeVersionNotFound(params.version),
          find: () => findRecipe(db, of, params.version),
          // The delivered animation may be this very file: it stays while the frame points at it.
          previousKey: (row) => (row.videoKey && row.videoKey !== of.animationVideoUrl ? row.videoKey : null),
          save: (row, video) => setRecipeVideo(db, { actor: currentUser(c), target: of, row, video }),
        });
        return c.json(
          {
            version: before.version,
            videoUrl: videoUrl(of.id, before.version),
            contentType: stored.contentType,
            size: stored.size,
            sha256: stored.sha256,
          },
          201,
        );
      })
      .post(
        '/:id/preview',
        validate('param', IdParamSchema, 'NOT_FOUND'),
        validate('json', SendPreviewInputSchema),
        async (c) => {
          const of = await target(c, c.req.valid('param').id);
          const row = await version(c, of, c.req.valid('json').version);
          const sentAt = await sendPreview(c.get('db'), { actor: currentUser(c), target: of, row });
          const customerNotified = await notifyPreviewReady(c, of, kind);
          return c.json({
            version: row.version,
            status: 'awakening' as const,
            previewSentAt: sentAt.toISOString(),
            customerNotified,
          });
        },
      )
      .post(
        '/:id/final',
        validate('param', IdParamSchema, 'NOT_FOUND'),
        validate('json', MarkFinalInputSchema),
        async (c) => {
          const of = await target(c, c.req.valid('param').id);
          const row = await version(c, of, c.req.valid('json').version);
          const video = await deliver(c.get('db'), c.env.FILES, {
            actor: currentUser(c),
            target: of,
            row,
            action: 'animation.final',
            onlyIfNewest: false,
          });
          const customerNotified = await notifyAnimationReady(c, of, kind);
          return c.json({
            version: row.version,
            status: 'ready' as const,
            animationVideoUrl: `${base(of.id)}/animation`,
            size: video.size,
            sha256: video.sha256,
            customerNotified,
          });
        },
      )
  );
}
