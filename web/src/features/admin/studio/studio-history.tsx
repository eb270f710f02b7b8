import { RENDER_STATUS_TEXTS } from '@dtm/shared/render-jobs';
import { History, MessageSquareText } from 'lucide-react';
import type { ChangeRequest, RecipeSummary, StudioKind } from './api/recipes';
import { isRunning, renderKey, runLines, useRenderRuns } from './render-runs-store';
import { DeliverButtons } from './studio-deliver';
import { finishedLine, finishedOf } from './studio-finished';

const when = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

type StudioHistoryProps = {
  kind: StudioKind;
  id: string;
  /** A render runs in this tab: sending waits for it. */
  rendering: boolean;
  versions: RecipeSummary[];
  changeRequests: ChangeRequest[];
  /** The version the editor started from (null: a new recipe). */
  current: number | null;
  onOpen: (version: number) => void;
  unavailable: boolean;
  /** The version the customer sees now, and how many change requests they have left. */
  previewVersion: number | null;
  changeRequestsLeft: number | null;
};

/** The customer's change requests (their notes as plain text) and the recipe's versions, newest first. */
export function StudioHistory(props: StudioHistoryProps) {
  const { kind, id, versions, changeRequests, current, onOpen, unavailable, previewVersion, changeRequestsLeft } =
    props;
  const finished = finishedOf(versions);
  return (
    <div className="grid gap-4">
      <section className="grid gap-2" aria-labelledby="studio-requests-title">
        <h2 id="studio-requests-title" className="flex items-center gap-2 font-display text-base font-extrabold">
          <MessageSquareText aria-hidden="true" className="size-4" /> Change requests
        </h2>
        {changeRequests.length === 0 ? <p className="text-sm text-ink-soft">No change requested.</p> : null}
        {changeRequestsLeft !== null ? (
          <p className="text-xs text-ink-soft">
            {changeRequestsLeft === 0
              ? 'The customer has used both change requests.'
              : `The customer can ask for ${changeRequestsLeft} more ${changeRequestsLeft === 1 ? 'change' : 'changes'}.`}
          </p>
        ) : null}
        <ul className="grid gap-2">
          {changeRequests.map((request) => (
            <li key={request.id} className="rounded-xl bg-amber-50 p-3 text-sm" data-testid="studio-change-request">
              <p className="text-xs text-ink-soft">
                {when(request.createdAt)}
                {request.version ? ` · on version ${request.version}` : ''}
              </p>
              {/* Plain text: React escapes it; pre-wrap keeps the customer's line breaks. */}
              <p className="mt-1 whitespace-pre-wrap break-words">{request.note}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="grid gap-2" aria-labelledby="studio-versions-title">
        <h2 id="studio-versions-title" className="flex items-center gap-2 font-display text-base font-extrabold">
          <History aria-hidden="true" className="size-4" /> Versions
        </h2>
        {unavailable ? <p className="text-sm text-ink-soft">The version history could not be read.</p> : null}
        {finished ? (
          <p className="rounded-xl bg-green-50 p-3 text-sm font-semibold text-green-900" data-testid="studio-finished">
            {finishedLine(finished, kind)}
          </p>
        ) : null}
        {!unavailable && versions.length === 0 ? (
          <p className="text-sm text-ink-soft">Nothing saved yet: the first save is version 1.</p>
        ) : null}
        <ol className="grid gap-1 text-sm">
          {[...versions]
            .sort((a, b) => b.version - a.version)
            .map((item) => (
              <li key={item.version} className="grid gap-1 border-b border-ink/5 pb-2" data-testid="studio-version">
                <div className="flex flex-wrap items-center gap-2">
                  <button
                    type="button"
                    onClick={() => onOpen(item.version)}
                    aria-current={item.version === current ? 'true' : undefined}
                    className="font-bold text-crayon-dark underline underline-offset-4 aria-[current]:text-ink aria-[current]:no-underline"
                  >
                    Version {item.version}
                  </button>
                  <span className="text-ink-soft">
                    {when(item.createdAt)}
                    {item.createdBy ? ` · ${item.createdBy}` : ''}
                    {item.deliveredAt ? ' · final' : item.version === previewVersion ? ' · with the customer' : ''}
                  </span>
                  {item.videoUrl ? (
                    <a
                      href={item.videoUrl}
                      target="_blank"
                      rel="noreferrer"
                      className="font-semibold text-crayon-dark underline underline-offset-4"
                    >
                      Watch<span className="sr-only"> version {item.version}</span>
                    </a>
                  ) : null}
                </div>
                <VersionRenders kind={kind} id={id} version={item} />
                {item.videoUrl && !item.deliveredAt ? (
                  <DeliverButtons
                    kind={kind}
                    id={id}
                    version={item.version}
                    enabled={!props.rendering}
                    finished={finished}
                    missing={kind === 'characters' && !item.squareUrl ? SQUARE_MISSING : null}
                  />
                ) : null}
              </li>
            ))}
        </ol>
      </section>
    </div>
  );
}

const SQUARE_MISSING = 'Render this version again to make its square for sharing before it is sent.';

/**
 * The state of each of the version's renders: live from this tab while it renders here, else as
 * the server has it (queued, rendering n %, uploaded, sent, failed with why, stopped).
 */
function VersionRenders({ kind, id, version }: { kind: StudioKind; id: string; version: RecipeSummary }) {
  const run = useRenderRuns().find((item) => item.key === renderKey(kind, id));
  const lines =
    run && isRunning(run) && run.version === version.version
      ? runLines(run, { named: true })
      : version.renders.map((job) =>
          job.status === 'failed'
            ? `${RENDER_STATUS_TEXTS.line(job.slot, job.status, job.percent)}: ${job.error ?? ''}`
            : RENDER_STATUS_TEXTS.line(job.slot, job.status, job.percent),
        );
  if (lines.length === 0) return null;
  return (
    <ul className="text-xs text-ink-soft" data-testid="studio-version-renders">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}
