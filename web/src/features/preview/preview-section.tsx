import { Wand2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { BuiltIsland } from '../../components/built-island';
import { Button } from '../../components/ui/button';

const PreviewStudio = lazy(() => import('./preview-studio'));

/**
 * "Try it with your drawing": this small section is part of the landing page (so nothing below it
 * moves when it appears); the studio's code only loads when the parent asks for it.
 */
export default function PreviewSection({ token }: { token?: string }) {
  const [open, setOpen] = useState(false);
  return (
    <section
      id="try-it"
      aria-labelledby="try-it-title"
      className="drawn-when-near bg-paper px-4 py-16 [--drawn-height:420px] sm:py-20 md:[--drawn-height:390px]"
    >
      <div className="mx-auto max-w-3xl">
        <BuiltIsland name="try-it-heading">
          <div className="text-center">
            <p className="font-display text-sm font-bold tracking-widest text-crayon uppercase">Instant preview</p>
            <h2 id="try-it-title" className="mt-2 font-display text-3xl font-extrabold tracking-tight sm:text-4xl">
              Try it with your drawing
            </h2>
            <p className="mt-4 text-lg text-ink-soft">
              Snap a photo of your child's drawing and watch it wave, jump, dance and walk, right here in your browser.
            </p>
          </div>
        </BuiltIsland>
        <div className="mt-8">
          {open ? (
            <Suspense
              fallback={
                <p role="status" className="rounded-2xl bg-white p-10 text-center font-semibold">
                  Getting the preview ready…
                </p>
              }
            >
              <PreviewStudio {...(token ? { token } : {})} />
            </Suspense>
          ) : (
            <div className="text-center">
              <Button size="lg" onClick={() => setOpen(true)} data-testid="button-try-preview">
                <Wand2 aria-hidden="true" className="size-5" />
                Bring a drawing to life
              </Button>
            </div>
          )}
        </div>
      </div>
    </section>
  );
}
