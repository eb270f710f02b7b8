import { LayoutDashboard } from 'lucide-react';

/** /admin/dashboard: the heading for now; the figures and recent orders come with the admin pages. */
export function AdminDashboardPage() {
  return (
    <div className="grid gap-6">
      <div>
        <p className="font-display text-sm font-bold tracking-widest text-crayon uppercase">Overview</p>
        <h1 className="font-display text-3xl font-extrabold tracking-tight sm:text-4xl">Dashboard</h1>
      </div>
      <section
        aria-label="Shop figures"
        className="flex flex-col items-start gap-3 rounded-[2rem] border-2 border-dashed border-ink/20 bg-white p-6 sm:p-8"
      >
        <LayoutDashboard aria-hidden="true" className="size-8 text-grape" />
        <p className="text-lg font-semibold">Orders, revenue, support requests and vouchers will appear here.</p>
        <p className="text-ink-soft">
          You are signed in to the back office. The order, voucher, support, return, frame and character pages are on
          their way.
        </p>
      </section>
    </div>
  );
}
