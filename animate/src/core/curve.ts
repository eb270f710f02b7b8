/** Keyframes and curves of a motion: deterministic functions of the loop phase t in [0, 1]. */

export type Key = [time: number, value: number];

/** A channel's value over one loop: keyframes (cosine-eased between keys) or a function of the phase. */
export type Curve = Key[] | ((t: number) => number);

export const TAU = 2 * Math.PI;

/** Smooth (cosine-eased) value of keyframes at phase t: the velocity is 0 at every key, so loops meet smoothly. */
export function sample(keys: readonly Key[], t: number): number {
  const first = keys[0] as Key;
  if (t <= first[0]) return first[1];
  for (let k = 1; k < keys.length; k++) {
    const [t1, v1] = keys[k] as Key;
    if (t <= t1) {
      const [t0, v0] = keys[k - 1] as Key;
      const u = t1 === t0 ? 1 : (t - t0) / (t1 - t0);
      return v0 + (v1 - v0) * (0.5 - 0.5 * Math.cos(Math.PI * u));
    }
  }
  return (keys[keys.length - 1] as Key)[1];
}

export function valueAt(curve: Curve, t: number): number {
  return typeof curve === 'function' ? curve(t) : sample(curve, t);
}

/** `amplitude · sin(2π(cycles·t + phase))`: periodic over the loop when `cycles` is a whole number. */
export function wave(amplitude: number, cycles = 1, phase = 0): (t: number) => number {
  return (t) => amplitude * Math.sin(TAU * (cycles * t + phase));
}
