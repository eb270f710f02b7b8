import type { OrderArtworkFile } from '@dtm/shared/uploads';
import { Download, ExternalLink, FileImage, FileText } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { formatBytes } from '../format-bytes';

const TYPE_LABELS: Record<OrderArtworkFile['type'], string> = {
  'image/png': 'PNG image',
  'image/jpeg': 'JPEG image',
  'image/webp': 'WebP image',
  'image/heic': 'HEIC photo',
  'application/pdf': 'PDF document',
};

/** Types every browser shows in an <img>; the server's preview (when made) is used first. */
const INLINE_TYPES = new Set<OrderArtworkFile['type']>(['image/png', 'image/jpeg', 'image/webp']);

function thumbnailOf(file: OrderArtworkFile): string | null {
  return file.previewUrl ?? (INLINE_TYPES.has(file.type) ? file.viewUrl : null);
}

/** One submitted file: its picture (or an icon), name, size and type, and View / Download. */
export function ArtworkFileCard({ file }: { file: OrderArtworkFile }) {
  const thumbnail = thumbnailOf(file);
  const Icon = file.type === 'application/pdf' ? FileText : FileImage;
  return (
    <li className="flex flex-col overflow-hidden rounded-[1.5rem] border-2 border-ink/10 bg-white shadow-[0_4px_0_0_rgba(42,31,61,0.05)]">
      <div className="flex aspect-[4/3] items-center justify-center bg-paper-deep">
        {thumbnail ? (
          <img src={thumbnail} alt={`Artwork ${file.name}`} loading="lazy" className="size-full object-contain" />
        ) : (
          <span className="flex flex-col items-center gap-2 text-ink-soft">
            <Icon aria-hidden="true" className="size-14 text-crayon" />
            <span className="text-sm font-bold">{TYPE_LABELS[file.type]}</span>
          </span>
        )}
      </div>
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="min-w-0">
          <h3 className="truncate font-bold" title={file.name}>
            {file.name}
          </h3>
          <p className="text-sm text-ink-soft">
            {TYPE_LABELS[file.type]} · {formatBytes(file.size)}
          </p>
        </div>
        <div className="mt-auto flex gap-2">
          <Button asChild variant="secondary" size="sm" className="flex-1">
            <a href={file.viewUrl} target="_blank" rel="noopener" aria-label={`View ${file.name}`}>
              <ExternalLink aria-hidden="true" className="size-4" />
              View
            </a>
          </Button>
          <Button asChild size="sm" className="flex-1">
            <a href={file.downloadUrl} download={file.name} aria-label={`Download ${file.name}`}>
              <Download aria-hidden="true" className="size-4" />
              Download
            </a>
          </Button>
        </div>
      </div>
    </li>
  );
}
