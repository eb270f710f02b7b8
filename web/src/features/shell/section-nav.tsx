import { cn } from '../../lib/cn';
import { SECTION_LINKS, type SectionId } from './sections';
import { useScrollToSection } from './use-scroll-to-section';

type SectionNavProps = {
  label: string;
  /** `row` for the desktop bar, `column` for the phone menu. */
  layout: 'row' | 'column';
  className?: string;
  id?: string;
  /** Called after a section was chosen (the phone menu closes itself). */
  onChoose?: (id: SectionId) => void;
};

/** The Gallery / How It Works / Configure buttons. */
export function SectionNav({ label, layout, className, id, onChoose }: SectionNavProps) {
  const scrollTo = useScrollToSection();
  return (
    <nav aria-label={label} id={id} className={className}>
      <ul className={cn('flex', layout === 'row' ? 'items-center gap-1' : 'flex-col gap-1')}>
        {SECTION_LINKS.map((section) => (
          <li key={section.id}>
            <button
              type="button"
              onClick={() => {
                scrollTo(section.id);
                onChoose?.(section.id);
              }}
              className={cn(
                'rounded-full font-semibold text-ink transition hover:bg-paper-deep hover:text-crayon-dark focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-grape',
                layout === 'row' ? 'px-4 py-2' : 'w-full px-4 py-3 text-left text-lg',
              )}
            >
              {section.label}
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
