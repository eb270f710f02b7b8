import type { ReactNode } from 'react';

/** The frame of /upload/:token: the heading, a line under it, then the state or the uploader. */
export function UploadPageFrame({ title, intro, children }: { title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-3xl px-4 py-8 sm:py-12">
      <header className="mx-auto max-w-2xl text-center">
        <h1 className="font-display text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        {intro ? <div className="mt-3 text-lg text-ink-soft">{intro}</div> : null}
      </header>
      <div className="mt-8 sm:mt-10">{children}</div>
    </div>
  );
}

/** The white card the uploader sits in. */
export function UploaderCard({ children }: { children: ReactNode }) {
  return (
    <div className="rounded-[1.75rem] border-2 border-ink/10 bg-white p-4 shadow-[0_6px_0_0_rgba(42,31,61,0.06)] sm:p-7">
      {children}
    </div>
  );
}
