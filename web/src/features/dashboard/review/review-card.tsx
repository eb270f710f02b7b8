import type { MagicStatus } from '@dtm/shared/constants';
import { REVIEW_TOASTS, type ReviewKind } from '@dtm/shared/review';
import { OFFLINE_REVIEW_TEXTS, previewFollowsChange } from '@dtm/shared/review-words';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { CheckCircle2, MessageSquarePlus } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { showToast } from '../../../components/toast';
import { Button } from '../../../components/ui/button';
import { Notice } from '../../../components/ui/notice';
import { apiErrorText } from '../../../lib/api-client';
import { useOnlineStatus } from '../../offline/use-online-status';
import { VideoNeedsConnection } from '../video-needs-connection';
import { reviewQueryOptions, useApprovePreview, useRequestChange } from './api/review';
import { ChangeRequestDialog } from './change-request-dialog';

type PreviewReviewProps = {
  kind: ReviewKind;
  id: string;
  status: MagicStatus;
  /** The frame's or character's name, for the video's accessible name. */
  name: string;
  /** Shown instead when there is nothing to review (the finished animation, or nothing yet). */
  fallback?: ReactNode;
};

/**
 * The preview sent for review (status awakening), playing on the card with "Approve" and "Ask for
 * a change". Read only while the status is awakening, so other cards cost no request.
 */
export function PreviewReview({ kind, id, status, name, fallback = null }: PreviewReviewProps) {
  const review = useQuery({ ...reviewQueryOptions(kind, id), enabled: status === 'awakening' });
  const approve = useApprovePreview(kind, id);
  const change = useRequestChange(kind, id);
  const [asking, setAsking] = useState(false);
  const offlineReasonId = useId();
  const online = useOnlineStatus();
  const preview = review.data?.preview;
  if (status !== 'awakening' || !review.data || !preview || preview.approved) return <>{fallback}</>;

  const left = review.data.changeRequestsLeft;
  const followsChange = previewFollowsChange(review.data);
  const busy = approve.isPending || change.isPending;
  // Offline the buttons say why they wait rather than fail (the answer cannot be sent).
  const blocked = busy || !online;
  const onApprove = async () => {
    try {
      await approve.mutateAsync(preview.version);
      showToast(REVIEW_TOASTS.approved);
    } catch (error) {
      showToast(REVIEW_TOASTS.approveFailed, apiErrorText(error));
    }
  };
  const onSend = async (note: string) => {
    try {
      await change.mutateAsync({ version: preview.version, note });
      showToast(REVIEW_TOASTS.changeSent);
      return true;
    } catch (error) {
      showToast(REVIEW_TOASTS.changeFailed, apiErrorText(error));
      return false;
    }
  };

  return (
    <section aria-label="Your preview" className="grid gap-3 rounded-2xl bg-amber-50 p-3 ring-2 ring-amber-200">
      <div className="flex items-baseline justify-between gap-2">
        <h4 className="font-display text-base font-extrabold">
          {followsChange ? `Version ${preview.version}, made with your change` : 'Your preview'}
        </h4>
        {followsChange ? null : <span className="text-sm text-ink-soft">Version {preview.version}</span>}
      </div>
      <VideoNeedsConnection>
        <video
          key={preview.videoUrl}
          src={preview.videoUrl}
          aria-label={`Preview of ${name}`}
          autoPlay
          muted
          loop
          playsInline
          preload="auto"
          className="aspect-video w-full rounded-xl bg-ink/5 object-contain"
        />
      </VideoNeedsConnection>
      {preview.changeRequest ? (
        <Notice title="You asked for a change">
          <p className="break-words whitespace-pre-line">{preview.changeRequest.note}</p>
          <p className="mt-1">Our artists are on it: the new preview will appear here.</p>
        </Notice>
      ) : (
        <p className="text-sm text-ink-soft">
          Happy with it? Approve it and it becomes your animation. Or tell us what to change.
        </p>
      )}
      <div className="grid gap-2 sm:flex sm:flex-wrap">
        <Button
          onClick={() => void onApprove()}
          disabled={blocked}
          aria-describedby={online ? undefined : offlineReasonId}
          className="w-full sm:w-auto"
        >
          <CheckCircle2 aria-hidden="true" className="size-5" />
          {approve.isPending ? 'Approving…' : 'Approve'}
        </Button>
        {!preview.changeRequest && left > 0 ? (
          <Button
            variant="secondary"
            onClick={() => setAsking(true)}
            disabled={blocked}
            aria-describedby={online ? undefined : offlineReasonId}
            className="w-full sm:w-auto"
          >
            <MessageSquarePlus aria-hidden="true" className="size-5" />
            Ask for a change
          </Button>
        ) : null}
      </div>
      {online ? null : (
        <p id={offlineReasonId} className="text-sm font-semibold text-[#92400e]">
          {OFFLINE_REVIEW_TEXTS.reviewNeedsConnection}
        </p>
      )}
      <p className="text-sm text-ink-soft" data-testid="change-requests-left">
        {left === 0 ? (
          <>
            You have used both change requests. For anything else,{' '}
            <Link to="/contact" className="font-bold text-grape underline">
              write to us
            </Link>
            .
          </>
        ) : (
          `${left} change ${left === 1 ? 'request' : 'requests'} left`
        )}
      </p>
      <ChangeRequestDialog
        open={asking}
        onOpenChange={setAsking}
        version={preview.version}
        left={left}
        sending={change.isPending}
        onSend={onSend}
      />
    </section>
  );
}
