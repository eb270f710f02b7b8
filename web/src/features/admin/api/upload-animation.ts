import { type AnimationUploadResponse, AnimationUploadResponseSchema } from '@dtm/shared/admin';
import { TOASTS } from '@dtm/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showToast } from '../../../components/toast';
import {
  ApiError,
  apiErrorFromText,
  apiErrorText,
  NO_CONNECTION_MESSAGE,
  parseAnswerText,
  type ResponseSchema,
} from '../../../lib/api-client';

/** Whose finished animation is uploaded: a character's, a frame's or a bought variation's (the same upload on the server). */
export type AnimationOwner = { kind: 'characters' | 'frames' | 'variations'; id: string };

/**
 * POST /api/admin/{characters|frames|variations}/:id/animation-upload as multipart with a `video` field. XHR
 * rather than fetch because only XHR reports upload progress; failures are the API client's
 * `ApiError`, the answer is parsed with the shared schema.
 */
export function uploadAnimation(
  owner: AnimationOwner,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<AnimationUploadResponse> {
  const url = `/api/admin/${owner.kind}/${owner.id}/animation-upload`;
  return uploadVideo(url, file, onProgress, AnimationUploadResponseSchema);
}

/** Thrown when the upload was aborted through its signal (the request was cut off). */
export class UploadAborted extends Error {
  constructor() {
    super('The upload was cancelled.');
    this.name = 'UploadAborted';
  }
}

/**
 * A video POSTed as multipart (field `video`) to an admin video upload, with its progress (0..1).
 * Aborting `signal` cuts the request off and rejects with UploadAborted.
 */
export function uploadVideo<T>(
  url: string,
  file: File,
  onProgress: (fraction: number) => void,
  schema: ResponseSchema<T>,
  signal?: AbortSignal,
  /** The multipart field: `video` for animation videos, `file` for the catalog's files. */
  field = 'video',
): Promise<T> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(new UploadAborted());
      return;
    }
    const xhr = new XMLHttpRequest();
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.onabort = () => reject(new UploadAborted());
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(parseAnswerText(xhr.status, xhr.responseText, schema, `POST ${url}`));
        } catch (error) {
          reject(error);
        }
      } else {
        apiErrorFromText(xhr.status, xhr.statusText, xhr.responseText).then(reject, reject);
      }
    };
    xhr.onerror = () => reject(new ApiError({ kind: 'offline', status: 0, message: NO_CONNECTION_MESSAGE }));
    const form = new FormData();
    form.append(field, file);
    xhr.send(form);
  });
}

/** The upload with its progress (0..1); the character, frame or variation list is read again afterwards. */
export function useUploadAnimation(owner: AnimationOwner) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => uploadAnimation(owner, file, setProgress),
    onMutate: () => setProgress(0),
    onSettled: () => setProgress(null),
    onSuccess: async () => {
      showToast(TOASTS.videoUploaded);
      await queryClient.invalidateQueries({ queryKey: ['admin', owner.kind] });
      // A delivered variation leaves the sidebar's count of those waiting.
      if (owner.kind === 'variations') await queryClient.invalidateQueries({ queryKey: ['admin', 'stats'] });
    },
    onError: (error) => showToast(TOASTS.videoUploadFailed, apiErrorText(error)),
  });
  return { ...mutation, progress };
}
