import { skeletonFor } from '@dtm/animate/schema';
import { describe, expect, it } from 'vitest';
import { RECIPE_INVALID, recipeFromRig } from './recipe.ts';
import {
  ApprovePreviewInputSchema,
  CHANGE_NOTE_MAX,
  CHANGE_REQUESTS_PER_ORDER,
  ChangeRequestInputSchema,
  ChangeRequestSchema,
  CustomerReviewSchema,
  MarkFinalInputSchema,
  MarkFinalResponseSchema,
  REVIEW_MESSAGES,
  RecipeListResponseSchema,
  RecipeSummarySchema,
  RecipeVersionNumberSchema,
  RecipeVersionResponseSchema,
  RecipeVideoUploadResponseSchema,
  recipeObjectKey,
  SaveRecipeInputSchema,
  SaveRecipeResponseSchema,
  SendPreviewInputSchema,
  SendPreviewResponseSchema,
  UploadIdQuerySchema,
} from './review.ts';
import { accepted, messageAt, NOW, ORDER_ID } from './testing.ts';

describe('the change request note', () => {
  it('keeps markup as text and drops invisible characters before counting', () => {
    const note = `\u0000  <b>Bigger</b> smile\u200b please \u202e`;
    expect(accepted(ChangeRequestInputSchema, { version: 1, note }).note).toBe('<b>Bigger</b> smile please');
    const full = 'a'.repeat(CHANGE_NOTE_MAX);
    expect(accepted(ChangeRequestInputSchema, { version: 1, note: `\u0000${full}\u0007` }).note).toBe(full);
  });

  it('refuses an empty note and one over 1000 characters, with words a parent reads', () => {
    expect(messageAt(ChangeRequestInputSchema, { version: 1, note: ' \u0000\n ' }, 'note')).toBe(
      REVIEW_MESSAGES.noteRequired,
    );
    expect(messageAt(ChangeRequestInputSchema, { version: 1, note: 'x'.repeat(5_000) }, 'note')).toBe(
      REVIEW_MESSAGES.noteTooLong,
    );
    expect(messageAt(ChangeRequestInputSchema, { version: 0, note: 'ok' }, 'version')).toBe(
      REVIEW_MESSAGES.versionInvalid,
    );
  });
});

describe('recipe versions', () => {
  it('reads a version from a path as a number from 1', () => {
    expect(RecipeVersionNumberSchema.parse('3')).toBe(3);
    expect(RecipeVersionNumberSchema.safeParse('0').success).toBe(false);
    expect(RecipeVersionNumberSchema.safeParse('v2').success).toBe(false);
  });

  it('keeps each version in R2 under its kind, id and number', () => {
    expect(recipeObjectKey('frame', 'f1', 2)).toBe('recipes/frame/f1/v2.json');
  });

  it('says which field of a refused recipe is wrong', () => {
    expect(messageAt(SaveRecipeInputSchema, { recipe: {}, baseVersion: null }, 'recipe.schemaVersion')).toBeTruthy();
    expect(messageAt(SaveRecipeInputSchema, { recipe: {}, baseVersion: 0 }, 'baseVersion')).toBe(
      REVIEW_MESSAGES.versionInvalid,
    );
  });

  it('words a conflict with the newest version', () => {
    expect(REVIEW_MESSAGES.recipeConflict(3)).toBe('Someone saved a newer version (v3). Reopen it before saving.');
  });
});

describe("the customer's review", () => {
  it('accepts a card with no preview yet', () => {
    expect(accepted(CustomerReviewSchema, { status: 'enchanting', preview: null, changeRequestsLeft: 2 })).toEqual({
      status: 'enchanting',
      preview: null,
      changeRequestsLeft: 2,
    });
  });
});

