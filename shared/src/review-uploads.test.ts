import { describe, expect, it } from 'vitest';
import {
  CancelUploadResponseSchema,
  REVIEW_MESSAGES,
  RecipeSquareUploadResponseSchema,
  UploadIdSchema,
} from './review.ts';
import { accepted, messageAt } from './testing.ts';

const SHA256 = 'a'.repeat(64);
const CHARACTER = '/api/admin/characters/7d3f1a2b-4c5d-4e6f-8a9b-0c1d2e3f4a5b';

describe('RecipeSquareUploadResponseSchema', () => {
  const square = {
    version: 3,
    squareUrl: `${CHARACTER}/recipes/3/square`,
    contentType: 'video/mp4',
    size: 1_204_332,
    sha256: SHA256,
  };

  it("accepts a character's stored 1080x1080 square of a version", () => {
    expect(accepted(RecipeSquareUploadResponseSchema, square)).toEqual(square);
  });

  it('refuses version 0, a fractional size and a missing address', () => {
    expect(messageAt(RecipeSquareUploadResponseSchema, { ...square, version: 0 }, 'version')).toBe('Invalid input');
    expect(messageAt(RecipeSquareUploadResponseSchema, { ...square, size: 2.5 }, 'size')).toBe('Invalid input');
    const { squareUrl: _squareUrl, ...withoutUrl } = square;
    expect(messageAt(RecipeSquareUploadResponseSchema, withoutUrl, 'squareUrl')).toBe('Required');
  });
});

describe('UploadIdSchema', () => {
  it("accepts the studio's own uuid for an upload", () => {
    const id = '0f8b7c6d-5e4f-4a3b-9c2d-1e0f9a8b7c6d';
    expect(accepted(UploadIdSchema, id)).toBe(id);
  });

  it('refuses anything else with the message of the review loop', () => {
    for (const bad of ['', 'upload-1', '0f8b7c6d5e4f4a3b9c2d1e0f9a8b7c6d']) {
      expect(UploadIdSchema.safeParse(bad).error?.issues[0]?.message).toBe(REVIEW_MESSAGES.uploadIdInvalid);
    }
  });
});

describe('CancelUploadResponseSchema', () => {
  it('says whether a finished upload was kept because its version was already sent', () => {
    expect(accepted(CancelUploadResponseSchema, { kept: true })).toEqual({ kept: true });
    expect(accepted(CancelUploadResponseSchema, { kept: false })).toEqual({ kept: false });
  });

  it('refuses an answer without the flag', () => {
    expect(messageAt(CancelUploadResponseSchema, {}, 'kept')).toBe('Required');
  });
});
