/// <reference lib="webworker" />
import { Animator } from '@dtm/animate';
import type { StageLoopReply, StageLoopRequest } from './stage-loop-messages';

// The stage's motion loop (as-rigid-as-possible, 30 frames a second: about 150 ms per second of loop
// on a laptop, seconds on a phone for a 10 s captured loop) is solved here, so choosing a motion
// never stops the page: the stage shows the skinned pose meanwhile.

/** Frames a second of the solved loop (as the Animator's and a finished clip's). */
const LOOP_FPS = 30;

let animator: Animator | null = null;

function post(reply: StageLoopReply, transfer: Transferable[] = []) {
  (self as unknown as Worker).postMessage(reply, transfer);
}

self.onmessage = (event: MessageEvent<StageLoopRequest>) => {
  const request = event.data;
  if (request.type === 'figure') {
    animator = new Animator(request.mask, request.joints, { skeleton: request.skeleton });
    return;
  }
  const { motion } = request;
  try {
    if (!animator) throw new Error('no figure');
    animator.setMotion(motion);
    const { seconds } = animator.motion;
    const frames = Math.max(1, Math.round(seconds * LOOP_FPS));
    const size = animator.mesh.positions.length;
    const positions = new Float64Array(frames * size);
    for (let k = 0; k < frames; k++) positions.set(animator.frame((k * seconds) / frames), k * size);
    post({ type: 'loop', motion, seconds, frames, positions }, [positions.buffer]);
  } catch {
    post({ type: 'failed', motion });
  }
};
