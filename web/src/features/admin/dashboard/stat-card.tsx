import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** One figure of the dashboard with what it means underneath. */
export function StatCard({
  title,
  value,
  icon: Icon,
  children,
}: {
  title: string;
  value: string;
  icon: LucideIcon;
  children?: ReactNode;
}) {
  return (
    <section
      aria-label={title}
      className="flex flex-col gap-2 rounded-3xl border-2 border-ink/5 bg-white p-5 shadow-[0_4px_0_0_rgba(42,31,61,0.06)]"
    >
      <div className="flex items-center justify-between gap-3">
        <h2 className="text-sm font-bold text-ink-soft">{title}</h2>
        <Icon aria-hidden="true" className="size-5 text-grape" />
      </div>
      <p className="font-display text-3xl font-black tracking-tight">{value}</p>
      {children ? <div className="text-sm text-ink-soft">{children}</div> : null}
    </section>
  );
}
