import {
  CATALOG_FILE_RULES,
  CATALOG_MESSAGES,
  type CatalogFileSlot,
  type CatalogKind,
  type CatalogMediaType,
} from '@dtm/shared/catalog';
import { CATALOG_STORAGE } from '@dtm/shared/marketplace';
import { sniffMedia } from '@dtm/shared/media-sniff';
import { sniffArtworkType } from '@dtm/shared/uploads';
import { ApiError } from '../lib/errors';
import type { FileKind, StoreRules } from './video-store';

const EXTENSIONS: Record<CatalogMediaType, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
};

/** What the first bytes say a catalog file is (PNG, JPEG, WebP, MP4 or WebM), or null for anything else. */
export function sniffCatalogMedia(head: Uint8Array): CatalogMediaType | null {
  const picture = sniffArtworkType(head);
  if (picture === 'image/png' || picture === 'image/jpeg' || picture === 'image/webp') return picture;
  const media = sniffMedia(head);
  if (!media.video) return null;
  if (media.family === 'mp4' || media.family === 'm4v') return 'video/mp4';
  return media.family === 'webm' ? 'video/webm' : null;
}

/**
 * How an item's file is judged and where it goes: thumbnails and previews under the public
 * `catalog/<kind>s/<id>/`, the sold file under the private `products/<kind>s/<id>/` (only its
 * owners' downloads read it). The type comes from the bytes; the slot's rule names what it must be.
 */
export function catalogFileRules(kind: CatalogKind, slot: CatalogFileSlot, itemId: string): StoreRules<FileKind> {
  const rule = CATALOG_FILE_RULES[kind][slot];
  const prefix = slot === 'file' ? CATALOG_STORAGE.productPrefix : CATALOG_STORAGE.publicPrefix;
  return {
    maxBytes: rule.maxBytes,
    decide: (head) => {
      const type = sniffCatalogMedia(head);
      if (!type || !rule.types.includes(type)) throw new ApiError('UNSUPPORTED_MEDIA_TYPE', rule.wrongType);
      return { contentType: type, extension: EXTENSIONS[type] };
    },
    keyFor: (found) => `${prefix}${kind}s/${itemId}/${crypto.randomUUID()}.${found.extension}`,
    tooLarge: rule.tooLarge,
    empty: CATALOG_MESSAGES.fileRequired,
  };
}

/** What a row keeps for a stored file: public files as their `/api/media/...` path, the sold file as its bare key. */
export function storedReference(slot: CatalogFileSlot, key: string): string {
  return slot === 'file' ? key : `${CATALOG_STORAGE.publicPath}${key}`;
}

/** The R2 key behind a reference a row keeps (a public path or a bare key), or null. */
export function keyOfReference(reference: string | null): string | null {
  if (!reference) return null;
  if (reference.startsWith(CATALOG_STORAGE.publicPath)) return reference.slice(CATALOG_STORAGE.publicPath.length);
  return reference.startsWith('/') || /^[a-z]+:/i.test(reference) ? null : reference;
}
