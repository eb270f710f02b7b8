/// <reference lib="webworker" />
import { guessJoints, outlineOf, segmentDrawing } from '@dtm/animate';
import type { CutOutReply, CutOutRequest } from './messages';

// The heavy part of the preview (finding the figure and its joints) runs here, off the page's thread.
self.onmessage = (event: MessageEvent<CutOutRequest>) => {
  const { id, photo } = event.data;
  const started = performance.now();
  try {
    const { image, box, mask } = segmentDrawing(photo);
    const reply: CutOutReply = {
      id,
      image,
      box,
      mask,
      outline: outlineOf(mask),
      joints: guessJoints(mask),
      took: performance.now() - started,
    };
    (self as unknown as Worker).postMessage(reply, [image.data.buffer as ArrayBuffer, mask.data.buffer as ArrayBuffer]);
  } catch (error) {
    (self as unknown as Worker).postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
