import { TOASTS, type Toast } from '@dtm/shared/messages';
import { Link, useRouter } from '@tanstack/react-router';
import { CircleCheck, Clock, Home, LayoutDashboard, LifeBuoy, LinkIcon, LoaderCircle, RotateCw } from 'lucide-react';
import { type ReactNode, useEffect, useRef } from 'react';
import { InternalLink } from '../../components/internal-link';
import { showToast } from '../../components/toast';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { OFFLINE_TEXTS } from '../offline/texts';
import { useOnlineStatus } from '../offline/use-online-status';
import { NewLinkRequest } from './new-link-request';

/** Shows one of the spec's toasts once when a state appears (not again on every render). */
function useToastOnce(message: Toast, detail?: string) {
  const shown = useRef(false);
  useEffect(() => {
    if (shown.current) return;
    shown.current = true;
    showToast(message, detail);
  }, [message, detail]);
}

const tones = {
  problem: 'bg-red-50 text-red-800',
  waiting: 'bg-amber-50 text-amber-800',
  done: 'bg-green-50 text-[#15803d]',
  neutral: 'bg-violet-50 text-grape',
} as const;

/** A state of the upload link as a card: an icon, a heading, what it means, and where to go. */
export function StateCard({
  icon,
  tone,
  title,
  children,
  actions,
  live,
}: {
  icon: ReactNode;
  tone: keyof typeof tones;
  title: string;
  children: ReactNode;
  actions?: ReactNode;
  /** Announce the card when it appears (a result, or a refusal). */
  live?: 'status' | 'alert';
}) {
  return (
    <div
      role={live}
      className="mx-auto max-w-xl rounded-[1.75rem] border-2 border-ink/10 bg-white p-6 text-center shadow-[0_6px_0_0_rgba(42,31,61,0.06)] sm:p-8"
    >
      <span
        aria-hidden="true"
        className={cn('mx-auto flex size-16 items-center justify-center rounded-full', tones[tone])}
      >
        {icon}
      </span>
      <h2 className="mt-4 font-display text-2xl font-extrabold tracking-tight">{title}</h2>
      <div className="mt-3 grid gap-2 text-ink-soft">{children}</div>
      {actions ? <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">{actions}</div> : null}
    </div>
  );
}

function SupportButton() {
  return (
    <Button asChild>
      <InternalLink href="/contact">
        <LifeBuoy aria-hidden="true" className="size-5" />
        Contact support
      </InternalLink>
    </Button>
  );
}

function DashboardButton({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  return (
    <Button asChild variant={variant}>
      <Link to="/dashboard">
        <LayoutDashboard aria-hidden="true" className="size-5" />
        Go to Dashboard
      </Link>
    </Button>
  );
}

/** "loading": the link is being checked. */
export function LinkLoadingState() {
  return (
    <div role="status" className="mx-auto flex max-w-xl flex-col items-center gap-3 py-16 text-center text-ink-soft">
      <LoaderCircle aria-hidden="true" className="size-10 animate-spin text-crayon" />
      <p className="text-lg font-semibold">Checking your upload link…</p>
    </div>
  );
}

/** "invalid": unknown, malformed or unpaid link. */
export function InvalidLinkState({ message, token }: { message: string; token?: string | undefined }) {
  useToastOnce(TOASTS.invalidUploadLink, message);
  return (
    <StateCard
      live="alert"
      tone="problem"
      icon={<LinkIcon className="size-8" />}
      title="Invalid Upload Link"
      actions={
        <>
          <SupportButton />
          <Button asChild variant="secondary">
            <Link to="/">
              <Home aria-hidden="true" className="size-5" />
              Back to home
            </Link>
          </Button>
        </>
      }
    >
      <p>{message}</p>
      <p>Please open the upload link from your order confirmation e-mail. If it still does not work, contact us.</p>
      {token ? <NewLinkRequest token={token} /> : null}
    </StateCard>
  );
}

/** "expired": the link's 30 days are over. */
export function ExpiredLinkState({ message, token }: { message: string; token?: string | undefined }) {
  useToastOnce(TOASTS.uploadLinkExpired, message);
  return (
    <StateCard
      live="alert"
      tone="waiting"
      icon={<Clock className="size-8" />}
      title="Upload Link Expired"
      actions={
        <>
          <SupportButton />
          <DashboardButton variant="secondary" />
        </>
      }
    >
      <p>{message}</p>
      <p>Upload links stay open for 30 days after payment. We will gladly send you a new one.</p>
      {token ? <NewLinkRequest token={token} /> : null}
    </StateCard>
  );
}

/** "already uploaded": the artwork of this order was submitted (it is submitted once). */
export function AlreadySubmittedState() {
  return (
    <StateCard
      tone="done"
      icon={<CircleCheck className="size-8" />}
      title="Artwork Already Received"
      actions={<DashboardButton />}
    >
      <p>We have the artwork for this order, and our artists are bringing it to life.</p>
      <p>
        You will get a preview video within <span className="whitespace-nowrap">1-2 weeks</span>. Your dashboard shows
        how it is going.
      </p>
    </StateCard>
  );
}

/** The checkout's upload step opened without a token. */
export function NoLinkState() {
  useToastOnce(TOASTS.uploadLinkNotAvailable);
  return (
    <StateCard
      live="alert"
      tone="problem"
      icon={<LinkIcon className="size-8" />}
      title="Upload Link Not Available"
      actions={
        <>
          <SupportButton />
          <DashboardButton variant="secondary" />
        </>
      }
    >
      <p>{TOASTS.uploadLinkNotAvailable.text}</p>
      <p>Your upload link is also in your order confirmation e-mail.</p>
    </StateCard>
  );
}

/** The link could not be checked (offline, server error): say so and offer a retry. */
export function LinkLoadFailedState() {
  useToastOnce(TOASTS.uploadDetailsFailed);
  const router = useRouter();
  const online = useOnlineStatus();
  return (
    <StateCard
      live="alert"
      tone="problem"
      icon={<RotateCw className="size-8" />}
      title="We could not check your link"
      actions={
        <Button onClick={() => void router.invalidate()}>
          <RotateCw aria-hidden="true" className="size-5" />
          Try again
        </Button>
      }
    >
      <p>{online ? TOASTS.uploadDetailsFailed.text : OFFLINE_TEXTS.uploadsNeedConnection}</p>
    </StateCard>
  );
}

/** The order was refunded: its link stopped working on purpose, and nothing is needed any more. */
export function RefundedOrderState({ message }: { message: string }) {
  return (
    <StateCard
      live="status"
      tone="neutral"
      icon={<LinkIcon className="size-8" />}
      title="This order was refunded"
      actions={
        <Button asChild variant="secondary">
          <Link to="/dashboard">
            <LayoutDashboard aria-hidden="true" className="size-5" />
            Go to your dashboard
          </Link>
        </Button>
      }
    >
      <p>{message}</p>
    </StateCard>
  );
}