/** A valid recipe: the first one made from a customer's waving biped. */
const recipe = recipeFromRig(
  {
    version: 2,
    plan: 'biped',
    box: { x: 0.1, y: 0.05, width: 0.6, height: 0.9 },
    mask: { width: 4, height: 3, runs: [1, 2, 2, 2, 2, 2, 1] },
    outline: [
      [0.1, 0.1],
      [0.9, 0.1],
      [0.5, 0.9],
    ],
    background: null,
    joints: Object.fromEntries(
      skeletonFor('biped').joints.map((name, i) => [name, [0.2 + (i % 5) * 0.15, 0.1 + Math.floor(i / 5) * 0.3]]),
    ) as Record<string, [number, number]>,
    motion: 'wave',
  },
  { orderId: ORDER_ID, fileId: 'f_1' },
);
const FRAME = '/api/admin/frames/uf_7Hq2';
const SHA256 = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';

/** Version 2 with its rendered video, sent to the customer, as the studio's history lists it. */
const summary = {
  version: 2,
  createdAt: NOW,
  createdBy: 'artist@drawings-to-magic.example',
  note: 'Slower wave',
  previewSentAt: '2025-08-14T11:00:00.000Z',
  videoKey: 'animations/uf_7Hq2/v2.mp4',
  videoUrl: `${FRAME}/recipes/2/video`,
  videoSize: 2_483_201,
  videoSha256: SHA256,
  squareUrl: null,
  deliveredAt: null,
  deliveredBy: null,
  renders: [
    {
      version: 2,
      slot: 'video',
      state: 'uploaded',
      codec: 'avc',
      width: 1024,
      height: 600,
      frames: 300,
      fps: 30,
      parts: 5,
      partsDone: 5,
      error: null,
      updatedAt: NOW,
      status: 'uploaded',
      percent: 100,
    },
  ],
};

describe('SaveRecipeResponseSchema', () => {
  it('accepts the number of the version just saved', () => {
    expect(accepted(SaveRecipeResponseSchema, { version: 3 })).toEqual({ version: 3 });
  });

  it('refuses version 0, a fraction and a number as text', () => {
    for (const version of [0, 1.5, '3']) {
      expect(messageAt(SaveRecipeResponseSchema, { version }, 'version')).toBe('Invalid input');
    }
    expect(messageAt(SaveRecipeResponseSchema, {}, 'version')).toBe('Required');
  });
});

describe('RecipeSummarySchema', () => {
  it('accepts a version with its video, sent as the preview', () => {
    expect(accepted(RecipeSummarySchema, summary)).toEqual(summary);
  });

  it("keeps a character's square for sharing, and reads an answer without one as none", () => {
    const square = { ...summary, squareUrl: '/api/admin/characters/c_1/recipes/2/square' };
    expect(accepted(RecipeSummarySchema, square)).toEqual(square);
    const { squareUrl: _, renders: __, ...older } = summary;
    expect(accepted(RecipeSummarySchema, older).squareUrl).toBeNull();
    expect(accepted(RecipeSummarySchema, older).renders).toEqual([]);
  });

  it('takes an upload id only as a UUID, with words the studio shows', () => {
    expect(UploadIdQuerySchema.parse({ upload: '4f9e7c2a-1b3d-4e5f-8a6b-7c8d9e0f1a2b' }).upload).toBe(
      '4f9e7c2a-1b3d-4e5f-8a6b-7c8d9e0f1a2b',
    );
    expect(UploadIdQuerySchema.parse({})).toEqual({});
    expect(messageAt(UploadIdQuerySchema, { upload: 'x' }, 'upload')).toBe(REVIEW_MESSAGES.uploadIdInvalid);
  });

  it('accepts a fresh version by an admin whose account is gone: no note, video, preview or delivery', () => {
    const fresh = {
      ...summary,
      version: 1,
      createdBy: null,
      note: null,
      previewSentAt: null,
      videoKey: null,
      videoUrl: null,
      videoSize: null,
      videoSha256: null,
      deliveredAt: null,
    };
    expect(accepted(RecipeSummarySchema, fresh)).toEqual(fresh);
  });

  it('refuses a date that is no timestamp, a fractional size and version 0', () => {
    expect(messageAt(RecipeSummarySchema, { ...summary, createdAt: 'yesterday' }, 'createdAt')).toBe('Invalid input');
    expect(messageAt(RecipeSummarySchema, { ...summary, deliveredAt: 1755165600000 }, 'deliveredAt')).toBe(
      'Invalid input',
    );
    expect(messageAt(RecipeSummarySchema, { ...summary, videoSize: 1.5 }, 'videoSize')).toBe('Invalid input');
    expect(messageAt(RecipeSummarySchema, { ...summary, version: 0 }, 'version')).toBe('Invalid input');
  });
});

