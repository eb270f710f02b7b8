/// <reference lib="webworker" />
import { outlineOf, readDrawing } from '@dtm/animate';
import type { CutOutReply, CutOutRequest } from './messages';

// The heavy part of the preview (finding the figure, its body plan and its joints) runs here, off
// the page's thread: the package's one path from a photo to a rigged figure (`readDrawing`), the
// same the studio's automatic start and the benchmarks run.
self.onmessage = (event: MessageEvent<CutOutRequest>) => {
  const { id, photo } = event.data;
  const started = performance.now();
  try {
    const { image, box, mask, plan, confidence, skeleton, joints } = readDrawing(photo);
    const reply: CutOutReply = {
      id,
      image,
      box,
      mask,
      outline: outlineOf(mask),
      plan,
      confidence,
      skeleton,
      joints,
      took: performance.now() - started,
    };
    (self as unknown as Worker).postMessage(reply, [image.data.buffer as ArrayBuffer, mask.data.buffer as ArrayBuffer]);
  } catch (error) {
    (self as unknown as Worker).postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
