import { ADMIN_MESSAGES } from '@dtm/shared/admin';
import { IdSchema } from '@dtm/shared/common';
import {
  RENDER_MESSAGES,
  RENDER_PART_MAX_BYTES,
  RenderFailedInputSchema,
  RenderPartNumberSchema,
  type RenderSlot,
  RenderSlotSchema,
  StartRenderInputSchema,
} from '@dtm/shared/render-jobs';
import {
  MarkFinalInputSchema,
  REVIEW_KIND_PATHS,
  REVIEW_MESSAGES,
  RecipeVersionNumberSchema,
  type ReviewKind,
  SaveRecipeInputSchema,
  SendPreviewInputSchema,
  UploadIdQuerySchema,
  UploadIdSchema,
} from '@dtm/shared/review';
import { type Context, Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { notifyAnimationReady } from '../admin/animation-ready-mail';
import { receiveAnimationUpload } from '../admin/video-upload';
import { currentUser } from '../auth/session';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { serveR2Object } from '../lib/r2-response';
import { validate } from '../lib/validate';
import { notifyPreviewReady } from './preview-mail';
import { recipeList } from './recipe-list';
import { findRecipe, type RecipeRow, saveRecipe, setRecipeVideo } from './recipe-service';
import { cancelRender, failRender, finishRender, renderPart, startRender, storeRenderPart } from './render-jobs';
import { deliver, sendPreview } from './review-service';
import { markCancelled, refuseIfCancelled, squareDelivered, withdrawUpload } from './studio-uploads';
import { findTarget, type ReviewTarget } from './targets';

const IdParamSchema = z.object({ id: IdSchema });
const VersionParamSchema = z.object({ id: IdSchema, version: RecipeVersionNumberSchema });
const CancelParamSchema = VersionParamSchema.extend({ upload: UploadIdSchema });
const RenderParamSchema = VersionParamSchema.extend({ slot: RenderSlotSchema });
const PartParamSchema = RenderParamSchema.extend({ part: RenderPartNumberSchema });

/** A render part's body: read whole, at most RENDER_PART_MAX_BYTES (413 before it is read past that). */
const partBodyLimit = bodyLimit({
  maxSize: RENDER_PART_MAX_BYTES,
  onError: () => {
    throw new ApiError('PAYLOAD_TOO_LARGE', RENDER_MESSAGES.partTooLarge);
  },
});

/**
 * /api/admin/{frames|characters}/:id/...: the studio's versioned recipes (D1 history, JSON in R2),
 * each version's rendered video, sending a version as the customer's preview, and marking one final.
 */
export function adminRecipeRoutes(kind: ReviewKind) {
  const notFound = kind === 'frame' ? ADMIN_MESSAGES.frameNotFound : ADMIN_MESSAGES.characterNotFound;
  const base = (id: string) => `/api/admin/${REVIEW_KIND_PATHS[kind]}/${id}`;
  const videoUrl = (id: string, version: number) => `${base(id)}/recipes/${version}/video`;
  const squareUrl = (id: string, version: number) => `${base(id)}/recipes/${version}/square`;

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

  /** The target and version of a render; a square only for a character. */
  const renderOf = async (c: Context<AppEnv>, params: { id: string; version: number; slot: RenderSlot }) => {
    if (params.slot === 'square' && kind !== 'character') {
      throw new ApiError('BAD_REQUEST', RENDER_MESSAGES.squareOnlyCharacters);
    }
    const of = await target(c, params.id);
    return { of, row: await version(c, of, params.version) };
  };

  /**
   * A version's rendered video or square, streamed into R2 with the admin's video store. With the
   * studio's upload id, a Cancel (seen before or after the save) withdraws it: nothing half-saved.
   */
  const receiveStudioFile = async (
    c: Context<AppEnv>,
    slot: 'video' | 'square',
    params: { id: string; version: number },
    uploadId: string | undefined,
  ) => {
    const db = c.get('db');
    const of = await target(c, params.id);
    await version(c, of, params.version);
    const { before, stored } = await receiveAnimationUpload(c, {
      id: of.id,
      notFound: REVIEW_MESSAGES.recipeVersionNotFound(params.version),
      find: () => findRecipe(db, of, params.version),
      // The delivered animation may be this very file: it stays while the frame points at it.
      // A replaced square is deleted below, unless a delivered character still offers it.
      previousKey: (row) =>
        slot === 'video' && row.videoKey && row.videoKey !== of.animationVideoUrl ? row.videoKey : null,
      save: async (row, video) => {
        await refuseIfCancelled(c.env.FILES, of.id, uploadId);
        return setRecipeVideo(db, { actor: currentUser(c), target: of, row, video, uploadId, slot });
      },
    });
    const oldSquare = slot === 'square' ? before.squareKey : null;
    if (oldSquare && oldSquare !== stored.key && !(await squareDelivered(db, oldSquare))) {
      await c.env.FILES.delete(oldSquare);
    }
    if (uploadId) {
      await refuseIfCancelled(c.env.FILES, of.id, uploadId).catch(async (error: unknown) => {
        await withdrawUpload(db, c.env.FILES, { actor: currentUser(c), target: of, version: params.version, uploadId });
        throw error;
      });
    }
    await finishRender(db, c.env.FILES, of, params.version, slot);
    return { version: before.version, contentType: stored.contentType, size: stored.size, sha256: stored.sha256 };
  };

  const routes = new Hono<AppEnv>()
    .get('/:id/recipes', validate('param', IdParamSchema, 'NOT_FOUND'), async (c) => {
      const of = await target(c, c.req.valid('param').id);
      return c.json(
        await recipeList(c.get('db'), of, {
          video: (number) => videoUrl(of.id, number),
          square: (number) => squareUrl(of.id, number),
        }),
      );
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
    .post(
      '/:id/recipes/:version/video',
      validate('param', VersionParamSchema, 'NOT_FOUND'),
      validate('query', UploadIdQuerySchema),
      async (c) => {
        const params = c.req.valid('param');
        const stored = await receiveStudioFile(c, 'video', params, c.req.valid('query').upload);
        return c.json({ videoUrl: videoUrl(params.id, params.version), ...stored }, 201);
      },
    )
    // Cancel in the studio: the upload is withdrawn, also when its last byte was already sent.
    .post(
      '/:id/recipes/:version/uploads/:upload/cancel',
      validate('param', CancelParamSchema, 'NOT_FOUND'),
      async (c) => {
        const params = c.req.valid('param');
        const of = await target(c, params.id);
        await version(c, of, params.version);
        await markCancelled(c.env.FILES, of.id, params.upload);
        const outcome = await withdrawUpload(c.get('db'), c.env.FILES, {
          actor: currentUser(c),
          target: of,
          version: params.version,
          uploadId: params.upload,
        });
        return c.json({ kept: outcome === 'kept' });
      },
    )
    // Renders as jobs: parts kept in R2 as they are made, so a stopped render resumes.
    .put(
      '/:id/recipes/:version/renders/:slot',
      validate('param', RenderParamSchema, 'NOT_FOUND'),
      validate('json', StartRenderInputSchema),
      async (c) => {
        const params = c.req.valid('param');
        const { of, row } = await renderOf(c, params);
        const { job, resumed } = await startRender(c.get('db'), c.env.FILES, {
          target: of,
          row,
          slot: params.slot,
          spec: c.req.valid('json'),
          actorId: currentUser(c).id,
        });
        return c.json(job, resumed ? 200 : 201);
      },
    )
    .put(
      '/:id/recipes/:version/renders/:slot/parts/:part',
      validate('param', PartParamSchema, 'NOT_FOUND'),
      partBodyLimit,
      async (c) => {
        const params = c.req.valid('param');
        const { of } = await renderOf(c, params);
        const bytes = new Uint8Array(await c.req.arrayBuffer());
        return c.json(await storeRenderPart(c.get('db'), c.env.FILES, { target: of, ...params, bytes }));
      },
    )
    .get(
      '/:id/recipes/:version/renders/:slot/parts/:part',
      validate('param', PartParamSchema, 'NOT_FOUND'),
      async (c) => {
        const params = c.req.valid('param');
        const { of } = await renderOf(c, params);
        const object = await renderPart(c.get('db'), c.env.FILES, { target: of, ...params });
        return new Response(object.body, {
          headers: { 'content-type': 'application/octet-stream', 'cache-control': 'no-store' },
        });
      },
    )
    .post(
      '/:id/recipes/:version/renders/:slot/failed',
      validate('param', RenderParamSchema, 'NOT_FOUND'),
      validate('json', RenderFailedInputSchema),
      async (c) => {
        const params = c.req.valid('param');
        const { of } = await renderOf(c, params);
        return c.json(await failRender(c.get('db'), { target: of, ...params, message: c.req.valid('json').message }));
      },
    )
    .delete('/:id/recipes/:version/renders/:slot', validate('param', RenderParamSchema, 'NOT_FOUND'), async (c) => {
      const params = c.req.valid('param');
      const { of } = await renderOf(c, params);
      await cancelRender(c.get('db'), c.env.FILES, of, params.version, params.slot);
      return c.body(null, 204);
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
    );
  if (kind !== 'character') return routes;
  // A character's 1080x1080 square of a version, for sharing (the studio renders it on send or final).
  return routes
    .post(
      '/:id/recipes/:version/square',
      validate('param', VersionParamSchema, 'NOT_FOUND'),
      validate('query', UploadIdQuerySchema),
      async (c) => {
        const params = c.req.valid('param');
        const stored = await receiveStudioFile(c, 'square', params, c.req.valid('query').upload);
        return c.json({ squareUrl: squareUrl(params.id, params.version), ...stored }, 201);
      },
    )
    .get('/:id/recipes/:version/square', validate('param', VersionParamSchema, 'NOT_FOUND'), async (c) => {
      const params = c.req.valid('param');
      const row = await version(c, await target(c, params.id), params.version);
      if (!row.squareKey) throw new ApiError('NOT_FOUND', REVIEW_MESSAGES.noSquare);
      return serveR2Object(c.env.FILES, row.squareKey, c.req.raw);
    });
}
