import { orderNumber, orderState } from '@dtm/shared/order-state';
import type { OrderArtworkDetails } from '@dtm/shared/uploads';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ArrowLeft, ImageOff, MessageSquareHeart, Upload } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { orderQueryOptions } from '../../checkout';
import { orderArtworkQueryOptions } from '../api/get-order-artwork';
import { ArtworkFileCard } from './artwork-file-card';

/** The order number as every screen and mail writes it ("#92eac4b4"). */
export const shortOrderId = (orderId: string) => orderNumber(orderId);

/** The frame of /order/:orderId/artwork: back link, heading, content. */
export function ArtworkPageFrame({ orderId, children }: { orderId: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:py-12">
      <Button asChild variant="ghost" size="sm" className="-ml-3">
        <Link to="/dashboard">
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to Dashboard
        </Link>
      </Button>
      <h1 className="mt-4 font-display text-3xl font-extrabold tracking-tight sm:text-4xl">Your Artwork</h1>
      <p className="mt-2 text-ink-soft">Order {shortOrderId(orderId)}</p>
      <div className="mt-8">{children}</div>
    </div>
  );
}

/** No files yet: say so, and offer the upload link if the order is paid and waiting for them. */
function NoArtwork({ orderId }: { orderId: string }) {
  const order = useQuery(orderQueryOptions(orderId));
  const token = order.data && orderState(order.data).goesAhead ? order.data.uploadToken : null;
  return (
    <div className="mx-auto max-w-xl rounded-[1.75rem] border-2 border-dashed border-ink/20 bg-paper-deep/60 p-8 text-center">
      <ImageOff aria-hidden="true" className="mx-auto size-12 text-ink-soft" />
      <h2 className="mt-4 font-display text-2xl font-extrabold">
        {token ? 'Your drawing is still missing' : 'No artwork found for this order'}
      </h2>
      <p className="mt-2 text-ink-soft">
        {token
          ? 'Upload your child’s drawing: our artists start as soon as it arrives.'
          : 'Once the artwork is uploaded and submitted, every file shows up here.'}
      </p>
      {token ? (
        <Button asChild className="mt-6">
          <Link to="/upload/$token" params={{ token }}>
            <Upload aria-hidden="true" className="size-5" />
            Upload your drawing
          </Link>
        </Button>
      ) : null}
    </div>
  );
}

function OrderFacts({ artwork }: { artwork: OrderArtworkDetails }) {
  return (
    <dl className="flex flex-wrap gap-x-8 gap-y-2 text-ink-soft">
      <div className="flex gap-2">
        <dt className="font-bold text-ink">For</dt>
        <dd>{artwork.customerName}</dd>
      </div>
      <div className="flex gap-2">
        <dt className="font-bold text-ink">Product</dt>
        <dd>{artwork.frameSize ? `${artwork.frameSize}" Digital Frame` : 'Animated Character'}</dd>
      </div>
      <div className="flex gap-2">
        <dt className="font-bold text-ink">Files</dt>
        <dd>{artwork.files.length}</dd>
      </div>
    </dl>
  );
}

/** /order/:orderId/artwork: every submitted file with a preview, View and Download, and the note. */
export function ArtworkPage({ orderId }: { orderId: string }) {
  const { data: artwork } = useSuspenseQuery(orderArtworkQueryOptions(orderId));
  return (
    <ArtworkPageFrame orderId={orderId}>
      {artwork.files.length === 0 ? (
        <NoArtwork orderId={orderId} />
      ) : (
        <div className="grid gap-6">
          <OrderFacts artwork={artwork} />
          {artwork.personalNote ? (
            <section
              aria-labelledby="personal-note-title"
              className="flex gap-3 rounded-2xl border-2 border-grape/20 bg-violet-50 p-4"
            >
              <MessageSquareHeart aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-grape" />
              <div>
                <h2 id="personal-note-title" className="font-bold">
                  Personal note
                </h2>
                <p className="mt-1 whitespace-pre-line">{artwork.personalNote}</p>
              </div>
            </section>
          ) : null}
          <section aria-labelledby="artwork-files-title">
            <h2 id="artwork-files-title" className="sr-only">
              Artwork files
            </h2>
            <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
              {artwork.files.map((file) => (
                <ArtworkFileCard key={file.id} file={file} />
              ))}
            </ul>
          </section>
        </div>
      )}
    </ArtworkPageFrame>
  );
}
