import type { OrderType } from '@dtm/shared/constants';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CheckoutLayout, Panel } from '../checkout';
import { SeeItMoveLink } from '../preview';
import { uploadLinkQueryOptions } from './api/get-upload-link';
import type { SubmittedArtwork } from './api/submit-artwork';
import { ArtworkUploader } from './artwork-uploader';
import { OrderComplete } from './order-complete';
import { useShowFromTop } from './show-from-top';
import {
  AlreadySubmittedState,
  ExpiredLinkState,
  InvalidLinkState,
  LinkLoadFailedState,
  LinkLoadingState,
  NoLinkState,
  RefundedOrderState,
} from './upload-link-states';

const TITLE = 'Upload Your Artwork';

/** The order-complete page, shown from its headline (the uploader above it was long). */
function CheckoutComplete({
  token,
  result,
  orderType,
}: {
  token: string;
  result: SubmittedArtwork;
  orderType: OrderType;
}) {
  useShowFromTop();
  return (
    <CheckoutLayout step="Upload" title="Thank you! Your order is complete.">
      <OrderComplete result={result} orderType={orderType} />
      <SeeItMoveLink token={token} />
    </CheckoutLayout>
  );
}

/** Step 3 of the checkout with a token: the shared uploader, then the order-complete page. */
function CheckoutUploadStep({ token }: { token: string }) {
  const { data: link } = useSuspenseQuery(uploadLinkQueryOptions(token));
  const [completed, setCompleted] = useState<{ result: SubmittedArtwork; orderType: OrderType } | null>(null);

  if (completed) return <CheckoutComplete token={token} {...completed} />;
  switch (link.status) {
    case 'invalid':
      return (
        <CheckoutLayout step="Upload" title={TITLE}>
          <InvalidLinkState message={link.message} token={token} />
        </CheckoutLayout>
      );
    case 'refunded':
      return (
        <CheckoutLayout step="Upload" title={TITLE}>
          <RefundedOrderState message={link.message} />
        </CheckoutLayout>
      );
    case 'expired':
      return (
        <CheckoutLayout step="Upload" title={TITLE}>
          <ExpiredLinkState message={link.message} token={token} />
        </CheckoutLayout>
      );
    case 'submitted':
      return (
        <CheckoutLayout step="Upload" title={TITLE}>
          <AlreadySubmittedState />
        </CheckoutLayout>
      );
    case 'ready':
      return (
        <CheckoutLayout
          step="Upload"
          title={TITLE}
          intro="Your order is paid. Add your child's drawing and we will bring it to life."
        >
          <Panel className="mx-auto max-w-3xl">
            <ArtworkUploader
              token={token}
              received={link.state.files}
              onSubmitted={(result) => setCompleted({ result, orderType: link.state.type })}
            />
          </Panel>
        </CheckoutLayout>
      );
  }
}

/** /checkout/upload?token=: the upload step, or why it cannot be shown. */
export function CheckoutUploadPage({ token }: { token: string | null }) {
  if (!token) {
    return (
      <CheckoutLayout step="Upload" title={TITLE}>
        <NoLinkState />
      </CheckoutLayout>
    );
  }
  return <CheckoutUploadStep token={token} />;
}

export function CheckoutUploadPending() {
  return (
    <CheckoutLayout step="Upload" title={TITLE}>
      <LinkLoadingState />
    </CheckoutLayout>
  );
}

export function CheckoutUploadLoadError() {
  return (
    <CheckoutLayout step="Upload" title={TITLE}>
      <LinkLoadFailedState />
    </CheckoutLayout>
  );
}
