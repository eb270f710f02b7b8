/** The ninja's body parts (web/public/media/ninja/*.svg), placed in a 200 x 260 px figure. */
export type NinjaPartName = 'leg-left' | 'leg-right' | 'arm-left' | 'arm-right' | 'body' | 'head';

export type NinjaPart = {
  name: NinjaPartName;
  left: number;
  top: number;
  width: number;
  height: number;
  /** The joint the part turns around (CSS transform-origin). */
  origin: string;
  /** Its resting angle in degrees (the arms hang slightly outwards). */
  restDeg: number;
};

export const NINJA_SIZE = { width: 200, height: 260 } as const;

// Back to front: legs and arms behind the body, the head on top.
export const NINJA_PARTS: readonly NinjaPart[] = [
  { name: 'leg-left', left: 64, top: 176, width: 34, height: 72, origin: '50% 6%', restDeg: 0 },
  { name: 'leg-right', left: 102, top: 176, width: 34, height: 72, origin: '50% 6%', restDeg: 0 },
  { name: 'arm-left', left: 36, top: 106, width: 30, height: 76, origin: '50% 8%', restDeg: 22 },
  { name: 'arm-right', left: 134, top: 106, width: 30, height: 76, origin: '50% 8%', restDeg: -22 },
  { name: 'body', left: 52, top: 100, width: 96, height: 92, origin: '50% 50%', restDeg: 0 },
  { name: 'head', left: 35, top: 2, width: 130, height: 110, origin: '42% 90%', restDeg: 0 },
];

export function ninjaPartSrc(name: NinjaPartName): string {
  return `/media/ninja/${name}.svg`;
}

/** The wave: the right arm goes up, waves three times and comes back down. */
export const WAVE_KEYFRAMES: Keyframe[] = [
  { transform: 'rotate(-22deg)' },
  { transform: 'rotate(-160deg)', offset: 0.2 },
  { transform: 'rotate(-120deg)', offset: 0.35 },
  { transform: 'rotate(-165deg)', offset: 0.5 },
  { transform: 'rotate(-120deg)', offset: 0.65 },
  { transform: 'rotate(-160deg)', offset: 0.8 },
  { transform: 'rotate(-22deg)' },
];

/**
 * Where each part is for a scroll progress p (0: the figure just entered at the bottom of the
 * screen, 1: it just left at the top): the ninja rises and leans as the page moves, swinging
 * arms and legs as if walking.
 */
export function ninjaPose(p: number): { figure: string; parts: Record<NinjaPartName, string> } {
  const swing = Math.sin(p * Math.PI * 6);
  const rotate = (deg: number) => `rotate(${deg.toFixed(2)}deg)`;
  return {
    figure: `translate3d(0, ${((0.5 - p) * 48).toFixed(1)}px, 0) rotate(${((p - 0.5) * 10).toFixed(2)}deg)`,
    parts: {
      'leg-left': rotate(swing * 14),
      'leg-right': rotate(-swing * 14),
      'arm-left': rotate(22 - swing * 12),
      'arm-right': rotate(-22 - swing * 12),
      body: rotate(0),
      head: rotate(Math.sin(p * Math.PI * 4) * 5),
    },
  };
}
