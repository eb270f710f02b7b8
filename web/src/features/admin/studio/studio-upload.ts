import { STUDIO_TEXTS } from '@dtm/shared/review';
import { UploadAborted } from '../api/upload-animation';
import { cancelRecipeUpload, type StudioKind, uploadRecipeSquare, uploadRecipeVideo } from './api/recipes';

/** The admin pressed Cancel during an upload; `message` says what the server kept (nothing, or a sent video). */
export class UploadCancelled extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'UploadCancelled';
  }
}

/**
 * Uploads a version's rendered video (or a character's square) under an id of its own. Aborting
 * `signal` cuts the request off and then asks the server to withdraw that upload, which may have
 * arrived whole already: no version is left rendered by half an upload. Throws UploadCancelled.
 */
export async function uploadWithCancel(
  target: { kind: StudioKind; id: string; version: number; slot: 'video' | 'square' },
  file: File,
  options: { signal: AbortSignal; onProgress: (fraction: number) => void },
): Promise<void> {
  const { kind, id, version, slot } = target;
  const upload = { uploadId: crypto.randomUUID(), ...options };
  try {
    if (slot === 'square') await uploadRecipeSquare(id, version, file, upload);
    else await uploadRecipeVideo(kind, id, version, file, upload);
  } catch (error) {
    if (!(error instanceof UploadAborted)) throw error;
    const answer = await cancelRecipeUpload(kind, id, version, upload.uploadId);
    if (slot === 'square') throw new UploadCancelled(STUDIO_TEXTS.squareCancelled);
    throw new UploadCancelled(
      answer.kept ? STUDIO_TEXTS.uploadAlreadyDone(version) : STUDIO_TEXTS.uploadCancelled(version),
    );
  }
}
