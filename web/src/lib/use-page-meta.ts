import { SHOP } from '@dtm/shared/constants';
import { useEffect } from 'react';

export type PageMeta = {
  /** The page's own name; the shop's name is added ("FAQ | Drawings-to-Magic"). */
  title: string;
  description: string;
  /** True when `title` is already the whole document title (the home page). */
  fullTitle?: boolean;
};

function descriptionTag(): HTMLMetaElement {
  const existing = document.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (existing) return existing;
  const created = document.createElement('meta');
  created.name = 'description';
  document.head.append(created);
  return created;
}

/**
 * Sets the document title and meta description while the page is shown, and puts back what
 * was there when it leaves, so pages that set none keep the app's defaults from index.html.
 */
export function usePageMeta({ title, description, fullTitle = false }: PageMeta): void {
  useEffect(() => {
    const tag = descriptionTag();
    const previous = { title: document.title, description: tag.content };
    document.title = fullTitle ? title : `${title} | ${SHOP.name}`;
    tag.content = description;
    return () => {
      document.title = previous.title;
      tag.content = previous.description;
    };
  }, [title, description, fullTitle]);
}
