import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';

type SectionHeadingProps = {
  /** The h2's id, for the section's aria-labelledby. */
  id: string;
  eyebrow: string;
  title: string;
  children?: ReactNode;
  tone?: 'light' | 'dark';
};

/** A section's small label, title and intro, centred. */
export function SectionHeading({ id, eyebrow, title, children, tone = 'light' }: SectionHeadingProps) {
  return (
    <div className="mx-auto max-w-2xl text-center">
      <p
        className={cn(
          'font-display text-sm font-bold tracking-widest uppercase',
          tone === 'light' ? 'text-crayon' : 'text-sunny',
        )}
      >
        {eyebrow}
      </p>
      <h2 id={id} className="mt-2 font-display text-3xl font-extrabold tracking-tight text-balance sm:text-4xl">
        {title}
      </h2>
      {children ? (
        <p className={cn('mt-4 text-lg text-pretty', tone === 'light' ? 'text-ink-soft' : 'text-white/85')}>
          {children}
        </p>
      ) : null}
    </div>
  );
}
