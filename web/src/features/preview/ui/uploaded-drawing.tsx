import { ImageIcon, LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { apiErrorText } from '../../../lib/api-client';
import { getUploadedDrawing } from '../api/saved-preview';

/**
 * After payment: start from the drawing submitted with the order, so the saved cut-out lies on
 * exactly the picture the dashboard and the artists' player draw (a photo taken again would not).
 */
export function UploadedDrawing({ token, onPick }: { token: string; onPick: (file: Blob) => void }) {
  const [loading, setLoading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const load = async () => {
    setLoading(true);
    setProblem(null);
    try {
      onPick(await getUploadedDrawing(token));
    } catch (error) {
      setProblem(apiErrorText(error) ?? 'Your drawing could not be loaded. Please try again.');
    } finally {
      setLoading(false);
    }
  };
  return (
    <div className="grid justify-items-center gap-3 rounded-2xl bg-white p-6 text-center">
      <p className="text-lg">Start from the drawing you uploaded with your order.</p>
      <Button onClick={load} disabled={loading}>
        {loading ? (
          <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
        ) : (
          <ImageIcon aria-hidden="true" className="size-5" />
        )}
        Use my uploaded drawing
      </Button>
      {problem ? (
        <p role="alert" className="font-semibold text-red-700">
          {problem}
        </p>
      ) : null}
    </div>
  );
}
