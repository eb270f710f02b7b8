import { Link } from '@tanstack/react-router';
import { ImageIcon } from 'lucide-react';
import { OrderPreview } from '../../preview';

/**
 * What the customer sent for an order, where the back office works on it: a link to the uploaded
 * artwork, and the cut-out and joints the parent saved in the instant preview, playing (nothing
 * when none was saved). A list that knows no drawing was submitted yet says so (`withPreview`
 * false): no preview can exist then, and it is not asked for.
 */
export function OrderArtworkLinks({
  orderId,
  name,
  withPreview = true,
}: {
  orderId: string;
  name: string;
  withPreview?: boolean;
}) {
  return (
    <div className="grid gap-2">
      <Link
        to="/order/$orderId/artwork"
        params={{ orderId }}
        className="inline-flex items-center gap-1 justify-self-start text-sm font-semibold text-crayon-dark underline underline-offset-4"
      >
        <ImageIcon aria-hidden="true" className="size-4" />
        View uploaded artwork<span className="sr-only"> of {name}</span>
      </Link>
      {withPreview ? (
        <OrderPreview orderId={orderId} label={`The parent's saved cut-out and joints of ${name}, moving`} />
      ) : null}
    </div>
  );
}
