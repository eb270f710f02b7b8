import { UPLOAD_LIMITS } from '@dtm/shared/constants';
import { MESSAGES } from '@dtm/shared/messages';
import { TUS_UPLOADS } from '@dtm/shared/uploads';
import Uppy, { type UppyFile } from '@uppy/core';
import GoldenRetriever from '@uppy/golden-retriever';
import Tus from '@uppy/tus';
import { readTusFailure, shouldRetryTus } from '../tus-failure';
import type { UploadEntry, UploadEntryStatus } from '../upload-entries';
import { TUS_CHUNK_BYTES } from './tus-chunk';

/** Each file carries the upload link's token to the tus endpoint (Upload-Metadata `token`). */
export type ArtworkMeta = { token: string };
export type ArtworkBody = Record<string, never>;
export type ArtworkUppy = Uppy<ArtworkMeta, ArtworkBody>;
type ArtworkFile = UppyFile<ArtworkMeta, ArtworkBody>;

/** Extensions too, because phones often hand HEIC photos over with no type at all. */
const ALLOWED_FILE_TYPES = [...UPLOAD_LIMITS.allowedTypes, '.png', '.jpg', '.jpeg', '.pdf', '.webp', '.heic', '.heif'];

/** Waits between retries of a failed request; a phone that drops out keeps trying for about a minute. */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000, 20_000];

/** The restrictions of decisions.md "Uploads"; `maxFiles` leaves room for files received earlier. */
export function artworkRestrictions(maxFiles: number) {
  return {
    maxFileSize: UPLOAD_LIMITS.maxFileBytes,
    minFileSize: 1,
    maxNumberOfFiles: Math.max(1, maxFiles),
    allowedFileTypes: ALLOWED_FILE_TYPES,
  };
}

/** Uppy's refusals in the shop's words, so the uploader and the API say the same. */
const LOCALE = {
  strings: {
    exceedsSize: `%{file}: ${MESSAGES.artworkTooLarge}`,
    inferiorSize: MESSAGES.artworkEmpty,
    youCanOnlyUploadFileTypes: MESSAGES.artworkTypeInvalid,
    youCanOnlyUploadX: { 0: MESSAGES.tooManyArtworkFiles, 1: MESSAGES.tooManyArtworkFiles },
    noMoreFilesAllowed: MESSAGES.tooManyArtworkFiles,
  },
  pluralize: (count: number) => (count === 1 ? 0 : 1),
};

/**
 * The uploader's engine: tus to /api/uploads/tus in `TUS_CHUNK_BYTES` requests (progress per
 * request), retried, resumable after a reload (tus-js-client keeps each upload's
 * URL by the file's fingerprint; Golden Retriever brings the chosen files back), uploads start as
 * soon as files are chosen.
 */
export function createArtworkUppy(token: string, maxFiles: number): ArtworkUppy {
  return new Uppy<ArtworkMeta, ArtworkBody>({
    // One saved session per link: another order's files are never restored here.
    id: `artwork-${token}`,
    autoProceed: true,
    allowMultipleUploadBatches: true,
    restrictions: artworkRestrictions(maxFiles),
    meta: { token },
    locale: LOCALE,
  })
    .use(Tus<ArtworkMeta, ArtworkBody>, {
      endpoint: TUS_UPLOADS.endpoint,
      chunkSize: TUS_CHUNK_BYTES,
      retryDelays: RETRY_DELAYS_MS,
      limit: 3,
      removeFingerprintOnSuccess: true,
      allowedMetaFields: [TUS_UPLOADS.metadata.token, 'name', 'type'],
      onShouldRetry: (error) => shouldRetryTus(readTusFailure(error)),
      onError: (error) => {
        // Uppy shows `message` under the file and in 'upload-error': the server's sentence, not tus internals.
        error.message = readTusFailure(error).message;
      },
    })
    .use(GoldenRetriever, { serviceWorker: false });
}

function statusOf(file: ArtworkFile, awaitingRestore: boolean): UploadEntryStatus {
  if (file.error) return 'failed';
  if (file.progress.uploadComplete) return 'complete';
  // A restored file waits for the customer to resume it (or to choose it again if its bytes were not kept).
  if (file.isPaused || file.isGhost || awaitingRestore) return 'paused';
  return file.progress.uploadStarted ? 'uploading' : 'waiting';
}

/** Where each chosen file stands, for the page (which does not load Uppy). */
export function entriesOf(uppy: ArtworkUppy): UploadEntry[] {
  const awaitingRestore = Boolean(uppy.getState().recoveredState);
  return uppy.getFiles().map((file) => ({
    id: file.id,
    name: file.name,
    status: statusOf(file, awaitingRestore),
    // tus.uploadUrl is known from the creation on (and restored after a reload): it names the server's file early.
    uploadUrl: file.response?.uploadURL ?? file.uploadURL ?? file.tus?.uploadUrl ?? null,
  }));
}

/**
 * After a reload Golden Retriever brings the files back; when it kept every file's bytes the
 * uploads simply go on (tus asks the server where each one stopped). Files too big to keep
 * (over 10 MiB) wait, marked, for the customer to choose them again.
 */
export function resumeRestoredUploads(uppy: ArtworkUppy): void {
  const files = uppy.getFiles();
  if (files.length > 0 && files.every((file) => !file.isGhost)) uppy.emit('restore-confirmed');
}

/**
 * Removes a finished, not yet submitted upload from the server too (tus termination), so it
 * neither counts towards the 10 files nor lingers. A failure only leaves the file unused.
 */
export function terminateUpload(uploadUrl: string): void {
  void fetch(uploadUrl, {
    method: 'DELETE',
    credentials: 'include',
    headers: { 'Tus-Resumable': TUS_UPLOADS.version },
  }).catch(() => undefined);
}
