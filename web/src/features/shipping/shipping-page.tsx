import { Link } from '@tanstack/react-router';
import { Clock, Download, Globe, Palette, Truck } from 'lucide-react';
import { PageHeader } from '../../components/page-header';
import { usePageMeta } from '../../lib/use-page-meta';

const META = {
  title: 'Shipping',
  description:
    'Free worldwide shipping on every frame (import taxes may apply). Your custom animation takes up to 2 weeks, frames ship within 5-7 business days, and characters are delivered digitally.',
};

const TIMELINE = [
  {
    icon: Palette,
    title: 'Your animation is made',
    text: 'Up to 2 weeks after you upload the drawing. You see a preview within 1-2 weeks and can ask for up to 2 minor adjustments.',
  },
  {
    icon: Truck,
    title: 'Your frame ships',
    text: 'Within 5-7 business days once the animation is ready, with your animation already loaded.',
  },
  {
    icon: Clock,
    title: 'It arrives',
    text: 'Usually 2-3 weeks after you upload the drawing, depending on where you live.',
  },
] as const;

/** /shipping: free worldwide, the timeline, import taxes, digital characters. */
export function ShippingPage() {
  usePageMeta(META);
  return (
    <>
      <PageHeader eyebrow="Shipping" title="Shipping & Delivery">
        Every frame is made for one family. Here is how it gets to you.
      </PageHeader>
      <div className="mx-auto grid max-w-4xl gap-10 px-4 pb-20">
        <section
          aria-labelledby="free-shipping"
          className="flex flex-col items-center gap-4 rounded-[2rem] bg-ink px-6 py-8 text-center text-white sm:flex-row sm:text-left"
        >
          <Globe aria-hidden="true" className="size-14 shrink-0 text-sunny" />
          <div>
            <h2 id="free-shipping" className="font-display text-3xl font-black tracking-tight">
              Free shipping worldwide
            </h2>
            <p className="mt-2 text-lg text-white/90">
              We ship every frame free of charge, wherever you are. Import taxes or customs fees might apply in your
              country; they are set by your country's authorities and are not included in our price.
            </p>
          </div>
        </section>

        <section aria-labelledby="timeline-title">
          <h2 id="timeline-title" className="font-display text-2xl font-extrabold">
            From drawing to doorstep
          </h2>
          <ol className="mt-5 grid gap-4 sm:grid-cols-3">
            {TIMELINE.map(({ icon: Icon, title, text }, index) => (
              <li key={title} className="rounded-3xl border-2 border-ink/10 bg-white p-5">
                <span className="flex size-11 items-center justify-center rounded-2xl bg-sunny">
                  <Icon aria-hidden="true" className="size-6 text-ink" />
                </span>
                <h3 className="mt-4 font-display text-lg font-extrabold">
                  <span className="sr-only">Step {index + 1}: </span>
                  {title}
                </h3>
                <p className="mt-1 text-ink-soft">{text}</p>
              </li>
            ))}
          </ol>
        </section>

        <section aria-labelledby="digital-title" className="flex gap-4 rounded-3xl bg-paper-deep p-6">
          <Download aria-hidden="true" className="mt-1 size-7 shrink-0 text-crayon" />
          <div>
            <h2 id="digital-title" className="font-display text-xl font-extrabold">
              Characters are delivered digitally
            </h2>
            <p className="mt-1 text-ink-soft">
              An animated character on its own has nothing to ship: once it is ready, you download it from your
              dashboard and keep it forever.
            </p>
          </div>
        </section>

        <p className="text-ink-soft">
          A question about a delivery?{' '}
          <Link to="/contact" className="font-bold text-crayon-dark underline underline-offset-4">
            Contact us
          </Link>
          . Want to send a frame back? See{' '}
          <Link to="/returns" className="font-bold text-crayon-dark underline underline-offset-4">
            Returns
          </Link>
          .
        </p>
      </div>
    </>
  );
}
