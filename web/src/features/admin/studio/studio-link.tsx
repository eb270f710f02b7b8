import type { Order } from '@dtm/shared/orders';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Wand2 } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { adminCharactersQueryOptions, adminFramesQueryOptions } from '../api/creations';
import type { StudioKind } from './api/recipes';

/** "Open studio" for one frame or character: the animation studio on its drawing. */
export function StudioLink({
  kind,
  id,
  orderId,
  name,
}: {
  kind: StudioKind;
  id: string;
  orderId: string;
  name: string;
}) {
  return (
    <Button asChild size="sm">
      <Link to="/admin/studio/$kind/$id" params={{ kind, id }} search={{ order: orderId }}>
        <Wand2 aria-hidden="true" className="size-4" />
        Open studio<span className="sr-only"> for {name}</span>
      </Link>
    </Button>
  );
}

/** The order dialog's "Open studio": the order's frame or character, found by the order's id. */
export function OrderStudioLinks({ order }: { order: Order }) {
  const kind: StudioKind = order.type === 'frame' ? 'frames' : 'characters';
  const frames = useQuery({ ...adminFramesQueryOptions(order.id), enabled: kind === 'frames' });
  const characters = useQuery({ ...adminCharactersQueryOptions(order.id), enabled: kind === 'characters' });
  const rows =
    kind === 'frames'
      ? (frames.data ?? [])
          .filter((row) => row.orderId === order.id)
          .map((row) => ({ id: row.id, name: row.frameName ?? 'the frame' }))
      : (characters.data ?? [])
          .filter((row) => row.orderId === order.id)
          .map((row) => ({ id: row.id, name: row.characterName }));
  if (rows.length === 0) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {rows.map((row) => (
        <StudioLink key={row.id} kind={kind} id={row.id} orderId={order.id} name={row.name} />
      ))}
    </div>
  );
}
