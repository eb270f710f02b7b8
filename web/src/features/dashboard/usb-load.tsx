import { Usb } from 'lucide-react';
import { ManifestDownload } from '../../components/manifest-download';

/**
 * "Load by USB-C": the manifest the frame reads from a drive, with the steps to copy it and the
 * video onto a USB-C stick. The frame checks each video against the manifest's size and checksum.
 */
export function UsbLoad({ manifestUrl, name }: { manifestUrl: string; name: string }) {
  return (
    <details className="w-full rounded-2xl bg-violet-50 px-3 py-2 text-sm text-ink">
      <summary className="flex cursor-pointer items-center gap-2 font-bold">
        <Usb aria-hidden="true" className="size-4 text-grape" />
        Load by USB-C<span className="sr-only"> for {name}</span>
      </summary>
      <ol className="mt-2 grid list-decimal gap-1 pl-5">
        <li>Download the animation (the button above) and the file below.</li>
        <li>Copy both into the same folder of a USB-C stick.</li>
        <li>Plug the stick into the frame: it copies the animation and plays it.</li>
      </ol>
      <ManifestDownload url={manifestUrl} name={name} className="mt-2" />
    </details>
  );
}
