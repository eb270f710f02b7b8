import type { ReactNode } from 'react';

type PageHeaderProps = {
  /** A small label above the title. */
  eyebrow?: string;
  title: string;
  children?: ReactNode;
};

/** The top of a content page (FAQ, contact, legal...): label, the page's h1 and an intro. */
export function PageHeader({ eyebrow, title, children }: PageHeaderProps) {
  return (
    <header className="bg-gradient-to-b from-paper-deep to-paper px-4 pt-14 pb-10 text-center sm:pt-20">
      {eyebrow ? (
        <p className="font-display text-sm font-bold tracking-widest text-crayon uppercase">{eyebrow}</p>
      ) : null}
      <h1 className="mx-auto mt-2 max-w-3xl font-display text-4xl font-black tracking-tight text-balance sm:text-5xl">
        {title}
      </h1>
      {children ? <div className="mx-auto mt-4 max-w-2xl text-lg text-pretty text-ink-soft">{children}</div> : null}
    </header>
  );
}
