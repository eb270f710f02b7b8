import { SHOP } from '@dtm/shared/constants';
import { Link } from '@tanstack/react-router';
import { HelpCircle, LifeBuoy, MapPin, Users } from 'lucide-react';
import { PageHeader } from '../../components/page-header';
import { usePageMeta } from '../../lib/use-page-meta';
import { ContactForm } from './contact-form';

const META = {
  title: 'Contact Us',
  description:
    'Questions about an order, the animation, shipping or returns? Write to the Drawings-to-Magic team in Hamburg: we typically respond within 24 hours on business days.',
};

const FACTS = [
  { icon: Users, title: 'Real people', text: 'Our developers and artists read and answer every message themselves.' },
  { icon: LifeBuoy, title: 'Lifetime support', text: 'Technical support for as long as you have your frame.' },
  { icon: MapPin, title: 'Based in Hamburg', text: `A small team of developers and artists in ${SHOP.location}.` },
] as const;

/** /contact: "Get in Touch" with the contact form. */
export function ContactPage() {
  usePageMeta(META);
  return (
    <>
      <PageHeader eyebrow="Contact" title="Get in Touch">
        Questions about your order, the animation or your frame? We are here to help.
      </PageHeader>
      <div className="mx-auto grid max-w-5xl gap-8 px-4 pb-20 lg:grid-cols-[1fr_20rem]">
        <section
          aria-labelledby="contact-form-title"
          className="rounded-[2rem] border-2 border-ink/10 bg-white p-6 shadow-[0_6px_0_0_rgba(42,31,61,0.08)] sm:p-8"
        >
          <h2 id="contact-form-title" className="font-display text-2xl font-extrabold">
            Send us a message
          </h2>
          <p className="mt-1 mb-6 text-ink-soft" data-testid="contact-response-note">
            We typically respond within 24 hours on business days.
          </p>
          <ContactForm />
        </section>
        <aside aria-label="About our support" className="grid content-start gap-4">
          {FACTS.map(({ icon: Icon, title, text }) => (
            <div key={title} className="flex gap-4 rounded-3xl bg-paper-deep p-5">
              <Icon aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-crayon" />
              <div>
                <h2 className="font-display text-lg font-extrabold">{title}</h2>
                <p className="text-ink-soft">{text}</p>
              </div>
            </div>
          ))}
          <div className="flex gap-4 rounded-3xl bg-paper-deep p-5">
            <HelpCircle aria-hidden="true" className="mt-0.5 size-6 shrink-0 text-crayon" />
            <p className="text-ink-soft">
              Many answers are already in our{' '}
              <Link to="/faq" className="font-bold text-crayon-dark underline underline-offset-4">
                FAQ
              </Link>
              . Want to send a frame back?{' '}
              <Link to="/returns" className="font-bold text-crayon-dark underline underline-offset-4">
                Start a return
              </Link>
              .
            </p>
          </div>
        </aside>
      </div>
    </>
  );
}
