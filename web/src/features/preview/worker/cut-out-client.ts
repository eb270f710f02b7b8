import type { RgbaImage } from '@dtm/animate';
import type { CutOutReply, CutOutRequest, CutOutResult, PhotoArea } from './messages';

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, { resolve: (result: CutOutResult) => void; reject: (error: Error) => void }>();

function getWorker(): Worker {
  if (worker) return worker;
  worker = new Worker(new URL('./preview.worker.ts', import.meta.url), { type: 'module' });
  worker.onmessage = (event: MessageEvent<CutOutReply>) => {
    const reply = event.data;
    const pending = waiting.get(reply.id);
    waiting.delete(reply.id);
    if (!pending) return;
    if ('error' in reply) pending.reject(new Error(reply.error));
    else pending.resolve(reply);
  };
  worker.onerror = () => {
    for (const pending of waiting.values()) pending.reject(new Error('The preview stopped unexpectedly.'));
    waiting.clear();
    worker?.terminate();
    worker = null;
  };
  return worker;
}

function ask(request: CutOutRequest): Promise<CutOutResult> {
  return new Promise((resolve, reject) => {
    waiting.set(request.id, { resolve, reject });
    getWorker().postMessage(request, [request.photo.data.buffer as ArrayBuffer]);
  });
}

/** Finds the figure on a photo in the preview's Web Worker (the photo's pixels are handed over, not copied). */
export function cutOutInWorker(photo: RgbaImage): Promise<CutOutResult> {
  return ask({ id: nextId++, photo });
}

/** Reads another drawing on the same photo (`area` one of a reading's `others`); the photo's pixels are handed over. */
export function readFigureInWorker(photo: RgbaImage, area: PhotoArea): Promise<CutOutResult> {
  return ask({ id: nextId++, kind: 'figure-at', photo, area });
}
