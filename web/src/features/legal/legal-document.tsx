import type { ReactNode } from 'react';
import { PageHeader } from '../../components/page-header';

/** All four legal pages were last changed on the same day (spec section 2). */
export const LAST_UPDATED = 'August 14, 2025';

export type LegalSection = { id: string; title: string; content: ReactNode };

type LegalDocumentProps = {
  title: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
  /** Shown between the contents and the first section (the cookie settings). */
  children?: ReactNode;
};

// Prose styling for the sections' plain paragraphs, lists and links.
const PROSE =
  'text-ink-soft leading-relaxed [&_a]:font-bold [&_a]:text-crayon-dark [&_a]:underline [&_a]:underline-offset-2 [&_h3]:mt-5 [&_h3]:font-display [&_h3]:text-lg [&_h3]:font-extrabold [&_h3]:text-ink [&_li]:mt-1.5 [&_p]:mt-3 [&_strong]:text-ink [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:pl-6';

/** A legal page: title, last-updated date, contents, then numbered sections. */
export function LegalDocument({ title, intro, sections, children }: LegalDocumentProps) {
  return (
    <>
      <PageHeader eyebrow="Legal" title={title}>
        <p>
          Last updated <time dateTime="2025-08-14">{LAST_UPDATED}</time>
        </p>
      </PageHeader>
      <div className="mx-auto max-w-3xl px-4 pb-20">
        <div className={PROSE}>{intro}</div>
        <nav aria-label="On this page" className="mt-8 rounded-3xl bg-paper-deep p-5">
          <h2 className="font-display font-extrabold">On this page</h2>
          <ol className="mt-2 grid list-decimal gap-1 pl-6 sm:grid-cols-2">
            {sections.map((section) => (
              <li key={section.id}>
                <a
                  href={`#${section.id}`}
                  className="font-semibold text-crayon-dark underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-grape"
                >
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {children}
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className="mt-10">
            <h2 id={`${section.id}-title`} className="font-display text-2xl font-extrabold tracking-tight">
              {index + 1}. {section.title}
            </h2>
            <div className={PROSE}>{section.content}</div>
          </section>
        ))}
      </div>
    </>
  );
}
