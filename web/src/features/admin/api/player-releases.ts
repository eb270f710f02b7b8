import {
  PLAYER_RELEASE_MESSAGES,
  type PlayerRelease,
  PlayerReleaseListSchema,
  type PlayerReleaseManifest,
  PlayerReleaseManifestSchema,
  PlayerReleaseSchema,
  PlayerReleaseSignatureSchema,
  RELEASE_MANIFEST_HEADER,
  RELEASE_SIGNATURE_HEADER,
} from '@dtm/shared/player-releases';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import {
  ApiError,
  apiErrorFromText,
  apiGet,
  apiSend,
  NO_CONNECTION_MESSAGE,
  parseAnswerText,
} from '../../../lib/api-client';

export const adminPlayerReleasesQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'player-releases'],
    queryFn: ({ signal }) => apiGet('/api/admin/player-releases', PlayerReleaseListSchema, signal),
  });

export type PublishInput = { artifact: File; manifestText: string; signature: string; share: number };

/**
 * What the form checks before a byte is sent (the server checks again, and the SHA-256 too): the
 * manifest is the release script's, the signature looks like one, the file is the one it names.
 */
export function checkPublish(input: {
  artifact: File | null;
  manifestText: string;
  signature: string;
}): { manifest: PlayerReleaseManifest } | { field: 'artifact' | 'manifest' | 'signature'; error: string } {
  let manifest: PlayerReleaseManifest;
  try {
    manifest = PlayerReleaseManifestSchema.parse(JSON.parse(input.manifestText));
  } catch {
    return { field: 'manifest', error: PLAYER_RELEASE_MESSAGES.manifestInvalid };
  }
  if (!PlayerReleaseSignatureSchema.safeParse(input.signature.trim()).success) {
    return { field: 'signature', error: PLAYER_RELEASE_MESSAGES.signatureInvalid };
  }
  if (!input.artifact) return { field: 'artifact', error: 'Choose the AppImage this manifest was made for.' };
  if (input.artifact.size !== manifest.size) return { field: 'artifact', error: PLAYER_RELEASE_MESSAGES.sizeMismatch };
  return { manifest };
}

/** Headers carry text as base64 (the manifest has quotes and newlines), UTF-8 safe. */
function base64(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)));
}

/**
 * POST /api/admin/player-releases: the AppImage's raw bytes with the signed manifest and its
 * signature in headers. XHR for the upload's progress (an AppImage is ~100 MB).
 */
function publishRelease(input: PublishInput, onProgress: (fraction: number) => void): Promise<PlayerRelease> {
  const url = `/api/admin/player-releases?share=${encodeURIComponent(String(input.share))}`;
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Content-Type', 'application/octet-stream');
    xhr.setRequestHeader(RELEASE_MANIFEST_HEADER, base64(input.manifestText));
    xhr.setRequestHeader(RELEASE_SIGNATURE_HEADER, input.signature.trim());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(
            parseAnswerText(xhr.status, xhr.responseText, z.object({ release: PlayerReleaseSchema }), `POST ${url}`)
              .release,
          );
        } catch (error) {
          reject(error);
        }
      } else {
        apiErrorFromText(xhr.status, xhr.statusText, xhr.responseText).then(reject, reject);
      }
    };
    xhr.onerror = () => reject(new ApiError({ kind: 'offline', status: 0, message: NO_CONNECTION_MESSAGE }));
    xhr.send(input.artifact);
  });
}

export function usePublishRelease() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (input: PublishInput) => publishRelease(input, setProgress),
    onMutate: () => setProgress(0),
    onSettled: () => setProgress(null),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'player-releases'] }),
  });
  return { ...mutation, progress };
}

/** PUT /api/admin/player-releases/:arch/:version/rollout. */
export function useSetShare() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ arch, version, share }: { arch: string; version: string; share: number }) =>
      apiSend('PUT', `/api/admin/player-releases/${arch}/${version}/rollout`, { share }, z.unknown()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', 'player-releases'] }),
  });
}
