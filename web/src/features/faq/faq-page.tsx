import { Link } from '@tanstack/react-router';
import { MessageCircleQuestion } from 'lucide-react';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { usePageMeta } from '../../lib/use-page-meta';
import { FaqAccordion } from './faq-accordion';
import { FAQ_ENTRIES } from './faq-entries';

const META = {
  title: 'Frequently Asked Questions',
  description:
    'Answers about turning a drawing into an animated frame: which files to upload, frame sizes and prices, delivery times, free worldwide shipping, 60-day returns and privacy.',
};

/** /faq: the questions parents ask most, and a way to ask another. */
export function FaqPage() {
  usePageMeta(META);
  return (
    <>
      <PageHeader eyebrow="Help" title="Frequently Asked Questions">
        Everything about turning a drawing into a little bit of magic.
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 pb-20">
        <FaqAccordion entries={FAQ_ENTRIES} />
        <aside
          aria-labelledby="still-have-questions"
          className="mt-12 flex flex-col items-center gap-4 rounded-[2rem] bg-ink px-6 py-10 text-center text-white"
        >
          <MessageCircleQuestion aria-hidden="true" className="size-10 text-sunny" />
          <h2 id="still-have-questions" className="font-display text-2xl font-extrabold">
            Still have questions?
          </h2>
          <p className="max-w-md text-white/85">
            Our team is happy to help. We typically respond within 24 hours on business days.
          </p>
          <Button asChild size="lg" variant="sunny">
            <Link to="/contact">Contact Support</Link>
          </Button>
        </aside>
      </div>
    </>
  );
}
