import { describe, expect, it } from 'vitest';
import type { RecipeSummary } from './api/recipes';
import { finishedLine, finishedOf } from './studio-finished';

const version = (n: number, over: Partial<RecipeSummary> = {}): RecipeSummary => ({
  version: n,
  createdAt: '2026-12-01T10:00:00.000Z',
  createdBy: 'studio@drawings-to-magic.test',
  note: null,
  previewSentAt: null,
  videoKey: `v${n}`,
  videoUrl: `/api/admin/frames/f1/recipes/${n}/video`,
  videoSize: 1000,
  videoSha256: 'a'.repeat(64),
  squareUrl: null,
  deliveredAt: null,
  deliveredBy: null,
  renders: [],
  ...over,
});

describe('after approval the studio says why there is no Send preview', () => {
  it('finds nothing while no version is finished', () => {
    expect(finishedOf([version(1, { previewSentAt: '2026-12-02T10:00:00.000Z' }), version(2)])).toBeNull();
  });

  it('names who finished which version and when, the newest finish winning', () => {
    const approved = version(1, { deliveredAt: '2026-12-03T10:00:00.000Z', deliveredBy: 'customer' });
    expect(finishedOf([version(2), approved])).toEqual({ version: 1, at: '2026-12-03T10:00:00.000Z', by: 'customer' });
    const finished = finishedOf([
      approved,
      version(3, { deliveredAt: '2026-12-05T10:00:00.000Z', deliveredBy: 'admin' }),
    ]);
    expect(finished).toMatchObject({ version: 3, by: 'admin' });

    expect(finishedLine({ version: 2, at: '2026-12-06T12:00:00.000Z', by: 'customer' }, 'frames')).toBe(
      'Approved by the parent on Dec 6, 2026: the frame keeps version 2. No new preview is sent; to replace it, mark a newer version as final.',
    );
    expect(finishedLine({ version: 1, at: '2026-12-06T12:00:00.000Z', by: 'admin' }, 'characters')).toMatch(
      /^Marked as final on Dec 6, 2026: version 1 stays the finished animation\./,
    );
  });
});
