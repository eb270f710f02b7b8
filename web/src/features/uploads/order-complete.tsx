import type { OrderType } from '@dtm/shared/constants';
import { Link } from '@tanstack/react-router';
import { CircleCheck, Images, LayoutDashboard } from 'lucide-react';
import { Button } from '../../components/ui/button';
import type { SubmittedArtwork } from './api/submit-artwork';

function nextSteps(type: OrderType): string[] {
  const first = [
    'Our artists bring the drawing to life as an animated character.',
    'You get a preview video within 1-2 weeks, and can ask for up to 2 small changes.',
  ];
  return type === 'frame'
    ? [...first, 'Your frame ships with the animation pre-loaded and arrives within 2-3 weeks.']
    : [...first, 'Your finished character is delivered digitally, ready to download from your dashboard.'];
}

/** The checkout's last page: thanks, what happens next, and where to follow it. */
export function OrderComplete({ result, orderType }: { result: SubmittedArtwork; orderType: OrderType }) {
  const count = result.artworkUrls.length;
  return (
    <div className="mx-auto max-w-2xl rounded-[1.75rem] border-2 border-ink/10 bg-white p-6 shadow-[0_6px_0_0_rgba(42,31,61,0.06)] sm:p-8">
      <div className="flex flex-col items-center text-center">
        <span
          aria-hidden="true"
          className="flex size-16 items-center justify-center rounded-full bg-green-50 text-[#15803d]"
        >
          <CircleCheck className="size-9" />
        </span>
        <p role="status" className="mt-4 text-lg">
          We received {count === 1 ? 'your artwork file' : `your ${count} artwork files`} and our artists are on it.
        </p>
      </div>
      <h2 className="mt-8 font-display text-xl font-extrabold">What happens next</h2>
      <ol className="mt-3 grid gap-3">
        {nextSteps(orderType).map((step, index) => (
          <li key={step} className="flex items-start gap-3">
            <span
              aria-hidden="true"
              className="flex size-7 shrink-0 items-center justify-center rounded-full bg-crayon-light/60 font-display font-extrabold text-crayon-dark"
            >
              {index + 1}
            </span>
            <span className="pt-0.5">{step}</span>
          </li>
        ))}
      </ol>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Button asChild>
          <Link to="/dashboard">
            <LayoutDashboard aria-hidden="true" className="size-5" />
            Go to Dashboard
          </Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/order/$orderId/artwork" params={{ orderId: result.orderId }}>
            <Images aria-hidden="true" className="size-5" />
            View your artwork
          </Link>
        </Button>
      </div>
    </div>
  );
}
