import type { ReactNode } from 'react';
import { type CheckoutStep, StepIndicator } from './step-indicator';

/** The frame of every checkout step: the step indicator, the heading, the step's content. */
export function CheckoutLayout({
  step,
  title,
  intro,
  children,
}: {
  step: CheckoutStep;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-8 sm:py-12">
      <StepIndicator current={step} />
      <header className="mx-auto mt-8 max-w-2xl text-center">
        <h1 className="font-display text-3xl font-extrabold tracking-tight sm:text-4xl">{title}</h1>
        {intro ? <div className="mt-3 text-lg text-ink-soft">{intro}</div> : null}
      </header>
      <div className="mt-8 sm:mt-10">{children}</div>
    </div>
  );
}

/** A white card that holds a form or a summary. */
export function Panel({ children, className }: { children: ReactNode; className?: string }) {
  return (
    <div
      className={`rounded-[1.75rem] border-2 border-ink/10 bg-white p-5 shadow-[0_6px_0_0_rgba(42,31,61,0.06)] sm:p-7 ${className ?? ''}`}
    >
      {children}
    </div>
  );
}
