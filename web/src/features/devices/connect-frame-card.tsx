import { PairFrameForm } from './pair-frame-form';
import { PairedFramesList } from './paired-frames-list';

/** The dashboard's "Connect a frame" card: pair a frame with its code, see and remove paired frames. */
export function ConnectFrameCard() {
  return (
    <section
      aria-labelledby="connect-frame-title"
      className="grid gap-4 rounded-[2rem] border-2 border-ink/10 bg-white p-5 shadow-[0_6px_0_0_rgba(42,31,61,0.06)]"
    >
      <div className="grid gap-1">
        <h2 id="connect-frame-title" className="font-display text-xl font-extrabold">
          Connect a frame
        </h2>
        <p className="text-sm text-ink-soft">Your frame then downloads your animations by itself.</p>
      </div>
      <PairFrameForm />
      <PairedFramesList />
    </section>
  );
}
