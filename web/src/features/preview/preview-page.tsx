import { usePageMeta } from '../../lib/use-page-meta';
import PreviewStudio from './preview-studio';

const META = {
  title: 'See your drawing move',
  description: "Take a photo of your child's drawing and watch it wave, jump, dance and walk, right in your browser.",
} as const;

/** /preview: the instant preview on a page of its own (with `?token=` after payment, it can save with the order). */
export function PreviewPage({ token }: { token?: string }) {
  usePageMeta(META);
  return (
    <div className="bg-paper px-4 py-10 sm:py-14">
      <div className="mx-auto max-w-3xl">
        <h1 className="font-display text-3xl font-extrabold tracking-tight sm:text-4xl">See your drawing move</h1>
        <p className="mt-3 text-lg text-ink-soft">
          {token
            ? 'Fix the cut-out and the joints, pick a motion, and save it with your order for our artists.'
            : 'Everything happens on this device: nothing is sent before you order.'}
        </p>
        <div className="mt-8">
          <PreviewStudio {...(token ? { token } : {})} />
        </div>
      </div>
    </div>
  );
}
