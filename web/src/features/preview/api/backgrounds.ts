import { queryOptions } from '@tanstack/react-query';

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
    const response = await fetch('/api/backgrounds', { credentials: 'include' });
    if (response.ok) {
      const body: unknown = await response.json();
      const list = Array.isArray(body) ? body : ((body as { backgrounds?: unknown }).backgrounds ?? []);
      const found = (Array.isArray(list) ? list : []).flatMap((item) => {
        // The public preview image: the sold full-size file is only for its owner.
        const { id, name, previewUrl } = item as { id?: unknown; name?: unknown; previewUrl?: unknown };
        return typeof id === 'string' && typeof name === 'string' && typeof previewUrl === 'string'
          ? [{ id, name, url: previewUrl }]
          : [];
      });
      if (found.length > 0) return [PAPER, ...found];
    }
  } catch {
    // The catalog list below is always there.
  }
  return [PAPER, ...CATALOG];
}

export const previewBackgroundsQueryOptions = () =>
  queryOptions({ queryKey: ['preview', 'backgrounds'], queryFn: getBackgrounds, staleTime: 10 * 60_000 });
