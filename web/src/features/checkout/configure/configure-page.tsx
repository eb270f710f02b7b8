import type { OrderType } from '@dtm/shared/constants';
import { PRICES_CENTS } from '@dtm/shared/constants';
import { formatPrice } from '@dtm/shared/money';
import { CreditCard, Sparkles, Truck, Upload } from 'lucide-react';
import { CheckoutLayout, Panel } from '../checkout-layout';
import { OfflineNotice } from '../offline-notice';
import { CharacterConfigureForm, FrameConfigureForm } from './configure-form';

const NEXT_STEPS = {
  frame: [
    { icon: CreditCard, text: 'Pay securely by card. No account needed yet.' },
    { icon: Upload, text: "Upload your child's drawing right after payment." },
    { icon: Truck, text: 'Free worldwide shipping. Your frame arrives in 2-3 weeks.' },
  ],
  character: [
    { icon: CreditCard, text: 'Pay securely by card. No account needed yet.' },
    { icon: Upload, text: "Upload your child's drawing right after payment." },
    { icon: Sparkles, text: 'A preview within 1-2 weeks, with up to 2 small changes.' },
  ],
} as const;

/** Step 1 of the checkout: the order's details (spec section 5, "Configure form"). */
export function ConfigurePage({ type }: { type: OrderType }) {
  return (
    <CheckoutLayout
      step="Configure"
      title={type === 'frame' ? 'Configure Your Frame' : 'Configure Your Character'}
      intro={
        type === 'frame'
          ? 'Pick a size and tell us where to send the receipt and the upload link.'
          : `Your child's drawing as an animated character, delivered digitally for ${formatPrice(PRICES_CENTS.character)}.`
      }
    >
      <div className="grid items-start gap-6 lg:grid-cols-[1fr_20rem]">
        <Panel>
          <div className="mb-6 empty:hidden">
            <OfflineNotice />
          </div>
          {type === 'frame' ? <FrameConfigureForm /> : <CharacterConfigureForm />}
        </Panel>
        <aside aria-labelledby="next-steps-title" className="rounded-[1.75rem] bg-paper-deep p-5 sm:p-7">
          <h2 id="next-steps-title" className="font-display text-lg font-extrabold">
            What happens next
          </h2>
          <ol className="mt-4 space-y-4">
            {NEXT_STEPS[type].map(({ icon: Icon, text }) => (
              <li key={text} className="flex gap-3">
                <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-crayon-dark" />
                <span>{text}</span>
              </li>
            ))}
          </ol>
        </aside>
      </div>
    </CheckoutLayout>
  );
}
