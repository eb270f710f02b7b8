import { RefreshCw } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { OFFLINE_TEXTS } from './texts';

/** "A new version is available - Reload" (loaded by ./update-prompt.tsx once an update waits). */
export default function UpdateBanner({ applyUpdate }: { applyUpdate: () => void }) {
  return (
    <div className="fixed inset-x-0 bottom-4 z-50 flex justify-center px-4">
      <section
        aria-label="App update"
        className="flex max-w-md items-center gap-4 rounded-2xl border-2 border-ink/10 bg-white px-5 py-3 shadow-xl"
      >
        <p role="status" className="font-semibold text-ink">
          {OFFLINE_TEXTS.updateAvailable}
        </p>
        <Button size="sm" onClick={applyUpdate}>
          <RefreshCw aria-hidden="true" className="size-4" />
          {OFFLINE_TEXTS.reload}
        </Button>
      </section>
    </div>
  );
}
