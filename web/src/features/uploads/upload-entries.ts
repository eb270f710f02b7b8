import type { UploadedFile } from '@dtm/shared/uploads';

/** Where one file chosen in the uploader stands; what the page needs to know without loading Uppy. */
export type UploadEntryStatus = 'waiting' | 'uploading' | 'paused' | 'complete' | 'failed';

export type UploadEntry = {
  /** Uppy's id for the file. */
  id: string;
  name: string;
  status: UploadEntryStatus;
  /** The tus upload URL once the server created the upload; the submit call accepts it. */
  uploadUrl: string | null;
};

/** The server's file id at the end of a tus upload URL (`/api/uploads/tus/<object id>.<file id>`). */
export function fileIdOfUploadUrl(uploadUrl: string): string | null {
  const last = uploadUrl.split(/[?#]/)[0]?.split('/').pop() ?? '';
  const fileId = last.split('.').pop() ?? '';
  return last.includes('.') && /^[A-Za-z0-9_-]{22}$/.test(fileId) ? fileId : null;
}

/** Only the path of a URL on this site: what the API is sent back, whatever host the page was served under. */
function pathOf(url: string): string {
  try {
    const parsed = new URL(url, 'http://placeholder.invalid');
    return `${parsed.pathname}${parsed.search}`;
  } catch {
    return url;
  }
}

/**
 * Files the server received in an earlier visit that the uploader does not show (a reopened tab whose
 * files could not be restored): listed separately so they are not lost, nor counted twice.
 */
export function receivedEarlier(received: readonly UploadedFile[], entries: readonly UploadEntry[]): UploadedFile[] {
  const shown = new Set(
    entries.flatMap((entry) => {
      const id = entry.uploadUrl ? fileIdOfUploadUrl(entry.uploadUrl) : null;
      return id ? [id] : [];
    }),
  );
  return received.filter((file) => !shown.has(file.id));
}

export type Submission =
  | { kind: 'ready'; artworkUrls: string[] }
  | { kind: 'nothing' }
  | { kind: 'busy' }
  | { kind: 'paused'; names: string[] }
  | { kind: 'failed'; names: string[] };

/**
 * What pressing Submit means: the URLs of the finished uploads plus the earlier files kept in; or
 * why it cannot go yet (nothing chosen, still uploading, paused, a file that failed).
 */
export function planSubmission(
  entries: readonly UploadEntry[],
  earlier: readonly UploadedFile[],
  leftOut: ReadonlySet<string>,
): Submission {
  const failed = entries.filter((entry) => entry.status === 'failed');
  if (failed.length > 0) return { kind: 'failed', names: failed.map((entry) => entry.name) };
  if (entries.some((entry) => entry.status === 'uploading' || entry.status === 'waiting')) return { kind: 'busy' };
  const paused = entries.filter((entry) => entry.status === 'paused');
  if (paused.length > 0) return { kind: 'paused', names: paused.map((entry) => entry.name) };
  const urls = [
    ...entries.flatMap((entry) => (entry.uploadUrl ? [pathOf(entry.uploadUrl)] : [])),
    ...earlier.filter((file) => !leftOut.has(file.id)).map((file) => file.url),
  ];
  return urls.length === 0 ? { kind: 'nothing' } : { kind: 'ready', artworkUrls: [...new Set(urls)] };
}

/** Whether two reports say the same (Uppy reports many times a second while bytes flow). */
export function uploadEntriesEqual(a: readonly UploadEntry[], b: readonly UploadEntry[]): boolean {
  return (
    a.length === b.length &&
    a.every((entry, i) => {
      const other = b[i];
      return (
        other !== undefined &&
        entry.id === other.id &&
        entry.status === other.status &&
        entry.uploadUrl === other.uploadUrl &&
        entry.name === other.name
      );
    })
  );
}
