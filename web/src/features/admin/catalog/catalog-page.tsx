import type { CatalogKind } from '@dtm/shared/catalog';
import { TOASTS } from '@dtm/shared/messages';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ExternalLink, Plus } from 'lucide-react';
import { useState } from 'react';
import { EmptyState, ListError, ListLoading } from '../../../components/list-states';
import { Button } from '../../../components/ui/button';
import { adminCatalogQueryOptions, type CatalogItem, useReorderCatalog, useUpdateCatalogItem } from '../api/catalog';
import { AdminPageHeader } from '../components/admin-page-header';
import { CatalogItemDialog } from './catalog-item-dialog';
import { CatalogRow } from './catalog-row';

const PAGES = {
  animation: {
    title: 'Animations',
    intro:
      'What the animation marketplace sells, in the order it lists them. Hidden items stay downloadable for those who bought them.',
    marketplace: '/marketplace',
    empty: 'No animations available',
    add: 'New animation',
  },
  background: {
    title: 'Backgrounds',
    intro:
      'What the background marketplace sells, the one place backgrounds are sold, in the order it lists them. Hidden items stay downloadable for those who bought them.',
    marketplace: '/backgrounds',
    empty: 'No Backgrounds Available',
    add: 'New background',
  },
} as const;

/** The list with `index` moved one place up (-1) or down (+1): every id, as PUT .../order wants it. */
export function movedOrder(items: readonly CatalogItem[], index: number, step: -1 | 1): string[] {
  const ids = items.map((item) => item.id);
  const other = index + step;
  const [a, b] = [ids[index], ids[other]];
  if (a === undefined || b === undefined) return ids;
  ids[index] = b;
  ids[other] = a;
  return ids;
}

/** /admin/animations and /admin/backgrounds: the catalog of one marketplace. */
export function CatalogPage({ kind }: { kind: CatalogKind }) {
  const page = PAGES[kind];
  const items = useQuery(adminCatalogQueryOptions(kind));
  const reorder = useReorderCatalog(kind);
  const toggle = useUpdateCatalogItem(kind);
  // The dialog's item: null for a new one; the key remounts it with fresh fields each time it opens.
  const [dialog, setDialog] = useState<{ item: CatalogItem | null; key: number } | null>(null);
  const busy = reorder.isPending || toggle.isPending;
  const list = items.data ?? [];

  return (
    <div>
      <AdminPageHeader
        title={page.title}
        intro={page.intro}
        actions={
          <>
            <Button asChild variant="secondary">
              <a href={page.marketplace} target="_blank" rel="noreferrer">
                <ExternalLink aria-hidden="true" className="size-5" />
                View marketplace
              </a>
            </Button>
            <Button onClick={() => setDialog({ item: null, key: Date.now() })}>
              <Plus aria-hidden="true" className="size-5" />
              {page.add}
            </Button>
          </>
        }
      />
      {kind === 'animation' ? (
        <p className="mb-4 text-sm text-ink-soft">
          Backgrounds are sold in one place, at one price:{' '}
          <Link to="/admin/backgrounds" className="font-bold text-grape underline">
            add them under Backgrounds
          </Link>
          .
        </p>
      ) : null}
      {items.isPending ? (
        <ListLoading label={`Loading ${page.title.toLowerCase()}…`} />
      ) : items.isError ? (
        <ListError message={TOASTS.catalogFetchFailed.text} onRetry={() => void items.refetch()} />
      ) : list.length === 0 ? (
        <EmptyState title={page.empty} />
      ) : (
        <ol aria-label={page.title} className="grid gap-3">
          {list.map((item, index) => (
            <CatalogRow
              key={item.id}
              kind={kind}
              item={item}
              busy={busy}
              onMoveUp={index > 0 ? () => reorder.mutate(movedOrder(list, index, -1)) : null}
              onMoveDown={index < list.length - 1 ? () => reorder.mutate(movedOrder(list, index, 1)) : null}
              onEdit={() => setDialog({ item, key: Date.now() })}
              onToggle={() => toggle.mutate({ id: item.id, body: { active: !item.active } })}
            />
          ))}
        </ol>
      )}
      {dialog ? (
        <CatalogItemDialog
          key={dialog.key}
          kind={kind}
          item={dialog.item}
          open
          onOpenChange={(open) => {
            if (!open) setDialog(null);
          }}
        />
      ) : null}
    </div>
  );
}