describe('ChangeRequestSchema', () => {
  const request = { id: 'chg_1', note: '<b>Bigger</b> smile, please', createdAt: NOW, version: 2 };

  it("accepts a customer's request with its note as text", () => {
    expect(accepted(ChangeRequestSchema, request)).toEqual(request);
  });

  it('refuses a request without an id or with a version as text', () => {
    expect(messageAt(ChangeRequestSchema, { ...request, id: '' }, 'id')).toBe('Required');
    expect(messageAt(ChangeRequestSchema, { ...request, version: '2' }, 'version')).toBe('Invalid input');
    expect(messageAt(ChangeRequestSchema, { ...request, note: null }, 'note')).toBe('Required');
  });
});

describe('RecipeVersionResponseSchema', () => {
  it('accepts a version with its recipe, unchanged through JSON', () => {
    const body = JSON.parse(JSON.stringify({ version: 2, recipe }));
    expect(accepted(RecipeVersionResponseSchema, body)).toEqual({ version: 2, recipe });
  });

  it('refuses a stored recipe that is no longer valid, and version 0', () => {
    const old = { version: 2, recipe: { ...recipe, schemaVersion: 0 } };
    expect(messageAt(RecipeVersionResponseSchema, old, 'recipe.schemaVersion')).toBe(RECIPE_INVALID);
    expect(messageAt(RecipeVersionResponseSchema, { version: 0, recipe }, 'version')).toBe('Invalid input');
  });
});

describe('RecipeListResponseSchema', () => {
  const list = {
    recipes: [summary, { ...summary, version: 1, previewSentAt: null, note: null }],
    latest: { version: 2, recipe },
    changeRequests: [{ id: 'chg_1', note: 'Slower wave', createdAt: NOW, version: 1 }],
    changeRequestsLeft: CHANGE_REQUESTS_PER_ORDER - 1,
    status: 'awakening',
    previewVersion: 2,
  };

  it('accepts the history, the newest recipe, the change requests and the status', () => {
    const parsed = accepted(RecipeListResponseSchema, list);
    expect(parsed).toMatchObject(list);
    expect(parsed.recipes.map((row) => row.version)).toEqual([2, 1]);
  });

  it('accepts a frame with nothing saved yet', () => {
    const empty = {
      recipes: [],
      latest: null,
      changeRequests: [],
      changeRequestsLeft: CHANGE_REQUESTS_PER_ORDER,
      status: 'enchanting',
      previewVersion: null,
    };
    expect(accepted(RecipeListResponseSchema, empty)).toMatchObject(empty);
  });

  it('keeps the backgrounds the customer bought, none when the answer names none', () => {
    const withBought = { ...list, purchasedBackgroundIds: ['bg_meadow', 'bg_space'] };
    expect(accepted(RecipeListResponseSchema, withBought).purchasedBackgroundIds).toEqual(['bg_meadow', 'bg_space']);
    expect(accepted(RecipeListResponseSchema, list).purchasedBackgroundIds).toEqual([]);
    expect(
      messageAt(RecipeListResponseSchema, { ...list, purchasedBackgroundIds: [''] }, 'purchasedBackgroundIds.0'),
    ).toBe('Required');
  });

  it('refuses fewer than 0 change requests left, an unknown status and a broken history row', () => {
    expect(messageAt(RecipeListResponseSchema, { ...list, changeRequestsLeft: -1 }, 'changeRequestsLeft')).toBe(
      'Invalid input',
    );
    expect(messageAt(RecipeListResponseSchema, { ...list, status: 'delivered' }, 'status')).toBe('Invalid input');
    expect(
      messageAt(
        RecipeListResponseSchema,
        { ...list, recipes: [{ ...summary, createdAt: null }] },
        'recipes.0.createdAt',
      ),
    ).toBe('Required');
  });
});

