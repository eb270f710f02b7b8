import type { AnimationRecipe } from '@dtm/shared/recipe';
import { RenderJobSchema, type RenderSlot, type StartRenderInput } from '@dtm/shared/render-jobs';
import {
  CancelUploadResponseSchema,
  MarkFinalResponseSchema,
  RecipeListResponseSchema,
  RecipeSquareUploadResponseSchema,
  RecipeVersionResponseSchema,
  RecipeVideoUploadResponseSchema,
  SaveRecipeResponseSchema,
  SendPreviewResponseSchema,
} from '@dtm/shared/review';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, apiGet, apiRequest, apiSend } from '../../../../lib/api-client';
import { uploadVideo } from '../../api/upload-animation';

export type { ChangeRequest, RecipeListResponse, RecipeSummary } from '@dtm/shared/review';

/** Whose recipes: a frame's or a character's (the admin routes' own words). */
export type StudioKind = 'frames' | 'characters';

const base = (kind: StudioKind, id: string) => `/api/admin/${kind}/${encodeURIComponent(id)}`;

/** GET .../recipes: the history (newest first), the newest recipe, the change requests, the status. */
export const recipesQueryOptions = (kind: StudioKind, id: string) =>
  queryOptions({
    queryKey: ['admin', kind, id, 'recipes'],
    queryFn: ({ signal }) => apiGet(`${base(kind, id)}/recipes`, RecipeListResponseSchema, signal),
  });

/** GET .../recipes/:version: an older version to reopen. */
export function getRecipeVersion(kind: StudioKind, id: string, version: number) {
  return apiGet(`${base(kind, id)}/recipes/${version}`, RecipeVersionResponseSchema);
}

/**
 * POST .../recipes: a new version on top of `baseVersion` (null for the first). The server answers
 * 409 when someone saved a newer one meanwhile: the caller shows its message and keeps its edits.
 */
export function useSaveRecipe(kind: StudioKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { recipe: AnimationRecipe; baseVersion: number | null }) =>
      apiSend('POST', `${base(kind, id)}/recipes`, input, SaveRecipeResponseSchema),
    // A conflict too: the history then lists the newer version to reopen.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', kind, id, 'recipes'] }),
  });
}

type StudioUpload = { uploadId: string; signal: AbortSignal; onProgress: (fraction: number) => void };

/**
 * POST .../recipes/:version/video: the video rendered from `version`, through the admin's
 * multipart video store (type checked by its bytes). It is kept with the version; the customer
 * sees it only once it is sent as a preview or marked final. `uploadId` lets Cancel withdraw it.
 */
export function uploadRecipeVideo(kind: StudioKind, id: string, version: number, file: File, upload: StudioUpload) {
  const url = `${base(kind, id)}/recipes/${version}/video?upload=${upload.uploadId}`;
  return uploadVideo(url, file, upload.onProgress, RecipeVideoUploadResponseSchema, upload.signal);
}

/** POST .../recipes/:version/square: a character's 1080x1080 square of `version`, for sharing. */
export function uploadRecipeSquare(id: string, version: number, file: File, upload: StudioUpload) {
  const url = `${base('characters', id)}/recipes/${version}/square?upload=${upload.uploadId}`;
  return uploadVideo(url, file, upload.onProgress, RecipeSquareUploadResponseSchema, upload.signal);
}

/**
 * POST .../recipes/:version/uploads/:uploadId/cancel: withdraws an upload the studio cut off (the
 * server may have had every byte already). `kept` when it had finished and was already sent.
 */
export function cancelRecipeUpload(kind: StudioKind, id: string, version: number, uploadId: string) {
  return apiSend(
    'POST',
    `${base(kind, id)}/recipes/${version}/uploads/${uploadId}/cancel`,
    {},
    CancelUploadResponseSchema,
  );
}

/** POST .../preview: the uploaded video of `version` goes to the customer for review. */
export function useSendPreview(kind: StudioKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { version: number }) =>
      apiSend('POST', `${base(kind, id)}/preview`, input, SendPreviewResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', kind] }),
  });
}

/** POST .../final: the admin marks `version` as the finished animation. */
export function useMarkFinal(kind: StudioKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { version: number }) =>
      apiSend('POST', `${base(kind, id)}/final`, input, MarkFinalResponseSchema),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', kind] }),
  });
}

const renderUrl = (kind: StudioKind, id: string, version: number, slot: RenderSlot) =>
  `${base(kind, id)}/recipes/${version}/renders/${slot}`;

/** PUT .../renders/:slot: starts the render of `version`, or resumes it with the parts it has. */
export function startRenderJob(
  kind: StudioKind,
  id: string,
  version: number,
  slot: RenderSlot,
  spec: StartRenderInput,
) {
  return apiRequest('PUT', renderUrl(kind, id, version, slot), RenderJobSchema, { body: spec });
}

/** PUT .../renders/:slot/parts/:part: one encoded part, kept by the server until the file is up. */
export function putRenderPart(
  kind: StudioKind,
  id: string,
  target: { version: number; slot: RenderSlot; part: number },
  bytes: Uint8Array<ArrayBuffer>,
  signal: AbortSignal,
) {
  const url = `${renderUrl(kind, id, target.version, target.slot)}/parts/${target.part}`;
  return apiRequest('PUT', url, RenderJobSchema, { bytes, signal });
}

/** GET .../renders/:slot/parts/:part: a part kept from before (a resumed render joins it). */
export async function getRenderPart(
  kind: StudioKind,
  id: string,
  target: { version: number; slot: RenderSlot; part: number },
  signal: AbortSignal,
) {
  const url = `${renderUrl(kind, id, target.version, target.slot)}/parts/${target.part}`;
  return new Uint8Array(await (await apiFetch('GET', url, { signal })).arrayBuffer());
}

/** POST .../renders/:slot/failed: the render stopped with an error (the lists mark it). */
export function failRenderJob(kind: StudioKind, id: string, version: number, slot: RenderSlot, message: string) {
  return apiSend('POST', `${renderUrl(kind, id, version, slot)}/failed`, { message }, RenderJobSchema);
}

/** DELETE .../renders/:slot: Cancel; the parts are deleted. */
export async function cancelRenderJob(kind: StudioKind, id: string, version: number, slot: RenderSlot) {
  await apiFetch('DELETE', renderUrl(kind, id, version, slot));
}
