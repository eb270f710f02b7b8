/// <reference lib="webworker" />
import { outlineOf, readDrawing, readFigureAt } from '@dtm/animate';
import type { CutOutReply, CutOutRequest } from './messages';

// The heavy part of the preview (finding the figure, its body plan and its joints) runs here, off
// the page's thread: the package's one path from a photo to a rigged figure (`readDrawing`, or
// `readFigureAt` for another drawing on the same page), the same the studio and the benchmarks run.
self.onmessage = (event: MessageEvent<CutOutRequest>) => {
  const request = event.data;
  const { id, photo } = request;
  const started = performance.now();
  try {
    const reading = request.kind === 'figure-at' ? readFigureAt(photo, request.area) : readDrawing(photo);
    const { image, box, mask, leftOut, others, size, plan, confidence, skeleton, joints } = reading;
    const reply: CutOutReply = {
      id,
      image,
      box,
      mask,
      outline: outlineOf(mask),
      leftOut,
      others,
      size,
      plan,
      confidence,
      skeleton,
      joints,
      took: performance.now() - started,
    };
    const buffers = [image.data.buffer, mask.data.buffer, ...leftOut.map((part) => part.mask.data.buffer)];
    (self as unknown as Worker).postMessage(reply, buffers as ArrayBuffer[]);
  } catch (error) {
    (self as unknown as Worker).postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
