import { describe, expect, it } from 'vitest';
import {
  CHANGE_NOTE_MAX,
  ChangeRequestInputSchema,
  CustomerReviewSchema,
  REVIEW_MESSAGES,
  RecipeVersionNumberSchema,
  recipeObjectKey,
  SaveRecipeInputSchema,
} from './review.ts';
import { accepted, messageAt } from './testing.ts';

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
