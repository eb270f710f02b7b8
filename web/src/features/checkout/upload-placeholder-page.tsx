import { CircleCheck } from 'lucide-react';
import { CheckoutLayout, Panel } from './checkout-layout';

/**
 * Placeholder for step 3 so the checkout has somewhere to land. Issue 6 replaces this page
 * (and its route file) with the artwork upload.
 */
export function UploadPlaceholderPage({ token }: { token: string | null }) {
  return (
    <CheckoutLayout step="Upload" title="Upload Your Artwork">
      <Panel className="mx-auto max-w-xl text-center">
        <CircleCheck aria-hidden="true" className="mx-auto size-12 text-[#15803d]" />
        {token ? (
          <p className="mt-4 text-lg font-semibold">Your order is paid. Artwork upload opens here.</p>
        ) : (
          <p className="mt-4 text-lg font-semibold">
            This upload link is incomplete. Please use the link from your confirmation e-mail.
          </p>
        )}
        <p className="mt-2 text-ink-soft">We have also e-mailed you the upload link, so you can come back any time.</p>
      </Panel>
    </CheckoutLayout>
  );
}
