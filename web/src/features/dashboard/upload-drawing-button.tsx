import { Link } from '@tanstack/react-router';
import { Upload } from 'lucide-react';
import { Button } from '../../components/ui/button';

/**
 * A paid order whose drawing is still missing: the way in from the dashboard, to the same
 * uploader the e-mailed link opens (/upload/:token; an expired link offers a new one there).
 */
export function UploadDrawingButton({ token, reminders = 0 }: { token: string; reminders?: number }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <Button asChild size="sm">
        <Link to="/upload/$token" params={{ token }}>
          <Upload aria-hidden="true" className="size-4" />
          Upload your drawing
        </Link>
      </Button>
      {reminders > 0 ? (
        <span className="text-sm text-ink-soft">
          {reminders === 1 ? 'We sent you 1 reminder' : `We sent you ${reminders} reminders`}
        </span>
      ) : null}
    </div>
  );
}
