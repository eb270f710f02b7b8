import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from './constants.ts';
import { accepted, messageAt, NOW, UPLOAD_TOKEN } from './testing.ts';
import {
  ArtworkFileSchema,
  ArtworkUrlSchema,
  CreateUploadUrlInputSchema,
  OrderArtworkSchema,
  SaveArtworkInputSchema,
  SaveArtworkResponseSchema,
  SubmitArtworkInputSchema,
  UploadInfoSchema,
  UploadTokenSchema,
  UploadUrlResponseSchema,
} from './uploads.ts';

const art = (n: number) => `/objects/uploads/${n}.png`;

describe('UploadTokenSchema', () => {
  it('accepts a long URL-safe token', () => {
    expect(accepted(UploadTokenSchema, UPLOAD_TOKEN)).toBe(UPLOAD_TOKEN);
  });

  it.each(['short', `${'a'.repeat(20)}/..`, `${'a'.repeat(20)} `, 'a'.repeat(129)])('refuses %s', (token) => {
    expect(messageAt(UploadTokenSchema, token)).toBe('Invalid input');
  });
});

describe('ArtworkUrlSchema', () => {
  it('accepts a stored artwork path', () => {
    expect(accepted(ArtworkUrlSchema, ' /objects/uploads/1.png ')).toBe('/objects/uploads/1.png');
  });

  it('refuses a data URL', () => {
    expect(messageAt(ArtworkUrlSchema, 'data:image/png;base64,AAAA')).toBe('Invalid input');
  });
});

describe('UploadInfoSchema', () => {
  it('accepts the upload link state', () => {
    const info = { type: 'frame', hasUploaded: false, expiresAt: NOW };
    expect(accepted(UploadInfoSchema, info)).toEqual(info);
  });

  it('refuses an info without expiry', () => {
    expect(messageAt(UploadInfoSchema, { type: 'frame', hasUploaded: false }, 'expiresAt')).toBe('Required');
  });
});

describe('SubmitArtworkInputSchema', () => {
  it('accepts a list of artwork files and keeps the note', () => {
    expect(
      accepted(SubmitArtworkInputSchema, { artworkUrls: [art(1), art(2)], personalNote: ' For Mia, age 6 ' }),
    ).toEqual({ artworkUrls: [art(1), art(2)], personalNote: 'For Mia, age 6' });
  });

  it('turns the single-file shape into the same list', () => {
    expect(accepted(SubmitArtworkInputSchema, { artworkUrl: art(1), personalNote: '' })).toEqual({
      artworkUrls: [art(1)],
      personalNote: undefined,
    });
  });

  it('merges both shapes and drops duplicates', () => {
    expect(
      accepted(SubmitArtworkInputSchema, { artworkUrls: [art(1), art(1)], artworkUrl: art(2) }).artworkUrls,
    ).toEqual([art(1), art(2)]);
  });

  it.each([{}, { artworkUrls: [] }, { artworkUrl: '' }, { artworkUrls: null, artworkUrl: null }])(
    'refuses %j with the spec message',
    (body) => {
      expect(messageAt(SubmitArtworkInputSchema, body, 'artworkUrls')).toBe('At least one artwork file is required');
    },
  );

  it('refuses more files than an order may have', () => {
    const urls = Array.from({ length: UPLOAD_LIMITS.maxFilesPerOrder + 1 }, (_, i) => art(i));
    expect(messageAt(SubmitArtworkInputSchema, { artworkUrls: urls }, 'artworkUrls')).toBe(
      'An order can have at most 10 artwork files.',
    );
  });

  it('refuses a note longer than 2000 characters and a script URL', () => {
    expect(
      messageAt(SubmitArtworkInputSchema, { artworkUrl: art(1), personalNote: 'x'.repeat(2001) }, 'personalNote'),
    ).toBe('Invalid input');
    expect(messageAt(SubmitArtworkInputSchema, { artworkUrls: ['javascript:alert(1)'] }, 'artworkUrls.0')).toBe(
      'Invalid input',
    );
  });
});

describe('object upload calls', () => {
  it('CreateUploadUrlInputSchema needs the upload token', () => {
    expect(accepted(CreateUploadUrlInputSchema, { uploadToken: UPLOAD_TOKEN })).toEqual({ uploadToken: UPLOAD_TOKEN });
    expect(messageAt(CreateUploadUrlInputSchema, {}, 'uploadToken')).toBe('Required');
  });

  it('UploadUrlResponseSchema needs the URL', () => {
    expect(accepted(UploadUrlResponseSchema, { uploadURL: '/api/objects/put/abc' })).toBeTruthy();
    expect(messageAt(UploadUrlResponseSchema, { uploadURL: '' }, 'uploadURL')).toBe('Required');
  });

  it('SaveArtworkInputSchema takes the artwork URL and the token', () => {
    const body = { artworkURL: art(1), uploadToken: UPLOAD_TOKEN };
    expect(accepted(SaveArtworkInputSchema, body)).toEqual(body);
    expect(messageAt(SaveArtworkInputSchema, { uploadToken: UPLOAD_TOKEN }, 'artworkURL')).toBe('Required');
  });

  it('SaveArtworkResponseSchema returns the object path', () => {
    expect(accepted(SaveArtworkResponseSchema, { objectPath: art(1) })).toEqual({ objectPath: art(1) });
    expect(messageAt(SaveArtworkResponseSchema, { objectPath: 5 }, 'objectPath')).toBe('Invalid input');
  });
});

describe('OrderArtworkSchema', () => {
  it('accepts the artwork of a frame order', () => {
    const body = { artworkUrls: [art(1)], frameSize: '5', customerName: 'Anna', personalNote: null };
    expect(accepted(OrderArtworkSchema, body)).toEqual(body);
  });

  it('refuses a missing list', () => {
    expect(
      messageAt(OrderArtworkSchema, { frameSize: '5', customerName: 'Anna', personalNote: null }, 'artworkUrls'),
    ).toBe('Required');
  });
});

describe('ArtworkFileSchema', () => {
  it('accepts a phone photo as a File', () => {
    const file = new File([new Uint8Array(1024)], 'drawing.heic', { type: 'image/heic' });
    expect(accepted(ArtworkFileSchema, file)).toEqual({ type: 'image/heic', size: 1024 });
  });

  it('asks for a file when none was chosen', () => {
    expect(messageAt(ArtworkFileSchema, undefined)).toBe('Please select an artwork file to upload');
  });

  it('refuses other types and files over 50 MB', () => {
    expect(messageAt(ArtworkFileSchema, { type: 'image/gif', size: 10 }, 'type')).toBe(
      'Please choose PNG, JPEG, PDF, WebP or HEIC files.',
    );
    expect(messageAt(ArtworkFileSchema, { type: 'image/png', size: UPLOAD_LIMITS.maxFileBytes + 1 }, 'size')).toBe(
      'Each artwork file must be 50 MB or less.',
    );
  });

  it('matches the limits the upload hint promises', () => {
    expect(UPLOAD_LIMITS.maxFileBytes).toBe(50 * 1024 * 1024);
    expect(UPLOAD_LIMITS.maxFilesPerOrder).toBe(10);
    expect(UPLOAD_LIMITS.hint).toContain('50 MB');
  });
});
