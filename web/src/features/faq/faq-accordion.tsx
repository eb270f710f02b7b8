import * as Accordion from '@radix-ui/react-accordion';
import { ChevronDown } from 'lucide-react';
import type { FaqEntry } from './faq-entries';

/** The questions as an accordion: one answer open at a time, and the open one can be closed again. */
export function FaqAccordion({ entries }: { entries: readonly FaqEntry[] }) {
  return (
    <Accordion.Root type="single" collapsible className="grid gap-3" data-testid="faq-accordion">
      {entries.map((entry) => (
        <Accordion.Item
          key={entry.id}
          value={entry.id}
          className="overflow-hidden rounded-3xl border-2 border-ink/10 bg-white shadow-[0_4px_0_0_rgba(42,31,61,0.06)] data-[state=open]:border-crayon/40"
        >
          <Accordion.Header asChild>
            <h2>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-display text-lg font-extrabold text-ink transition hover:text-crayon-dark focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-grape sm:px-6">
                {entry.question}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-crayon transition-transform group-data-[state=open]:rotate-180"
                />
              </Accordion.Trigger>
            </h2>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 text-ink-soft sm:px-6">
            <p className="leading-relaxed">{entry.answer}</p>
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
