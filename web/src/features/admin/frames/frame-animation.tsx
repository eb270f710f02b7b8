import type { AdminFrame } from '@dtm/shared/admin';
import { Download, PackageCheck, PlayCircle } from 'lucide-react';
import { ManifestDownload } from '../../../components/manifest-download';
import { Button } from '../../../components/ui/button';
import { AnimationUpload } from '../components/animation-upload';
import { OrderArtworkLinks } from '../components/artwork-links';
import { StudioLink } from '../studio/studio-link';

/**
 * A frame's finished animation in Frame Management: watch the current video, upload one (the frame
 * becomes ready and the customer is mailed), and while the frame is not shipped yet, the video and
 * its USB manifest to copy onto the frame before it goes out.
 */
export function FrameAnimation({ frame }: { frame: AdminFrame }) {
  const name = frame.frameName ?? `${frame.customerName}'s frame`;
  return (
    <div className="grid gap-3 border-t-2 border-ink/5 pt-3 md:col-span-3">
      <div className="justify-self-start">
        <StudioLink kind="frames" id={frame.id} orderId={frame.orderId} name={name} />
      </div>
      <OrderArtworkLinks orderId={frame.orderId} name={name} withPreview={frame.hasArtwork} />
      {frame.animationVideoUrl ? (
        <a
          href={frame.animationVideoUrl}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 justify-self-start text-sm font-semibold text-crayon-dark underline underline-offset-4"
        >
          <PlayCircle aria-hidden="true" className="size-4" />
          Watch current video<span className="sr-only"> of {name}</span>
        </a>
      ) : null}
      {frame.preload ? (
        <section aria-label={`Pre-load ${name} before shipping`} className="grid gap-2 rounded-2xl bg-violet-50 p-3">
          <h3 className="flex items-center gap-2 text-sm font-bold">
            <PackageCheck aria-hidden="true" className="size-4 text-grape" />
            Pre-load before shipping
          </h3>
          <p className="text-sm text-ink-soft">
            Copy both files onto the frame's drive (or a USB-C stick plugged into it): the frame checks the video
            against the manifest.
          </p>
          <div className="flex flex-wrap gap-2">
            <Button asChild size="sm" variant="secondary">
              <a href={frame.preload.videoUrl} download>
                <Download aria-hidden="true" className="size-4" />
                Download video<span className="sr-only"> of {name}</span>
              </a>
            </Button>
            <ManifestDownload url={frame.preload.manifestUrl} name={name} />
          </div>
        </section>
      ) : null}
      <AnimationUpload owner={{ kind: 'frames', id: frame.id }} name={name} />
    </div>
  );
}
