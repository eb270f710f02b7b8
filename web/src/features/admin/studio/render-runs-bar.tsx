import { RENDER_TEXTS } from '@dtm/shared/render-jobs';
import { Link, useRouterState } from '@tanstack/react-router';
import { Clapperboard, X } from 'lucide-react';
import { dismissRun, isRunning, runLines, useRenderRuns } from './render-runs-store';

/**
 * The admin bar's list of this tab's renders while the admin is elsewhere in the back office: each
 * goes on, with its progress and a link back to its studio (hidden on that studio's own page).
 */
export function RenderRunsBar() {
  const runs = useRenderRuns();
  const path = useRouterState({ select: (state) => state.location.pathname });
  const shown = runs.filter((run) => path !== `/admin/studio/${run.kind}/${run.id}`);
  if (shown.length === 0) return null;
  return (
    <section aria-label={RENDER_TEXTS.barTitle} className="ml-auto flex min-w-0 flex-wrap items-center gap-2">
      {shown.map((run) => (
        <p
          key={run.key}
          role="status"
          data-testid="render-run"
          className="flex min-w-0 items-center gap-1 rounded-full bg-paper-deep px-3 py-1 text-xs font-semibold"
        >
          <Clapperboard aria-hidden="true" className="size-4 shrink-0" />
          <Link
            to="/admin/studio/$kind/$id"
            params={{ kind: run.kind, id: run.id }}
            search={run.orderId ? { order: run.orderId } : {}}
            className="truncate underline underline-offset-2"
          >
            {RENDER_TEXTS.barLine(run.label, runLines(run).join(' · '))}
          </Link>
          {isRunning(run) ? null : (
            <button
              type="button"
              onClick={() => dismissRun(run.key)}
              className="rounded-full p-1 hover:bg-white"
              aria-label={`Hide: ${run.label}`}
            >
              <X aria-hidden="true" className="size-3" />
            </button>
          )}
        </p>
      ))}
    </section>
  );
}
