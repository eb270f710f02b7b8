import type { Plane, Skeleton, SkeletonJoints } from '@dtm/animate';
import type { StageLoop, StageLoopReply, StageLoopRequest } from '../worker/stage-loop-messages';

/**
 * Writes into `out` the vertices at `seconds` into a solved loop (it repeats): between its two
 * nearest frames, as the Animator draws a time between two of its frames.
 */
export function loopFrame(loop: StageLoop, seconds: number, out: Float64Array): Float64Array {
  const size = out.length;
  const at = ((((seconds / loop.seconds) % 1) + 1) % 1) * loop.frames;
  const k = Math.floor(at) % loop.frames;
  const w = at - Math.floor(at);
  const a = k * size;
  const b = ((k + 1) % loop.frames) * size;
  const p = loop.positions;
  for (let i = 0; i < size; i++) out[i] = (p[a + i] as number) + ((p[b + i] as number) - (p[a + i] as number)) * w;
  return out;
}

/**
 * The stage's loops, solved in a worker of their own and kept (a 10 s loop is about 1 MB): `get`
 * answers a solved loop, or null while it is being solved (asked for on the first `get`) or when
 * it could not be (`failed`).
 */
export class StageLoops {
  private readonly worker: Worker;
  private readonly loops = new Map<string, StageLoop | 'solving' | 'failed'>();

  constructor(mask: Plane, joints: SkeletonJoints, skeleton: Skeleton) {
    this.worker = new Worker(new URL('../worker/stage-loop.worker.ts', import.meta.url), { type: 'module' });
    this.worker.onmessage = (event: MessageEvent<StageLoopReply>) => {
      const reply = event.data;
      this.loops.set(reply.motion, reply.type === 'loop' ? reply : 'failed');
    };
    this.worker.onerror = () => {
      for (const [motion, loop] of this.loops) if (loop === 'solving') this.loops.set(motion, 'failed');
    };
    this.send({ type: 'figure', mask, joints, skeleton });
  }

  private send(request: StageLoopRequest) {
    this.worker.postMessage(request);
  }

  get(motion: string): StageLoop | null {
    const known = this.loops.get(motion);
    if (known === undefined) {
      this.loops.set(motion, 'solving');
      this.send({ type: 'solve', motion });
      return null;
    }
    return known === 'solving' || known === 'failed' ? null : known;
  }

  failed(motion: string): boolean {
    return this.loops.get(motion) === 'failed';
  }

  dispose() {
    this.worker.terminate();
  }
}
