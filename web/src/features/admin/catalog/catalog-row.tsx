import type { CatalogKind } from '@dtm/shared/catalog';
import { formatPrice } from '@dtm/shared/money';
import { ArrowDown, ArrowUp, Eye, EyeOff, Pencil } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import type { CatalogItem } from '../api/catalog';
import { StatusBadge } from '../components/status-badge';

type Props = {
  kind: CatalogKind;
  item: CatalogItem;
  /** Null at the ends of the list. */
  onMoveUp: (() => void) | null;
  onMoveDown: (() => void) | null;
  onEdit: () => void;
  onToggle: () => void;
  busy: boolean;
};

function prices(item: CatalogItem): string {
  return 'basePriceCents' in item
    ? `${formatPrice(item.basePriceCents)} · variation ${formatPrice(item.variationPriceCents)}`
    : formatPrice(item.priceCents);
}

/** One item of the catalog: what it is, its price and state, and what the admin can do with it. */
export function CatalogRow({ kind, item, onMoveUp, onMoveDown, onEdit, onToggle, busy }: Props) {
  // An old animation of the "background" category: readable, never sold again (backgrounds have one place).
  const soldElsewhere = kind === 'animation' && item.category === 'background';
  const canSell = Boolean(item.soldFileUrl) && !soldElsewhere;
  return (
    <li
      data-testid="admin-catalog-item"
      aria-label={item.name}
      className="grid min-w-0 gap-3 rounded-3xl border-2 border-ink/5 bg-white p-4 shadow-[0_3px_0_0_rgba(42,31,61,0.05)] md:grid-cols-[auto_minmax(0,1fr)_auto] md:items-center"
    >
      <div className="flex items-center gap-3">
        <div className="flex flex-col gap-1">
          <Button
            variant="ghost"
            size="sm"
            className="size-9 px-0"
            aria-label={`Move ${item.name} up`}
            disabled={!onMoveUp || busy}
            onClick={onMoveUp ?? undefined}
          >
            <ArrowUp aria-hidden="true" className="size-4" />
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className="size-9 px-0"
            aria-label={`Move ${item.name} down`}
            disabled={!onMoveDown || busy}
            onClick={onMoveDown ?? undefined}
          >
            <ArrowDown aria-hidden="true" className="size-4" />
          </Button>
        </div>
        {item.thumbnailUrl ? (
          <img src={item.thumbnailUrl} alt="" className="aspect-video w-28 rounded-xl bg-paper-deep object-cover" />
        ) : (
          <div aria-hidden="true" className="aspect-video w-28 rounded-xl bg-paper-deep" />
        )}
      </div>
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-2">
          <p className="truncate font-bold">{item.name}</p>
          <StatusBadge
            status={item.active && !soldElsewhere ? 'active' : 'inactive'}
            label={item.active && !soldElsewhere ? 'On sale' : 'Hidden'}
          />
        </div>
        <p className="text-sm text-ink-soft">
          <span className="capitalize">{item.category}</span> · {prices(item)}
          {item.tags.length > 0 ? ` · ${item.tags.join(', ')}` : ''}
        </p>
        <p className="text-sm text-ink-soft">
          {item.owners === 0 ? 'Not bought yet' : item.owners === 1 ? 'Bought once' : `Bought ${item.owners} times`}
          {item.soldFileUrl ? '' : ' · no file to sell yet'}
          {soldElsewhere ? ' · backgrounds are sold under Backgrounds now' : ''}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" size="sm" onClick={onEdit} disabled={busy}>
          <Pencil aria-hidden="true" className="size-4" />
          Edit<span className="sr-only"> {item.name}</span>
        </Button>
        {item.active ? (
          <Button variant="secondary" size="sm" onClick={onToggle} disabled={busy}>
            <EyeOff aria-hidden="true" className="size-4" />
            Take off sale<span className="sr-only"> ({item.name})</span>
          </Button>
        ) : (
          <Button
            variant="secondary"
            size="sm"
            onClick={onToggle}
            disabled={busy || !canSell}
            title={canSell ? undefined : 'Upload the file that is sold first'}
          >
            <Eye aria-hidden="true" className="size-4" />
            Put on sale<span className="sr-only"> ({item.name})</span>
          </Button>
        )}
      </div>
    </li>
  );
}
