import { REDIRECT_DELAYS_MS } from '@dtm/shared/constants';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { CircleCheck, LayoutDashboard } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button';
import { SeeItMoveLink } from '../preview';
import { uploadLinkQueryOptions } from './api/get-upload-link';
import type { SubmittedArtwork } from './api/submit-artwork';
import { ArtworkUploader } from './artwork-uploader';
import { useShowFromTop } from './show-from-top';
import {
  AlreadySubmittedState,
  ExpiredLinkState,
  InvalidLinkState,
  LinkLoadFailedState,
  LinkLoadingState,
  RefundedOrderState,
  StateCard,
} from './upload-link-states';
import { UploaderCard, UploadPageFrame } from './upload-page-frame';

/** After a successful submit: say so, then go to the dashboard after 3 s (spec section 4). */
function SubmittedNow({ count }: { count: number }) {
  const navigate = useNavigate();
  useShowFromTop();
  useEffect(() => {
    const timer = window.setTimeout(() => void navigate({ to: '/dashboard' }), REDIRECT_DELAYS_MS.afterUpload);
    return () => window.clearTimeout(timer);
  }, [navigate]);
  return (
    <StateCard
      live="status"
      tone="done"
      icon={<CircleCheck className="size-8" />}
      title="Artwork Submitted!"
      actions={
        <Button asChild>
          <Link to="/dashboard">
            <LayoutDashboard aria-hidden="true" className="size-5" />
            Go to Dashboard now
          </Link>
        </Button>
      }
    >
      <p>
        Thank you! We received {count === 1 ? 'your file' : `your ${count} files`}. You will get a preview video within{' '}
        <span className="whitespace-nowrap">1-2 weeks</span>.
      </p>
      <p>Taking you to your dashboard in 3 seconds…</p>
    </StateCard>
  );
}

/** /upload/:token: the upload link in each of its states, and the uploader when it is ready. */
export function UploadLinkPage({ token }: { token: string }) {
  const { data: link } = useSuspenseQuery(uploadLinkQueryOptions(token));
  const [submitted, setSubmitted] = useState<SubmittedArtwork | null>(null);

  if (submitted) {
    return (
      <UploadPageFrame title="Upload Your Artwork">
        <SubmittedNow count={submitted.artworkUrls.length} />
        <SeeItMoveLink token={token} />
      </UploadPageFrame>
    );
  }
  switch (link.status) {
    case 'invalid':
      return (
        <UploadPageFrame title="Upload Your Artwork">
          <InvalidLinkState message={link.message} token={token} />
        </UploadPageFrame>
      );
    case 'refunded':
      return (
        <UploadPageFrame title="Upload Your Artwork">
          <RefundedOrderState message={link.message} />
        </UploadPageFrame>
      );
    case 'expired':
      return (
        <UploadPageFrame title="Upload Your Artwork">
          <ExpiredLinkState message={link.message} token={token} />
        </UploadPageFrame>
      );
    case 'submitted':
      return (
        <UploadPageFrame title="Upload Your Artwork">
          <AlreadySubmittedState />
        </UploadPageFrame>
      );
    case 'ready':
      return (
        <UploadPageFrame
          title="Upload Your Artwork"
          intro={`Add your child's ${link.state.type === 'frame' ? 'drawing for the frame' : 'drawing'}: we will bring it to life.`}
        >
          <UploaderCard>
            <ArtworkUploader token={token} received={link.state.files} onSubmitted={setSubmitted} />
          </UploaderCard>
        </UploadPageFrame>
      );
  }
}

/** While the link is checked ("loading"). */
export function UploadLinkPending() {
  return (
    <UploadPageFrame title="Upload Your Artwork">
      <LinkLoadingState />
    </UploadPageFrame>
  );
}

/** The link could not be checked at all. */
export function UploadLinkLoadError() {
  return (
    <UploadPageFrame title="Upload Your Artwork">
      <LinkLoadFailedState />
    </UploadPageFrame>
  );
}
