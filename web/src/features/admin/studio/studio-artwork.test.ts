import type { OrderArtworkFile } from '@dtm/shared/uploads';
import { describe, expect, it } from 'vitest';
import { fileUrl, firstDrawing } from './studio-artwork';

const ORDER = '/api/order/5b6f4c1e-0000-4000-8000-000000000000/artwork';
function file(id: string, type: OrderArtworkFile['type'], preview: 'small' | 'none' | 'same'): OrderArtworkFile {
  const viewUrl = `${ORDER}/${id}`;
  return {
    id,
    name: `${id}.bin`,
    size: 1000,
    type,
    sha256: 'a'.repeat(64),
    viewUrl,
    downloadUrl: `${viewUrl}?download=1`,
    previewUrl: preview === 'none' ? null : preview === 'same' ? viewUrl : `${viewUrl}?preview=1`,
    uploadedAt: '2026-12-01T10:00:00.000Z',
  };
}

describe('fileUrl', () => {
  it('reads a photo from the original upload, not the small picture made for lists', () => {
    expect(fileUrl(file('photo', 'image/jpeg', 'small'))).toBe(`${ORDER}/photo`);
    expect(fileUrl(file('scan', 'image/png', 'small'))).toBe(`${ORDER}/scan`);
  });

  it('reads a PDF through the server’s picture when there is one', () => {
    expect(fileUrl(file('pdf', 'application/pdf', 'small'))).toBe(`${ORDER}/pdf?preview=1`);
  });
});

describe('firstDrawing', () => {
  it('starts from the first picture the preview could use, past a PDF', () => {
    const files = [file('pdf', 'application/pdf', 'none'), file('photo', 'image/jpeg', 'small')];
    expect(firstDrawing(files)?.id).toBe('photo');
  });

  it('falls back to the first file, and to nothing without files', () => {
    expect(firstDrawing([file('heic', 'image/heic', 'none')])?.id).toBe('heic');
    expect(firstDrawing([])).toBeNull();
  });
});