describe('RecipeVideoUploadResponseSchema', () => {
  const upload = {
    version: 2,
    videoUrl: `${FRAME}/recipes/2/video`,
    contentType: 'video/mp4',
    size: 2_483_201,
    sha256: SHA256,
  };

  it('accepts the stored video of a version', () => {
    expect(accepted(RecipeVideoUploadResponseSchema, upload)).toEqual(upload);
  });

  it('refuses a fractional size, version 0 and a missing checksum', () => {
    expect(messageAt(RecipeVideoUploadResponseSchema, { ...upload, size: 1.5 }, 'size')).toBe('Invalid input');
    expect(messageAt(RecipeVideoUploadResponseSchema, { ...upload, version: 0 }, 'version')).toBe('Invalid input');
    const { sha256: _sha256, ...withoutSha } = upload;
    expect(messageAt(RecipeVideoUploadResponseSchema, withoutSha, 'sha256')).toBe('Required');
  });
});

describe('SendPreviewInputSchema and MarkFinalInputSchema', () => {
  it('are one schema: which version', () => {
    expect(MarkFinalInputSchema).toBe(SendPreviewInputSchema);
  });

  it('accept a version from 1, also as text', () => {
    expect(accepted(SendPreviewInputSchema, { version: 2 })).toEqual({ version: 2 });
    expect(accepted(MarkFinalInputSchema, { version: '3' })).toEqual({ version: 3 });
  });

  it('ask for a version of the recipe when it is missing, 0, a fraction or no number', () => {
    for (const version of [undefined, 0, -1, 1.5, 'v2', 'latest']) {
      expect(messageAt(SendPreviewInputSchema, { version }, 'version'), String(version)).toBe(
        REVIEW_MESSAGES.versionInvalid,
      );
      expect(messageAt(MarkFinalInputSchema, { version }, 'version')).toBe(REVIEW_MESSAGES.versionInvalid);
    }
  });
});

describe('SendPreviewResponseSchema', () => {
  const sent = { version: 2, status: 'awakening', previewSentAt: NOW, customerNotified: true };

  it('accepts the version sent, the new status and whether the customer was told', () => {
    expect(accepted(SendPreviewResponseSchema, sent)).toEqual(sent);
    expect(accepted(SendPreviewResponseSchema, { ...sent, customerNotified: false }).customerNotified).toBe(false);
  });

  it('refuses an answer without the sending time or with an unknown status', () => {
    expect(messageAt(SendPreviewResponseSchema, { ...sent, previewSentAt: null }, 'previewSentAt')).toBe('Required');
    expect(messageAt(SendPreviewResponseSchema, { ...sent, status: 'sent' }, 'status')).toBe('Invalid input');
    expect(messageAt(SendPreviewResponseSchema, { ...sent, customerNotified: 'yes' }, 'customerNotified')).toBe(
      'Invalid input',
    );
  });
});

describe('MarkFinalResponseSchema', () => {
  const final = {
    version: 2,
    status: 'ready',
    animationVideoUrl: `${FRAME}/animation`,
    size: 2_483_201,
    sha256: SHA256,
    customerNotified: true,
  };

  it('accepts the delivered version with its video', () => {
    expect(accepted(MarkFinalResponseSchema, final)).toEqual(final);
  });

  it('refuses an unknown status, a fractional size and a missing video', () => {
    expect(messageAt(MarkFinalResponseSchema, { ...final, status: 'final' }, 'status')).toBe('Invalid input');
    expect(messageAt(MarkFinalResponseSchema, { ...final, size: 0.5 }, 'size')).toBe('Invalid input');
    const { animationVideoUrl: _url, ...withoutVideo } = final;
    expect(messageAt(MarkFinalResponseSchema, withoutVideo, 'animationVideoUrl')).toBe('Required');
  });
});

describe('ApprovePreviewInputSchema', () => {
  it("accepts the version on the customer's screen", () => {
    expect(accepted(ApprovePreviewInputSchema, { version: 2 })).toEqual({ version: 2 });
  });

  it('asks for a version when it is missing, 0 or no number', () => {
    for (const version of [undefined, 0, 'latest', 2.5]) {
      expect(messageAt(ApprovePreviewInputSchema, { version }, 'version')).toBe(REVIEW_MESSAGES.versionInvalid);
    }
  });
});
