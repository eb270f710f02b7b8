import type { UploadedFile } from '@dtm/shared/uploads';
import { FileCheck2 } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { formatBytes } from './format-bytes';

/**
 * Files this link received on an earlier visit (the tab was closed after they finished): they are
 * sent with the others unless the customer leaves them out.
 */
export function ReceivedEarlierList({
  files,
  leftOut,
  onToggle,
}: {
  files: UploadedFile[];
  leftOut: ReadonlySet<string>;
  onToggle: (fileId: string) => void;
}) {
  if (files.length === 0) return null;
  return (
    <section aria-labelledby="received-earlier-title" className="grid gap-2">
      <h3 id="received-earlier-title" className="font-bold">
        Already received
      </h3>
      <ul className="grid gap-2">
        {files.map((file) => {
          const excluded = leftOut.has(file.id);
          return (
            <li
              key={file.id}
              className={cn(
                'flex items-center gap-3 rounded-2xl border-2 border-ink/10 bg-white p-3',
                excluded && 'border-dashed opacity-70',
              )}
            >
              <FileCheck2 aria-hidden="true" className="size-6 shrink-0 text-[#15803d]" />
              <span className="min-w-0 flex-1">
                <span className={cn('block truncate font-semibold', excluded && 'line-through')}>{file.name}</span>
                <span className="text-sm text-ink-soft">
                  {formatBytes(file.size)}
                  {excluded ? ' · left out' : ''}
                </span>
              </span>
              <Button
                variant="secondary"
                size="sm"
                onClick={() => onToggle(file.id)}
                aria-label={`${excluded ? 'Include' : 'Leave out'} ${file.name}`}
              >
                {excluded ? 'Include' : 'Leave out'}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
