import { UPLOAD_LIMITS } from '@dtm/shared/constants';
import { describe, expect, it } from 'vitest';
import { FAQ_ENTRIES } from './faq-entries';

describe('FAQ entries', () => {
  it('have unique ids and say something', () => {
    const ids = FAQ_ENTRIES.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const entry of FAQ_ENTRIES) {
      expect(entry.question.trim()).not.toBe('');
      expect(entry.answer.trim()).not.toBe('');
    }
  });

  it('state the upload limits in the same words as the upload form', () => {
    const upload = FAQ_ENTRIES.find((entry) => entry.id === 'upload-files');
    expect(upload?.answer).toContain(UPLOAD_LIMITS.hint);
    expect(upload?.answer).toContain('PNG, JPEG, PDF, WebP or HEIC, up to 50 MB per file, up to 10 files per order');
  });

  it('put the 60-day return on top of the statutory 14 days', () => {
    const returns = FAQ_ENTRIES.find((entry) => entry.id === 'returns');
    expect(returns?.answer).toContain('within 60 days');
    expect(returns?.answer).toContain('on top of your statutory 14-day right of withdrawal');
  });
});
