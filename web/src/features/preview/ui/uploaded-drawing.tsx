import { ImageIcon, LoaderCircle } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { apiErrorText } from '../../../lib/api-client';
import { getUploadedDrawing } from '../api/saved-preview';

type Drawing = { id: string; name: string };

/**
 * After payment: start from a drawing submitted with the order, so the saved cut-out lies on
 * exactly the picture the dashboard and the artists' player draw (a photo taken again would not).
 * With several drawings, the parent picks which one.
 */
export function UploadedDrawing({
  token,
  drawings,
  onPick,
}: {
  token: string;
  /** The submitted drawings (undefined while they load: the first is used). */
  drawings: Drawing[] | undefined;
  onPick: (file: Blob, fileId: string | undefined) => void;
}) {
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const name = useId();
  const fileId = chosen ?? drawings?.[0]?.id;
  const load = async () => {
    setLoading(true);
    setProblem(null);
    try {
      onPick(await getUploadedDrawing(token, fileId), fileId);
    } catch (error) {
      setProblem(apiErrorText(error) ?? 'Your drawing could not be loaded. Please try again.');
    } finally {
      setLoading(false);
    }
  };
  const several = (drawings?.length ?? 0) > 1;
  return (
    <div className="grid justify-items-center gap-3 rounded-2xl bg-white p-6 text-center">
      <p className="text-lg">
        {several
          ? 'Pick one of the drawings you uploaded with your order.'
          : 'Start from the drawing you uploaded with your order.'}
      </p>
      {several ? (
        <fieldset className="grid w-full max-w-md gap-2 text-left">
          <legend className="sr-only">Which drawing?</legend>
          {drawings?.map((drawing) => (
            <label
              key={drawing.id}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-xl border-2 border-ink/15 px-3 font-semibold has-checked:border-crayon has-checked:bg-crayon-light/40"
            >
              <input
                type="radio"
                name={name}
                value={drawing.id}
                checked={fileId === drawing.id}
                onChange={() => setChosen(drawing.id)}
              />
              <span className="min-w-0 [overflow-wrap:anywhere]">{drawing.name}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
      <Button onClick={load} disabled={loading}>
        {loading ? (
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
        ) : (
          <ImageIcon aria-hidden="true" className="size-5" />
        )}
        {several ? 'Use this drawing' : 'Use my uploaded drawing'}
      </Button>
      {problem ? (
        <p role="alert" className="font-semibold text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
