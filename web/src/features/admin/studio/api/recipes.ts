import { type AnimationRecipe, animationRecipeSchema } from '@dtm/shared/recipe';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet, apiSend } from '../../../../lib/api-client';
import { uploadVideo } from '../../api/upload-animation';

/** Whose recipes: a frame's or a character's (the admin routes' own words). */
export type StudioKind = 'frames' | 'characters';

const base = (kind: StudioKind, id: string) => `/api/admin/${kind}/${encodeURIComponent(id)}`;

export const RecipeVersionSchema = z.object({
  version: z.number().int(),
  createdAt: z.string(),
  createdBy: z.string().nullable().optional(),
  previewSentAt: z.string().nullable().optional(),
  videoKey: z.string().nullable().optional(),
});
export type RecipeVersion = z.infer<typeof RecipeVersionSchema>;

export const ChangeRequestSchema = z.object({
  id: z.string(),
  note: z.string(),
  createdAt: z.string(),
  version: z.number().int().nullable().optional(),
});
export type ChangeRequest = z.infer<typeof ChangeRequestSchema>;

/** GET .../recipes: the history, the newest recipe, the customer's change requests and the status. */
export const RecipeListSchema = z.object({
  recipes: z.array(RecipeVersionSchema),
  latest: z.object({ version: z.number().int(), recipe: animationRecipeSchema }).nullable(),
  changeRequests: z.array(ChangeRequestSchema).default([]),
  status: z.string().optional(),
});
export type RecipeList = z.infer<typeof RecipeListSchema>;

export const recipesQueryOptions = (kind: StudioKind, id: string) =>
  queryOptions({
    queryKey: ['admin', kind, id, 'recipes'],
    queryFn: ({ signal }) => apiGet(`${base(kind, id)}/recipes`, RecipeListSchema, signal),
  });

const VersionRecipeSchema = z.object({ version: z.number().int(), recipe: animationRecipeSchema });

/** GET .../recipes/:version: an older version to reopen. */
export function getRecipeVersion(kind: StudioKind, id: string, version: number) {
  return apiGet(`${base(kind, id)}/recipes/${version}`, VersionRecipeSchema);
}

/**
 * POST .../recipes: a new version on top of `baseVersion` (null for the first). The server answers
 * 409 when someone saved a newer one meanwhile: the caller shows its message and keeps its edits.
 */
export function useSaveRecipe(kind: StudioKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { recipe: AnimationRecipe; baseVersion: number | null }) =>
      apiSend('POST', `${base(kind, id)}/recipes`, input, z.object({ version: z.number().int() })),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', kind, id, 'recipes'] }),
  });
}

/** POST .../preview: the uploaded video of `version` goes to the customer for review. */
export function useSendPreview(kind: StudioKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { version: number }) => apiSend('POST', `${base(kind, id)}/preview`, input, z.unknown()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', kind] }),
  });
}

/** POST .../final: the admin marks `version` as the finished animation. */
export function useMarkFinal(kind: StudioKind, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: { version: number }) => apiSend('POST', `${base(kind, id)}/final`, input, z.unknown()),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admin', kind] }),
  });
}

const VideoUploadSchema = z.object({ version: z.number().int(), size: z.number().int(), contentType: z.string() });

/**
 * POST .../recipes/:version/video: the video rendered from `version`, through the admin's
 * multipart video store (type checked by its bytes). It is kept with the version; the customer
 * sees it only once it is sent as a preview or marked final.
 */
export function uploadRecipeVideo(
  kind: StudioKind,
  id: string,
  version: number,
  file: File,
  onProgress: (fraction: number) => void,
) {
  return uploadVideo(`${base(kind, id)}/recipes/${version}/video`, file, onProgress, VideoUploadSchema);
}
