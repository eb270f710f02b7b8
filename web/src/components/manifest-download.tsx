import { USB_MANIFEST_NAME } from '@dtm/shared/devices';
import { FileJson } from 'lucide-react';
import { cn } from '../lib/cn';
import { Button } from './ui/button';

/**
 * "Download drawings-to-magic.json": the manifest a frame reads from a USB-C drive beside the
 * video. On a phone the label is wider than a card: it wraps before the file name, never the page.
 */
export function ManifestDownload({ url, name, className }: { url: string; name: string; className?: string }) {
  return (
    <Button
      asChild
      size="sm"
      variant="secondary"
      className={cn('h-auto! min-h-9 py-1.5 whitespace-normal!', className)}
    >
      <a href={url} download={USB_MANIFEST_NAME}>
        <FileJson aria-hidden="true" className="size-4 shrink-0" />
        <span>
          Download <span className="whitespace-nowrap">{USB_MANIFEST_NAME}</span>
          <span className="sr-only"> for {name}</span>
        </span>
      </a>
    </Button>
  );
}
