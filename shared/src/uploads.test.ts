import { describe, expect, it } from 'vitest';
import { UPLOAD_LIMITS } from './constants.ts';
import { accepted, messageAt, NOW, UPLOAD_TOKEN } from './testing.ts';
import {
  AdminUploadLinkInputSchema,
  ArtworkFileSchema,
  ArtworkUrlSchema,
  artworkFilePath,
  CreateUploadUrlInputSchema,
  OrderArtworkDetailsSchema,
  OrderArtworkFileSchema,
  OrderArtworkSchema,
  SaveArtworkInputSchema,
  SaveArtworkResponseSchema,
  SNIFF_BYTES,
  SubmitArtworkInputSchema,
  sniffArtworkType,
  UploadedFileSchema,
  UploadInfoSchema,
  UploadStateSchema,
  UploadTokenSchema,
  UploadUrlResponseSchema,
} from './uploads.ts';

const art = (n: number) => `/objects/uploads/${n}.png`;
const ORDER = '3f2b8c1e-9a4d-4e6f-8b2a-1c3d5e7f9a0b';

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

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((ch) => ch.charCodeAt(0)) : part)));
const ftyp = (major: string, ...compatible: string[]) => {
  const size = 16 + 4 * compatible.length;
  return bytes([0, 0, 0, size], 'ftyp', major, [0, 0, 0, 0], ...compatible);
};

describe('sniffArtworkType', () => {
  it.each([
    ['a PNG', bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]), 'image/png'],
    ['a JPEG', bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], 'JFIF'), 'image/jpeg'],
    ['a PDF', bytes('%PDF-1.7\n'), 'application/pdf'],
    ['a WebP', bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
    ['an iPhone HEIC', ftyp('heic', 'mif1', 'heic'), 'image/heic'],
    ['a generic HEIF', ftyp('mif1', 'mif1', 'heic'), 'image/heic'],
  ])('recognises %s from its first bytes', (_name, head, type) => {
    expect(sniffArtworkType(head)).toBe(type);
  });

  it.each([
    ['a Windows executable', bytes('MZ', [0x90, 0, 3, 0, 0, 0, 4, 0, 0, 0])],
    ['a Linux executable', bytes([0x7f], 'ELF', [2, 1, 1, 0])],
    ['a web page', bytes('<!doctype html><html>')],
    ['an SVG', bytes('<svg xmlns="http://www.w3.org/2000/svg">')],
    ['a GIF', bytes('GIF89a')],
    ['an AVIF that calls itself generic HEIF', ftyp('mif1', 'avif', 'mif1', 'miaf')],
    ['a RIFF that is not WebP', bytes('RIFF', [0, 0, 0, 0], 'WAVEfmt ')],
    ['nothing at all', new Uint8Array(0)],
    ['a truncated PNG signature', bytes([0x89, 0x50, 0x4e])],
  ])('refuses %s', (_name, head) => {
    expect(sniffArtworkType(head)).toBeNull();
  });

  it('needs no more than SNIFF_BYTES bytes', () => {
    expect(SNIFF_BYTES).toBeGreaterThanOrEqual(16);
  });
});

describe('upload state and artwork details', () => {
  it('artworkFilePath is the path the submit call and the artwork page share', () => {
    expect(artworkFilePath(ORDER, 'f1')).toBe(`/api/order/${ORDER}/artwork/files/f1`);
  });

  it('UploadStateSchema lists the received files', () => {
    const state = {
      type: 'frame',
      hasUploaded: false,
      expiresAt: NOW,
      files: [{ id: 'f1', name: 'mia.png', size: 10, type: 'image/png', url: artworkFilePath(ORDER, 'f1') }],
    };
    expect(accepted(UploadStateSchema, state)).toEqual(state);
    expect(messageAt(UploadStateSchema, { ...state, files: [{ ...state.files[0], size: 0 }] }, 'files.0.size')).toBe(
      'Invalid input',
    );
  });

  it('OrderArtworkDetailsSchema carries view and download links per file', () => {
    const path = artworkFilePath(ORDER, 'f1');
    const details = {
      artworkUrls: [path],
      frameSize: '7',
      customerName: 'Anna',
      personalNote: null,
      files: [
        {
          id: 'f1',
          name: 'mia.png',
          size: 10,
          type: 'image/png',
          sha256: 'a'.repeat(64),
          viewUrl: path,
          downloadUrl: `${path}?download=1`,
          previewUrl: path,
          uploadedAt: NOW,
        },
      ],
    };
    expect(accepted(OrderArtworkDetailsSchema, details)).toEqual(details);
  });
});

describe('file entries', () => {
  it('UploadedFileSchema refuses a type the shop does not take', () => {
    const file = { id: 'f1', name: 'a.gif', size: 5, type: 'image/gif', url: artworkFilePath(ORDER, 'f1') };
    expect(messageAt(UploadedFileSchema, file, 'type')).toBe('Invalid input');
  });

  it('OrderArtworkFileSchema needs a sha-256 in hex and allows no preview', () => {
    const path = artworkFilePath(ORDER, 'f1');
    const file = {
      id: 'f1',
      name: 'drawing.pdf',
      size: 5,
      type: 'application/pdf',
      sha256: 'b'.repeat(64),
      viewUrl: path,
      downloadUrl: `${path}?download=1`,
      previewUrl: null,
      uploadedAt: NOW,
    };
    expect(accepted(OrderArtworkFileSchema, file)).toEqual(file);
    expect(messageAt(OrderArtworkFileSchema, { ...file, sha256: 'xyz' }, 'sha256')).toBe('Invalid input');
  });
});

describe('AdminUploadLinkInputSchema', () => {
  it('is extend or resend, nothing else', () => {
    expect(accepted(AdminUploadLinkInputSchema, { action: 'extend' })).toEqual({ action: 'extend' });
    expect(accepted(AdminUploadLinkInputSchema, { action: 'resend' })).toEqual({ action: 'resend' });
    expect(messageAt(AdminUploadLinkInputSchema, { action: 'delete' }, 'action')).toBe('Choose extend or resend.');
  });
});
