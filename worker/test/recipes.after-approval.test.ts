import { REVIEW_MESSAGES, RecipeListResponseSchema } from '@dtm/shared/review';
import { describe, expect, it } from 'vitest';
import { adminCall } from './admin-helpers';
import { videoBytes } from './device-fixtures';
import {
  actions,
  admin,
  approve,
  askChange,
  customerWith,
  type Json,
  mailsWith,
  recipeFor,
  review,
  rowOf,
  save,
  sendVersion,
  uploadVideo,
} from './recipe-fixtures';

/**
 * Decided rule (#36): once the customer approved (or the admin marked a version final) no new
 * preview is sent; the frame keeps the finished video until a newer version is marked final.
 */
describe('a preview after the animation is finished', () => {
  for (const finish of ['approved', 'marked final'] as const) {
    it(`is refused once the animation was ${finish}: 409, the frame keeps its video, the customer sees nothing new`, async () => {
      const owner = await customerWith();
      await sendVersion(owner, 1);
      if (finish === 'approved') expect((await approve(owner, 1)).status).toBe(200);
      else expect((await adminCall(admin(owner, '/final'), { json: { version: 1 } })).status).toBe(200);
      const finished = await rowOf(owner);
      expect(finished?.status).toBe('ready');
      // The studio says who finished it and when (it offers no Send preview then).
      const history = RecipeListResponseSchema.parse(await (await adminCall(admin(owner, '/recipes'))).json());
      expect(history.recipes.find((item) => item.version === 1)).toMatchObject({
        deliveredBy: finish === 'approved' ? 'customer' : 'admin',
        deliveredAt: expect.any(String),
      });

      expect((await save(owner, 1, recipeFor(owner.orderId, 2))).status).toBe(201);
      expect((await uploadVideo(owner, 2, videoBytes(31_000, 2))).status).toBe(201);
      const mailsBefore = (await mailsWith(owner.email, 'Your preview is ready')).length;
      const sent = await adminCall(admin(owner, '/preview'), { json: { version: 2 } });
      expect(sent.status).toBe(409);
      expect(((await sent.json()) as Json).error).toBe(REVIEW_MESSAGES.previewAfterFinal(1));

      expect(await rowOf(owner)).toEqual(finished);
      expect((await mailsWith(owner.email, 'Your preview is ready')).length).toBe(mailsBefore);
      const card = await review(owner);
      expect(card).toMatchObject({ status: 'ready', preview: { version: 1, approved: true } });
      expect((await askChange(owner, 1, 'Can the tail wiggle?')).status).toBe(409);
      expect((await actions(owner)).filter((action) => action === 'preview.sent')).toHaveLength(1);

      // A newer version marked final replaces it on the frame.
      expect((await adminCall(admin(owner, '/final'), { json: { version: 2 } })).status).toBe(200);
      expect(await rowOf(owner)).toMatchObject({ status: 'ready', animation_size: 31_000 });
    });
  }
});
