import { Send, Sparkles } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { apiErrorText } from '../../../lib/api-client';
import { type StudioKind, useMarkFinal, useSendPreview } from './api/recipes';
import { markSent } from './render-runs-store';
import { type Finished, finishedLine } from './studio-finished';

type DeliverProps = {
  kind: StudioKind;
  id: string;
  version: number;
  /** False while something still runs (a render): the buttons wait. */
  enabled: boolean;
  /** Why the version cannot be delivered yet (a character's square not rendered), or null. */
  missing?: string | null;
  /** The finished animation, once approved or marked final: no Send preview then (only a newer final). */
  finished: Finished | null;
  /** Say here why there is no Send preview (the version list says it once above its versions). */
  sayWhy?: boolean;
};

/**
 * "Send preview" and "Mark as final" for one uploaded version: under a fresh render and on every
 * rendered version in the history, so a reopened studio never renders twice. Once the animation is
 * finished only "Mark as final" is offered (a newer version replaces it), with why.
 */
export function DeliverButtons({ kind, id, version, enabled, missing = null, finished, sayWhy = false }: DeliverProps) {
  const sendPreview = useSendPreview(kind, id);
  const markFinal = useMarkFinal(kind, id);
  const pending = sendPreview.isPending || markFinal.isPending;
  if (missing) return <p className="text-xs text-ink-soft">{missing}</p>;
  return (
    <div className="grid gap-1">
      {finished && sayWhy ? (
        <p className="text-sm font-semibold text-ink-soft" data-testid="studio-finished">
          {finishedLine(finished, kind)}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {finished ? null : (
          <Button
            size="sm"
            onClick={() => sendPreview.mutate({ version }, { onSuccess: () => markSent(kind, id, version) })}
            disabled={!enabled || pending || sendPreview.isSuccess}
          >
            <Send aria-hidden="true" className="size-4" />
            {sendPreview.isSuccess ? 'Preview sent' : 'Send preview'}
            <span className="sr-only"> of version {version}</span>
          </Button>
        )}
        <Button
          size="sm"
          variant="secondary"
          onClick={() => markFinal.mutate({ version })}
          disabled={!enabled || pending || markFinal.isSuccess || finished?.version === version}
        >
          <Sparkles aria-hidden="true" className="size-4" />
          {markFinal.isSuccess ? 'Marked as final' : 'Mark as final'}
          <span className="sr-only"> version {version}</span>
        </Button>
      </div>
      {sendPreview.isSuccess ? (
        <p role="status" className="text-sm font-semibold text-green-800">
          The customer was sent version {version} to review.
        </p>
      ) : null}
      {markFinal.isSuccess ? (
        <p role="status" className="text-sm font-semibold text-green-800">
          Version {version} is the finished animation.
        </p>
      ) : null}
      {sendPreview.isError || markFinal.isError ? (
        <p role="alert" className="text-sm font-semibold text-red-700">
          {apiErrorText(sendPreview.error ?? markFinal.error) ?? 'That did not work. Please try again.'}
        </p>
      ) : null}
    </div>
  );
}
