/** The space the uploader takes while its code loads, so the page does not jump. */
export function DashboardPlaceholder() {
  return (
    <div className="flex h-[380px] items-center justify-center rounded-[1.25rem] border-2 border-dashed border-ink/20 bg-paper text-ink-soft">
      Preparing the uploader…
    </div>
  );
}
