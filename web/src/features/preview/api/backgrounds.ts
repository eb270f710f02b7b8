import { BackgroundSchema } from '@dtm/shared/backgrounds';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from '../../../lib/api-client';

export type PreviewBackground = { id: string; name: string; url: string | null };

/** The shop's seeded catalog backgrounds, used when the marketplace list cannot be read. */
const CATALOG: PreviewBackground[] = [
  ['meadow', 'Sunny Meadow'],
  ['space', 'Outer Space'],
  ['underwater', 'Under the Sea'],
  ['castle', 'Fairy-Tale Castle'],
  ['candy-land', 'Candy Land'],
  ['jungle', 'Jungle Adventure'],
].map(([slug, name]) => ({
  id: slug as string,
  name: name as string,
  url: `/api/media/catalog/backgrounds/${slug}-preview.png`,
}));

const PAPER: PreviewBackground = { id: 'paper', name: 'Plain paper', url: null };

/** GET /api/backgrounds (the marketplace), else the catalog's own list; plain paper first. */
async function getBackgrounds(): Promise<PreviewBackground[]> {
  try {
    const list = await apiGet('/api/backgrounds', z.array(BackgroundSchema));
    // The public preview image: the sold full-size file is only for its owner.
    const found = list.flatMap(({ id, name, previewUrl }) => (previewUrl ? [{ id, name, url: previewUrl }] : []));
    if (found.length > 0) return [PAPER, ...found];
  } catch {
    // The catalog list below is always there.
  }
  return [PAPER, ...CATALOG];
}

export const previewBackgroundsQueryOptions = () =>
  queryOptions({ queryKey: ['preview', 'backgrounds'], queryFn: getBackgrounds, staleTime: 10 * 60_000 });
