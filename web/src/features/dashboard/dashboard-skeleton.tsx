/** What the home page shows for the moment it takes to learn whether someone is signed in. */
export function DashboardSkeleton() {
  return (
    <div
      role="status"
      aria-label="Loading"
      className="mx-auto grid min-h-[70vh] max-w-6xl content-start gap-6 px-4 py-8 sm:py-12"
    >
      <div className="h-36 animate-pulse rounded-[2rem] bg-paper-deep motion-reduce:animate-none" />
      <div className="h-48 animate-pulse rounded-[2rem] bg-paper-deep/70 motion-reduce:animate-none" />
    </div>
  );
}
