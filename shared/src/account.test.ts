import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_MESSAGES,
  AccountMessageSchema,
  DataExportJobSchema,
  DataExportSchema,
  DELETION_TOKEN_LENGTH,
  DeleteAccountInputSchema,
  DeleteAccountSearchSchema,
  LatestDataExportSchema,
} from './account.ts';
import { accepted, messageAt, NOW } from './testing.ts';

const EXPORT_ID = '5c2e8a41-3b7d-4f0e-8a6c-1d9b2e4f7a10';
/** 32 random bytes as base64url, as the deletion e-mail's link carries them. */
const TOKEN = 'q3Zf8N-x_2LmPa9RtUvWy0Bc4DeGh5IjKkMn6OpQrSs';

/** A ready export as `GET /api/user/export` shows it (presentExport in the worker). */
const ready = {
  id: EXPORT_ID,
  status: 'ready',
  downloadUrl: `/api/user/export/${EXPORT_ID}/download`,
  size: 18_874_368,
  createdAt: NOW,
  readyAt: '2025-08-14T10:02:31.000Z',
  expiresAt: '2025-08-21T10:02:31.000Z',
  expired: false,
};

describe('DataExportSchema', () => {
  it('accepts a ready export with its download path', () => {
    expect(accepted(DataExportSchema, ready)).toEqual(ready);
  });

  it('accepts an export still queued: no link, no size, no dates yet', () => {
    const queued = { ...ready, status: 'queued', downloadUrl: null, size: null, readyAt: null, expiresAt: null };
    expect(accepted(DataExportSchema, queued)).toEqual(queued);
  });

  it('accepts an expired export, which has lost its link', () => {
    const expired = { ...ready, downloadUrl: null, expired: true };
    expect(accepted(DataExportSchema, expired)).toEqual(expired);
  });

  it('refuses a status the worker does not know, and an id that is no uuid', () => {
    expect(messageAt(DataExportSchema, { ...ready, status: 'expired' }, 'status')).toBe('Invalid input');
    expect(messageAt(DataExportSchema, { ...ready, id: 'exp_1' }, 'id')).toBe('Invalid input');
  });

  it('refuses a size below zero or with a fraction, and a date without its zone', () => {
    expect(messageAt(DataExportSchema, { ...ready, size: -1 }, 'size')).toBe('Invalid input');
    expect(messageAt(DataExportSchema, { ...ready, size: 10.5 }, 'size')).toBe('Invalid input');
    expect(messageAt(DataExportSchema, { ...ready, readyAt: '2025-08-14 10:02' }, 'readyAt')).toBe('Invalid input');
  });

  it('says Required for a missing field', () => {
    const { expired: _expired, ...withoutExpired } = ready;
    expect(messageAt(DataExportSchema, withoutExpired, 'expired')).toBe('Required');
  });
});

describe('LatestDataExportSchema', () => {
  it('accepts no export before the first one, and the latest after', () => {
    expect(accepted(LatestDataExportSchema, { export: null })).toEqual({ export: null });
    expect(accepted(LatestDataExportSchema, { export: ready })).toEqual({ export: ready });
  });

  it('refuses an answer without the export key and one whose export is broken', () => {
    expect(messageAt(LatestDataExportSchema, {}, 'export')).toBe('Required');
    expect(messageAt(LatestDataExportSchema, { export: { ...ready, expired: 'no' } }, 'export.expired')).toBe(
      'Invalid input',
    );
  });
});

describe('DeleteAccountInputSchema', () => {
  it('accepts the 43-character token from the link, trimmed of what a copy and paste adds', () => {
    expect(TOKEN).toHaveLength(DELETION_TOKEN_LENGTH);
    expect(accepted(DeleteAccountInputSchema, { token: TOKEN })).toEqual({ token: TOKEN });
    expect(accepted(DeleteAccountInputSchema, { token: ` ${TOKEN}\n` })).toEqual({ token: TOKEN });
  });

  it('refuses a token cut short, too long, or with characters base64url has not', () => {
    for (const token of [TOKEN.slice(0, -1), `${TOKEN}A`, `${TOKEN.slice(0, -1)}=`, `${TOKEN.slice(0, -1)}/`]) {
      expect(messageAt(DeleteAccountInputSchema, { token }, 'token')).toBe(ACCOUNT_MESSAGES.tokenInvalid);
    }
  });

  it('says the link is not valid when the token is missing, empty or not text', () => {
    for (const token of [undefined, '', 42]) {
      expect(messageAt(DeleteAccountInputSchema, { token }, 'token')).toBe(ACCOUNT_MESSAGES.tokenInvalid);
    }
  });
});

describe('AccountMessageSchema', () => {
  it('accepts the sentences of the deletion request and the deletion', () => {
    for (const message of [ACCOUNT_MESSAGES.deletionRequested, ACCOUNT_MESSAGES.deleted]) {
      expect(accepted(AccountMessageSchema, { message })).toEqual({ message });
    }
  });

  it('refuses an answer without a message', () => {
    expect(messageAt(AccountMessageSchema, {}, 'message')).toBe('Required');
    expect(messageAt(AccountMessageSchema, { message: 202 }, 'message')).toBe('Invalid input');
  });
});

describe('DeleteAccountSearchSchema', () => {
  it('reads the token of /account/delete?token=...', () => {
    expect(accepted(DeleteAccountSearchSchema, { token: TOKEN })).toEqual({ token: TOKEN });
  });

  it('never refuses the page: a missing or repeated token is no token (the page then shows the invalid message)', () => {
    expect(accepted(DeleteAccountSearchSchema, {}).token).toBeUndefined();
    expect(accepted(DeleteAccountSearchSchema, { token: [TOKEN, TOKEN] }).token).toBeUndefined();
    expect(accepted(DeleteAccountSearchSchema, { token: 12345 }).token).toBeUndefined();
  });
});

describe('DataExportJobSchema', () => {
  const job = {
    type: 'data.export',
    exportId: EXPORT_ID,
    userId: 'Yk3pQ9sLw2ZxV7bN4mRc1TdH',
    origin: 'https://drawings-to-magic.example',
  };

  it('accepts the job the export request queues, with or without the origin', () => {
    expect(accepted(DataExportJobSchema, job)).toEqual(job);
    const { origin: _origin, ...withoutOrigin } = job;
    expect(accepted(DataExportJobSchema, withoutOrigin)).toEqual(withoutOrigin);
  });

  it('refuses another job type', () => {
    expect(DataExportJobSchema.safeParse({ ...job, type: 'data.import' }).success).toBe(false);
  });

  it('refuses an export id that is no uuid, an empty or overlong user id, and an origin that is no URL', () => {
    expect(messageAt(DataExportJobSchema, { ...job, exportId: 'exp_1' }, 'exportId')).toBe('Invalid input');
    expect(messageAt(DataExportJobSchema, { ...job, userId: '' }, 'userId')).toBe('Required');
    expect(messageAt(DataExportJobSchema, { ...job, userId: 'u'.repeat(129) }, 'userId')).toBe('Invalid input');
    expect(messageAt(DataExportJobSchema, { ...job, origin: 'drawings-to-magic' }, 'origin')).toBe('Invalid input');
  });
});
