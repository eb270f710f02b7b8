import { dab } from './data/dab';
import { jesseDance } from './data/jesse-dance';
import { jumping } from './data/jumping';
import { jumpingJacks } from './data/jumping-jacks';
import { waveHello } from './data/wave-hello';
import { zombie } from './data/zombie';
import type { CaptureData } from './types';

/** The imported capture loops by motion name, in the order the biped offers them. */
export const CAPTURE_CLIPS = {
  dab,
  jumping,
  'wave-hello': waveHello,
  zombie,
  'jumping-jacks': jumpingJacks,
  'jesse-dance': jesseDance,
} as const satisfies Record<string, CaptureData>;

export type CaptureName = keyof typeof CAPTURE_CLIPS;
