import type { AnimationUploadResponse } from '@dtm/shared/admin';
import { TOASTS } from '@dtm/shared/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { showToast } from '../../../components/toast';

/** A refused or failed upload, with the server's `error` text when it sent one. */
export class AnimationUploadError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'AnimationUploadError';
    this.status = status;
  }
}

function serverError(xhr: XMLHttpRequest): string | null {
  try {
    const body = JSON.parse(xhr.responseText) as { error?: unknown };
    return typeof body.error === 'string' ? body.error : null;
  } catch {
    return null;
  }
}

/**
 * POST /api/admin/characters/:id/animation-upload as multipart with a `video` field. XHR rather
 * than fetch because only XHR reports upload progress.
 */
export function uploadAnimation(
  characterId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<AnimationUploadResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/admin/characters/${characterId}/animation-upload`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(JSON.parse(xhr.responseText) as AnimationUploadResponse);
      else reject(new AnimationUploadError(xhr.status, serverError(xhr) ?? TOASTS.videoUploadFailed.text));
    };
    xhr.onerror = () => reject(new AnimationUploadError(0, TOASTS.videoUploadFailed.text));
    const form = new FormData();
    form.append('video', file);
    xhr.send(form);
  });
}

/** The upload with its progress (0..1); the character list is read again afterwards. */
export function useUploadAnimation(characterId: string) {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState<number | null>(null);
  const mutation = useMutation({
    mutationFn: (file: File) => uploadAnimation(characterId, file, setProgress),
    onMutate: () => setProgress(0),
    onSettled: () => setProgress(null),
    onSuccess: async () => {
      showToast(TOASTS.videoUploaded);
      await queryClient.invalidateQueries({ queryKey: ['admin', 'characters'] });
    },
    onError: (error) =>
      showToast(TOASTS.videoUploadFailed, error instanceof AnimationUploadError ? error.message : undefined),
  });
  return { ...mutation, progress };
}
