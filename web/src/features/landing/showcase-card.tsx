import type { ReactNode } from 'react';

type ShowcaseCardProps = {
  label: string;
  title: string;
  text: string;
  /** The card's picture area (a looping video); decorative, the caption describes it. */
  media: ReactNode;
};

/** One before/after card of the gallery. */
export function ShowcaseCard({ label, title, text, media }: ShowcaseCardProps) {
  return (
    <figure className="flex flex-col overflow-hidden rounded-[2rem] border-2 border-ink/10 bg-white shadow-[0_6px_0_0_rgba(42,31,61,0.08)]">
      <div className="relative aspect-[4/3] overflow-hidden bg-paper-deep">{media}</div>
      <figcaption className="p-6">
        <p className="text-sm font-bold tracking-widest text-crayon uppercase">{label}</p>
        <h3 className="mt-1 font-display text-2xl font-extrabold">{title}</h3>
        <p className="mt-2 text-ink-soft">{text}</p>
      </figcaption>
    </figure>
  );
}
