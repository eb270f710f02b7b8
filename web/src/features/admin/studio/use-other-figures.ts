import type { RgbaImage } from '@dtm/animate';
import { loadPhoto } from '@dtm/animate/render';
import { useEffect, useRef, useState } from 'react';
import { cutOutInWorker, readFigureInWorker } from '../../preview';
import type { StudioCompanion, StudioFigure } from './recipe-clip';

/** A box on the drawing as shares of its width and height (as a recipe's figure box). */
export type ShareBox = StudioFigure['box'];

/** How much of the smaller of two boxes the other covers (0..1). */
export function overlapShare(a: ShareBox, b: ShareBox): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  if (w <= 0 || h <= 0) return 0;
  return (w * h) / Math.min(a.width * a.height, b.width * b.height);
}

/** The drawing's figures other than the one at `main`: the boxes that do not mostly lie on it. */
export function otherFigures(found: readonly ShareBox[], main: ShareBox): ShareBox[] {
  return found.filter((box) => overlapShare(box, main) < 0.5);
}

function shares(box: ShareBox, size: { width: number; height: number }): ShareBox {
  return {
    x: box.x / size.width,
    y: box.y / size.height,
    width: box.width / size.width,
    height: box.height / size.height,
  };
}

/**
 * The other figures on the studio's drawing (`known`: as the automatic start read them; otherwise
 * the drawing is read again in the preview's worker), and `read(box)`: one of them cut out and
 * rigged as a companion (its own plan and joints, read in the preview's worker), without motions yet.
 */
export function useOtherFigures(artworkUrl: string, main: ShareBox, known: readonly ShareBox[] | null) {
  const photo = useRef<{ url: string; image: Promise<RgbaImage> } | null>(null);
  const [found, setFound] = useState<readonly ShareBox[] | null>(known);
  const [problem, setProblem] = useState<string | null>(null);

  const photoOf = (url: string): Promise<RgbaImage> => {
    if (photo.current?.url !== url) {
      const image = fetch(url, { credentials: 'include' }).then(async (response) => {
        if (!response.ok) throw new Error('The drawing could not be loaded.');
        return loadPhoto(await response.blob());
      });
      photo.current = { url, image };
    }
    return photo.current.image;
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: read again only for another drawing
  useEffect(() => {
    if (known) return;
    let cancelled = false;
    setFound(null);
    photoOf(artworkUrl)
      // A copy: the worker is handed the pixels, and the studio keeps the photo to read a figure from.
      .then((image) => cutOutInWorker({ ...image, data: image.data.slice() }))
      .then(
        (reading) => !cancelled && setFound([reading.box, ...reading.others].map((box) => shares(box, reading.size))),
        (error: unknown) =>
          !cancelled && setProblem(error instanceof Error ? error.message : 'The drawing could not be read.'),
      );
    return () => {
      cancelled = true;
    };
  }, [artworkUrl]);

  const read = async (box: ShareBox): Promise<Omit<StudioCompanion, 'motions'>> => {
    const image = await photoOf(artworkUrl);
    const area = {
      x: Math.round(box.x * image.width),
      y: Math.round(box.y * image.height),
      width: Math.round(box.width * image.width),
      height: Math.round(box.height * image.height),
    };
    // Read in the preview's worker, so the studio keeps moving; a copy, as the worker is handed the pixels.
    const reading = await readFigureInWorker({ ...image, data: image.data.slice() }, area);
    return {
      box: shares(reading.box, reading.size),
      image: reading.image,
      mask: reading.mask,
      plan: reading.plan,
      skeleton: reading.skeleton,
      joints: reading.joints,
    };
  };

  return { others: found ? otherFigures(found, main) : null, problem, read };
}
