import type { OrderType } from '@dtm/shared/constants';
import type { ArtworkType } from '@dtm/shared/uploads';

/** Why the upload token's Durable Object refused a call; `refusals.ts` turns each into the API's answer. */
export type Refusal =
  | 'link-invalid'
  | 'link-expired'
  | 'order-refunded'
  | 'already-submitted'
  | 'too-many-files'
  | 'uploads-in-progress'
  | 'upload-not-found'
  | 'upload-expired'
  | 'offset-mismatch'
  | 'busy'
  | 'superseded'
  | 'not-received';

/** RPC results carry refusals as values: an Error thrown across RPC would lose its type. */
export type Result<T> =
  | { ok: true; value: T }
  | { ok: false; refusal: Refusal; offset?: number; inProgress?: InProgress };

/** Unfinished uploads that hold a place: how many, and when the first of them falls idle if no more bytes come. */
export type InProgress = { count: number; freeAt: number };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const refused = <T>(refusal: Refusal, offset?: number): Result<T> =>
  offset === undefined ? { ok: false, refusal } : { ok: false, refusal, offset };

/** A file fully received and verified: it counts towards the order's 10. */
export type StoredFile = {
  id: string;
  key: string;
  name: string;
  type: ArtworkType;
  size: number;
  sha256: string;
  completedAt: number;
  submitted: boolean;
  /** Where the preview is (the queue job fills it in); null when there is none yet or none can be made. */
  previewKey: string | null;
};

export type TokenInfo = {
  orderId: string;
  orderType: OrderType;
  expiresAt: number;
  submittedAt: number | null;
  files: StoredFile[];
};

export type Part = { partNumber: number; etag: string };

/** Bytes saved after the last full part by one request: appended, so no request rewrites another's. */
export type TailSegment = { key: string; length: number };

/** What a writer needs to continue an upload from the durable offset; `lockId` proves it is the current writer. */
export type WriteSession = {
  fileId: string;
  lockId: string;
  key: string;
  name: string;
  multipartId: string | null;
  /** The declared total (tus Upload-Length, or the PUT's Content-Length); null when unknown. */
  length: number | null;
  /** Bytes in committed parts; the tail follows them. */
  offsetParts: number;
  /** The bytes after the last part, as the segments (R2 objects) earlier requests saved, in order. */
  tail: TailSegment[];
  tailLength: number;
  /** This writer's own part numbers start here, so an abandoned writer can never overwrite its parts. */
  partBase: number;
  parts: Part[];
  type: ArtworkType | null;
};

/** The R2 leftovers of an upload that is removed. */
export type Cleanup = { key: string; multipartId: string | null; tailKeys: string[]; complete: boolean };

/** An unfinished upload lives this long after its last write (never past the link's expiry). */
export const UPLOAD_TTL_MS = 24 * 60 * 60 * 1000;
/**
 * An unfinished upload that received no bytes for this long is idle: it no longer holds one of the
 * order's places for uploads in progress, and one that never received a byte expires (a closed tab
 * or a script must not lock the link). One that has bytes stays resumable for UPLOAD_TTL_MS. Long
 * enough for a phone on a slow line between two requests, short enough to wait for.
 */
export const IDLE_UPLOAD_MS = 30 * 60_000;
/** An upload stuck between "all bytes in" and "verified" for this long is given up. */
export const FINISH_STALE_MS = 5 * 60_000;
/** R2's highest part number. */
export const MAX_PART_NUMBER = 10_000;
