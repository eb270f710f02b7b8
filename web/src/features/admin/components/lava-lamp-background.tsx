/** The spec's decorative lava-lamp background: a few soft, slowly drifting blobs behind the pages. */
export function LavaLampBackground() {
  return (
    <div aria-hidden="true" className="pointer-events-none fixed inset-0 -z-0 overflow-hidden">
      <div className="absolute -top-24 right-[-6rem] size-80 rounded-full bg-berry/25 blur-3xl motion-safe:animate-float [animation-duration:14s]" />
      <div className="absolute bottom-[-8rem] left-[20%] size-96 rounded-full bg-sky/25 blur-3xl motion-safe:animate-float [animation-duration:19s]" />
      <div className="absolute top-1/3 left-[-5rem] size-72 rounded-full bg-sunny/25 blur-3xl motion-safe:animate-float [animation-duration:23s]" />
    </div>
  );
}
