/// <reference lib="webworker" />
import { guessSkeleton, outlineOf, recognisePlan, segmentDrawing } from '@dtm/animate';
import type { CutOutReply, CutOutRequest } from './messages';

// The heavy part of the preview (finding the figure, its body plan and its joints) runs here, off the page's thread.
self.onmessage = (event: MessageEvent<CutOutRequest>) => {
  const { id, photo } = event.data;
  const started = performance.now();
  try {
    const { image, box, mask } = segmentDrawing(photo);
    const recognition = recognisePlan(mask);
    const guess = guessSkeleton(mask, recognition.plan);
    const reply: CutOutReply = {
      id,
      image,
      box,
      mask,
      outline: outlineOf(mask),
      plan: recognition.plan,
      confidence: recognition.confidence,
      skeleton: guess.skeleton,
      joints: guess.joints,
      took: performance.now() - started,
    };
    (self as unknown as Worker).postMessage(reply, [image.data.buffer as ArrayBuffer, mask.data.buffer as ArrayBuffer]);
  } catch (error) {
    (self as unknown as Worker).postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
};
