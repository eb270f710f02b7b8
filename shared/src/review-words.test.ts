import { describe, expect, it } from 'vitest';
import type { CustomerReview } from './review.ts';
import {
  CREATION_STATUS_TEXTS,
  creationStage,
  creationStatusWords,
  previewFollowsChange,
  previewHeadline,
  previewMailHeadline,
} from './review-words.ts';
import { NOW } from './testing.ts';

const INTERNAL = /enchanting|awakening/i;

function review(
  version: number,
  left: number,
  extra: { asked?: boolean; approved?: boolean } = {},
): Pick<CustomerReview, 'preview' | 'changeRequestsLeft'> {
  return {
    preview: {
      version,
      videoUrl: `/api/user/frames/f1/review/videos/${version}`,
      sentAt: NOW,
      changeRequest: extra.asked ? { note: 'Bigger smile', createdAt: NOW } : null,
      approved: extra.approved ?? false,
    },
    changeRequestsLeft: left,
  };
}

describe("a creation's status in a parent's words", () => {
  it('says whether the drawing arrived before any preview', () => {
    expect(creationStatusWords('frame', { status: 'enchanting', hasDrawing: false }).label).toBe(
      'Waiting for your drawing',
    );
    expect(creationStatusWords('character', { status: 'enchanting', hasDrawing: true }).label).toBe(
      'We received your drawing',
    );
  });

  it('says the preview is ready, and names the version and the change once a change was asked', () => {
    const first = creationStatusWords('frame', { status: 'awakening', hasDrawing: true, review: review(1, 2) });
    expect(first).toMatchObject({ stage: 'previewReady', label: 'Your preview is ready', tone: 'review' });
    const second = creationStatusWords('frame', { status: 'awakening', hasDrawing: true, review: review(2, 1) });
    expect(second.label).toBe('Your preview is ready: version 2, with your change');
    // The first one, sent as version 3 after drafts in the studio, answers no change.
    expect(
      creationStatusWords('character', { status: 'awakening', hasDrawing: true, review: review(3, 2) }).label,
    ).toBe('Your preview is ready');
  });

  it('says the change is being made while the parent waits for the next preview', () => {
    const asked = creationStatusWords('character', {
      status: 'awakening',
      hasDrawing: true,
      review: review(1, 1, { asked: true }),
    });
    expect(asked).toMatchObject({ stage: 'changeAsked', label: 'We are making your change', tone: 'working' });
    // The second change, asked on version 2: version 2 followed the first one.
    expect(previewFollowsChange(review(2, 0, { asked: true }))).toBe(true);
    expect(previewFollowsChange(review(1, 1, { asked: true }))).toBe(false);
  });

  it('says "being animated" only while no preview was sent', () => {
    const none = { preview: null, changeRequestsLeft: 2 };
    expect(creationStage({ status: 'awakening', hasDrawing: true, review: none })).toBe('animating');
    expect(creationStage({ status: 'awakening', hasDrawing: true })).toBe('animating');
    expect(creationStage({ status: 'awakening', hasDrawing: true, review: review(1, 2) })).not.toBe('animating');
  });

  it('says ready (on the frame for a frame) once approved or delivered', () => {
    expect(creationStatusWords('frame', { status: 'ready', hasDrawing: true }).label).toBe('Ready for your frame');
    expect(creationStatusWords('character', { status: 'ready', hasDrawing: true }).label).toBe('Ready');
    expect(creationStage({ status: 'awakening', hasDrawing: true, review: review(2, 1, { approved: true }) })).toBe(
      'ready',
    );
    // An animation an admin delivered while the status still says awakening: the card plays it.
    expect(creationStage({ status: 'awakening', hasDrawing: true, hasAnimation: true })).toBe('ready');
    expect(creationStage({ status: 'enchanting', hasDrawing: true, hasAnimation: true })).toBe('ready');
    // A new preview waiting beside an older finished one is still the parent's turn.
    expect(creationStage({ status: 'awakening', hasDrawing: true, hasAnimation: true, review: review(2, 1) })).toBe(
      'previewReady',
    );
  });

  it('never shows the internal status names to a parent', () => {
    const texts =
      JSON.stringify(CREATION_STATUS_TEXTS) + previewHeadline(2, true) + JSON.stringify(previewMailHeadline(2, true));
    expect(texts).not.toMatch(INTERNAL);
    for (const status of ['enchanting', 'awakening', 'ready'] as const) {
      for (const hasDrawing of [true, false]) {
        expect(creationStatusWords('frame', { status, hasDrawing }).label).not.toMatch(INTERNAL);
      }
    }
  });

  it("names the version and the change in the second preview's mail, not in the first", () => {
    expect(previewMailHeadline(1, false)).toEqual({
      subject: 'Your preview is ready',
      heading: 'Your preview is ready',
    });
    expect(previewMailHeadline(2, true)).toEqual({
      subject: 'Version 2 of your preview is ready',
      heading: 'Version 2 of your preview is ready, made with your change',
    });
  });
});
