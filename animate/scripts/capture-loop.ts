/**
 * The loop's two pure helpers of the capture import: the window whose ends match best, and a
 * bone seen end-on eased through its flip.
 */

/**
 * The best loop window [start, end) in frames: the pair of frames whose poses and velocities match
 * best, against how much the pose varies inside the window (a still stretch matches itself
 * perfectly but shows nothing), a longer window preferred a little.
 */
export function bestWindow(features: Float64Array[], min: number, max: number): [number, number] {
  const n = features.length;
  const dims = (features[0] as Float64Array).length;
  // Prefix sums of each feature and its square: the variance of any window in O(dims).
  const sum = Array.from({ length: n + 1 }, () => new Float64Array(dims));
  const sq = Array.from({ length: n + 1 }, () => new Float64Array(dims));
  for (let k = 0; k < n; k++) {
    const f = features[k] as Float64Array;
    const s0 = sum[k] as Float64Array;
    const q0 = sq[k] as Float64Array;
    const s1 = sum[k + 1] as Float64Array;
    const q1 = sq[k + 1] as Float64Array;
    for (let i = 0; i < dims; i++) {
      s1[i] = (s0[i] as number) + (f[i] as number);
      q1[i] = (q0[i] as number) + (f[i] as number) ** 2;
    }
  }
  const variance = (a: number, b: number) => {
    let v = 0;
    const m = b - a;
    for (let i = 0; i < dims; i++) {
      const s = ((sum[b] as Float64Array)[i] as number) - ((sum[a] as Float64Array)[i] as number);
      const q = ((sq[b] as Float64Array)[i] as number) - ((sq[a] as Float64Array)[i] as number);
      v += q / m - (s / m) ** 2;
    }
    return v;
  };
  let best: [number, number] = [0, Math.min(n - 1, max)];
  let bestScore = Number.POSITIVE_INFINITY;
  for (let i = 1; i + 1 < n; i++) {
    for (let j = i + min; j <= Math.min(n - 2, i + max); j++) {
      const fi = features[i] as Float64Array;
      const fj = features[j] as Float64Array;
      const a0 = features[i - 1] as Float64Array;
      const a1 = features[i + 1] as Float64Array;
      const b0 = features[j - 1] as Float64Array;
      const b1 = features[j + 1] as Float64Array;
      let pose = 0;
      let speed = 0;
      for (let k = 0; k < dims; k++) {
        pose += ((fi[k] as number) - (fj[k] as number)) ** 2;
        // Velocities (per second) must match too, or the loop jerks at the seam.
        speed += (((a1[k] as number) - (a0[k] as number) - ((b1[k] as number) - (b0[k] as number))) * 15) ** 2;
      }
      const score = ((pose + 0.05 * speed + 1e-3) / (variance(i, j) + 1e-3)) * (1 + (0.5 * (max - (j - i))) / max);
      if (score < bestScore) {
        bestScore = score;
        best = [i, j];
      }
    }
  }
  return best;
}

/**
 * A bone that swings through the line of sight turns half round on its plane in a frame or two
 * (its shadow passes through a point): such a turn (over 30 degrees in a frame) is spread over
 * the half second round it, the way round it went. `angles` unwrapped, one loop (it wraps).
 */
export function slowFlips(angles: readonly number[], limit = 12, reach = 6): number[] {
  const n = angles.length;
  const a = [...angles];
  const last = a[n - 1] as number;
  const winding = last + (((((a[0] as number) - last + 180) % 360) + 360) % 360) - 180 - (a[0] as number);
  const get = (i: number) => (a[((i % n) + n) % n] as number) + winding * Math.floor(i / n);
  const set = (i: number, v: number) => {
    a[((i % n) + n) % n] = v - winding * Math.floor(i / n);
  };
  for (let pass = 0; pass < 3; pass++) {
    let changed = false;
    for (let k = 0; k < n; k++) {
      if (Math.abs(get(k + 1) - get(k)) <= limit) continue;
      const lo = k - reach;
      const hi = k + 1 + reach;
      const from = get(lo);
      const to = get(hi);
      for (let i = lo + 1; i < hi; i++) set(i, from + ((to - from) * (i - lo)) / (hi - lo));
      changed = true;
    }
    if (!changed) break;
  }
  return a;
}
