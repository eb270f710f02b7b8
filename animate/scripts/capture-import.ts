/**
 * Motion capture (BVH) -> the compact loops the engine plays (`src/capture/data`), at build time.
 * three.js's BVHLoader reads the file and its AnimationMixer poses the skeleton; nothing here
 * parses BVH by hand, and the app never sees a BVH file. For each clip: the capture resampled to
 * 30 frames a second, turned so the figure faces the viewer, the loop window whose ends match
 * best (2 to 5 s), its seam blended and the hips' drift taken out, then each drawn bone's capture
 * bone pair flattened onto its body-part group's plane (Smith et al. 2023: trunk frontal, arms
 * and legs frontal, side-on or on the plane that keeps most of their movement) and kept as a 2D
 * direction per frame, with the hips' travel and the feet's height in capture leg lengths, which
 * feet touch the ground, and how near the viewer each hand and foot is.
 */
import { AnimationMixer, type Bone, Vector3 } from 'three';
import { BVHLoader } from 'three/examples/jsm/loaders/BVHLoader.js';
import { CAPTURE_BONES, CAPTURE_LIMBS, type CaptureBone, type CaptureData } from '../src/capture/types';

import { bestWindow, slowFlips } from './capture-loop';
import type { CaptureRig, CaptureSpec } from './capture-specs';

export { bestWindow, slowFlips } from './capture-loop';
export { CAPTURE_SPECS, type CaptureRig, type CaptureSpec, type ProjectionPlane } from './capture-specs';

export const CAPTURE_FPS = 30;

function bonePairs(rig: CaptureRig): Record<CaptureBone, readonly [string, string, 'trunk' | 'arms' | 'legs']> {
  return {
    neck: [rig.hips, rig.neck, 'trunk'],
    head: [rig.neck, rig.head, 'trunk'],
    right_elbow: [rig.rightArm[0], rig.rightArm[1], 'arms'],
    right_hand: [rig.rightArm[1], rig.rightArm[2], 'arms'],
    left_elbow: [rig.leftArm[0], rig.leftArm[1], 'arms'],
    left_hand: [rig.leftArm[1], rig.leftArm[2], 'arms'],
    right_knee: [rig.rightLeg[0], rig.rightLeg[1], 'legs'],
    right_foot: [rig.rightLeg[1], rig.rightLeg[2], 'legs'],
    left_knee: [rig.leftLeg[0], rig.leftLeg[1], 'legs'],
    left_foot: [rig.leftLeg[1], rig.leftLeg[2], 'legs'],
  };
}

function rigJoints(rig: CaptureRig): string[] {
  return [...new Set([rig.hips, rig.neck, rig.head, ...rig.rightArm, ...rig.leftArm, ...rig.rightLeg, ...rig.leftLeg])];
}

/** A capture's joints in world space (x, y, z per joint) at each time. */
export type WorldFrames = { joints: string[]; frames: Float64Array[]; frameTime: number; sourceFrames: number };

/**
 * Parses the BVH text with three.js and samples the world positions of `joints` at `times`
 * (seconds from the file's first frame; between two frames the mixer interpolates, rotations by slerp).
 */
export function sampleBvh(text: string, joints: readonly string[], times?: readonly number[]): WorldFrames {
  const { skeleton, clip } = new BVHLoader().parse(text);
  const root = skeleton.bones[0] as Bone;
  const bones = joints.map((name) => {
    const bone = skeleton.bones.find((b) => b.name === name);
    if (!bone) throw new Error(`no joint ${name} in the capture`);
    return bone;
  });
  const track = clip.tracks[0];
  const sourceFrames = track ? track.times.length : 1;
  const frameTime = sourceFrames > 1 && track ? (track.times[1] as number) - (track.times[0] as number) : 1 / 30;
  const mixer = new AnimationMixer(root);
  mixer.clipAction(clip).play();
  const at = times ?? Array.from({ length: sourceFrames }, (_, k) => k * frameTime);
  const v = new Vector3();
  const frames = at.map((t) => {
    mixer.setTime(t);
    root.updateMatrixWorld(true);
    const out = new Float64Array(3 * bones.length);
    bones.forEach((bone, i) => {
      bone.getWorldPosition(v);
      out[3 * i] = v.x;
      out[3 * i + 1] = v.y;
      out[3 * i + 2] = v.z;
    });
    return out;
  });
  return { joints: [...joints], frames, frameTime, sourceFrames };
}

type V3 = [number, number, number];

const dot2 = (a: V3, b: V3) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const sub = (a: V3, b: V3): V3 => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
const cross = (a: V3, b: V3): V3 => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const norm = (a: V3): V3 => {
  const l = Math.hypot(...a) || 1;
  return [a[0] / l, a[1] / l, a[2] / l];
};

/** Turns the capture into the loop the engine stores. `text` is the BVH file. */
export function importCapture(spec: CaptureSpec, text: string): CaptureData {
  const joints = rigJoints(spec.rig);
  const source = sampleBvh(text, joints, [0]);
  const first = spec.frames[0];
  const last = Math.min(spec.frames[1] ?? source.sourceFrames, source.sourceFrames) - 1;
  const times: number[] = [];
  for (let t = first * source.frameTime; t <= last * source.frameTime + 1e-9; t += 1 / CAPTURE_FPS) times.push(t);
  const world = sampleBvh(text, joints, times).frames;
  const index = (name: string) => joints.indexOf(name);
  const at = (frame: Float64Array, name: string): V3 => {
    const i = 3 * index(name);
    return [frame[i] as number, frame[i + 1] as number, frame[i + 2] as number];
  };

  // Axes: up from the config; the figure's right across its shoulders and hips, each frame's
  // smoothed over a second (a figure that turns round, as the zombie does at the end of the room,
  // keeps facing the viewer); forward towards the viewer.
  const up: V3 = spec.up === 'z' ? [0, 0, 1] : [0, 1, 0];
  const acrossOf = (frame: Float64Array): V3 => {
    const a = sub(at(frame, spec.rig.shoulders[1]), at(frame, spec.rig.shoulders[0]));
    const b = sub(at(frame, spec.rig.rightLeg[0]), at(frame, spec.rig.leftLeg[0]));
    const v: V3 = [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
    const d = dot2(v, up);
    return norm([v[0] - d * up[0], v[1] - d * up[1], v[2] - d * up[2]]);
  };
  const acrosses = world.map(acrossOf);
  const bases = world.map((_, k) => {
    let v: V3 = [0, 0, 0];
    for (let m = Math.max(0, k - 15); m <= Math.min(world.length - 1, k + 15); m++) {
      const c = acrosses[m] as V3;
      v = [v[0] + c[0], v[1] + c[1], v[2] + c[2]];
    }
    const right = norm(v);
    return { right, forward: cross(up, right) };
  });
  // Viewer coordinates: x to the viewer's right (the figure's left), y up, z towards the viewer;
  // the joints about the hips in the frame's own axes, the hips' travel step by step in them.
  let travel: V3 = [0, 0, 0];
  const frames = world.map((frame, k) => {
    const { right, forward } = bases[k] as { right: V3; forward: V3 };
    const hips = at(frame, spec.rig.hips);
    if (k > 0) {
      const step = sub(hips, at(world[k - 1] as Float64Array, spec.rig.hips));
      travel = [travel[0] - dot2(step, right), 0, travel[2] + dot2(step, forward)];
    }
    const out = new Float64Array(frame.length);
    for (let i = 0; i < frame.length; i += 3) {
      const p: V3 = [frame[i] as number, frame[i + 1] as number, frame[i + 2] as number];
      const rel = sub(p, hips);
      out[i] = travel[0] - dot2(rel, right);
      out[i + 1] = dot2(p, up);
      out[i + 2] = travel[2] + dot2(rel, forward);
    }
    return out;
  });
  const P = (frame: Float64Array, name: string): V3 => at(frame, name);
  const legLength = (() => {
    let sum = 0;
    for (const frame of frames)
      for (const leg of [spec.rig.rightLeg, spec.rig.leftLeg])
        sum +=
          Math.hypot(...sub(P(frame, leg[1]), P(frame, leg[0]))) +
          Math.hypot(...sub(P(frame, leg[2]), P(frame, leg[1])));
    return sum / (2 * frames.length);
  })();

  // The loop window: poses relative to the hips (and the hips' height), in leg lengths.
  const hips = index(spec.rig.hips);
  const features = frames.map((frame) => {
    const out = new Float64Array(frame.length);
    for (let i = 0; i < frame.length; i += 3) {
      const own = i === 3 * hips;
      out[i] = own ? 0 : ((frame[i] as number) - (frame[3 * hips] as number)) / legLength;
      out[i + 1] = ((frame[i + 1] as number) - (own ? 0 : (frame[3 * hips + 1] as number))) / legLength;
      out[i + 2] = own ? 0 : ((frame[i + 2] as number) - (frame[3 * hips + 2] as number)) / legLength;
    }
    return out;
  });
  const maxFrames = Math.round((spec.maxSeconds ?? 5) * CAPTURE_FPS);
  const lo = Math.round((spec.search?.[0] ?? 0) * CAPTURE_FPS);
  const hi = Math.min(features.length, Math.round((spec.search?.[1] ?? features.length) * CAPTURE_FPS));
  const [from, to] = bestWindow(features.slice(lo, hi), 2 * CAPTURE_FPS, maxFrames);
  const start = from + lo;
  const end = to + lo;
  const period = end - start;

  // The hips' drift over the window taken out of every frame (level only), so the loop stays put.
  const h0 = P(frames[start] as Float64Array, spec.rig.hips);
  const h1 = P(frames[end] as Float64Array, spec.rig.hips);
  const drift = [h1[0] - h0[0], 0, h1[2] - h0[2]];
  const steady = frames.map((frame, k) => {
    const out = Float64Array.from(frame);
    const w = (k - start) / period;
    for (let i = 0; i < out.length; i += 3) {
      out[i] = (out[i] as number) - (drift[0] as number) * w;
      out[i + 2] = (out[i + 2] as number) - (drift[2] as number) * w;
    }
    return out;
  });
  // The seam blended: the last frames fade into the frames that lead into the start (or the first
  // frames out of those that follow the end), so frame `end` is frame `start` exactly.
  const blend = Math.min(12, Math.floor(period / 4));
  const loop: Float64Array[] = [];
  for (let k = start; k < end; k++) {
    const frame = Float64Array.from(steady[k] as Float64Array);
    if (start >= blend && k >= end - blend) {
      const w = (k - (end - blend)) / blend;
      const s = 0.5 - 0.5 * Math.cos(Math.PI * w);
      const other = steady[k - period] as Float64Array;
      for (let i = 0; i < frame.length; i++) frame[i] = (frame[i] as number) * (1 - s) + (other[i] as number) * s;
    } else if (start < blend && k < start + blend && k + period < steady.length) {
      const w = 1 - (k - start) / blend;
      const s = 0.5 - 0.5 * Math.cos(Math.PI * w);
      const other = steady[k + period] as Float64Array;
      for (let i = 0; i < frame.length; i++) frame[i] = (frame[i] as number) * (1 - s) + (other[i] as number) * s;
    }
    loop.push(frame);
  }

  // Each group's plane: frontal (x, y), sagittal (z, y) or the upright plane along the main
  // direction of the group's level movement about the hips (turned to face the viewer's right).
  const pairs = bonePairs(spec.rig);
  const axis = (group: 'trunk' | 'arms' | 'legs'): [number, number] => {
    const plane = spec.planes[group];
    if (plane === 'frontal') return [1, 0];
    if (plane === 'sagittal') return [0, 1];
    const names =
      group === 'arms' ? [...spec.rig.rightArm, ...spec.rig.leftArm] : [...spec.rig.rightLeg, ...spec.rig.leftLeg];
    let xx = 0;
    let xz = 0;
    let zz = 0;
    let mx = 0;
    let mz = 0;
    let n = 0;
    const rel = loop.flatMap((frame) =>
      names.map((name) => {
        const p = sub(P(frame, name), P(frame, spec.rig.hips));
        mx += p[0];
        mz += p[2];
        n++;
        return p;
      }),
    );
    mx /= n;
    mz /= n;
    for (const p of rel) {
      xx += (p[0] - mx) ** 2;
      xz += (p[0] - mx) * (p[2] - mz);
      zz += (p[2] - mz) ** 2;
    }
    const angle = 0.5 * Math.atan2(2 * xz, xx - zz);
    const e: [number, number] = [Math.cos(angle), Math.sin(angle)];
    return e[0] < 0 ? [-e[0], -e[1]] : e;
  };
  const axes = { trunk: axis('trunk'), arms: axis('arms'), legs: axis('legs') };
  const round = (v: number) => Math.round(v);
  const bones = {} as Record<CaptureBone, string>;
  for (const bone of CAPTURE_BONES) {
    const [from, to, group] = pairs[bone];
    // Arms side-on: each seen from its own side, reaching forward out to its side (the figure's
    // right arm to the viewer's left), so neither crosses the body.
    const mirror = group === 'arms' && spec.planes.arms === 'sagittal' && bone.startsWith('right_') ? -1 : 1;
    const [ex, ez] = axes[group].map((v) => v * mirror) as [number, number];
    // The bone on its plane, as a share of its length: short where it points at the viewer, and
    // its direction then unsure (a forearm pointed at the camera flips round in a frame). Each
    // frame's direction is its neighbours' (a third of a second) weighted by how long they show.
    const flat = loop.map((frame) => {
      const v = sub(P(frame, to), P(frame, from));
      const length = Math.hypot(...v) || 1;
      return [(v[0] * ex + v[2] * ez) / length, v[1] / length] as const;
    });
    let previous: number | null = null;
    const angles = flat.map((_, k) => {
      let x = 0;
      let y = 0;
      for (let m = -5; m <= 5; m++) {
        const [vx, vy] = flat[(k + m + flat.length) % flat.length] as readonly [number, number];
        const w = Math.exp(-((m / 2.5) ** 2)) * Math.hypot(vx, vy) ** 3;
        x += vx * w;
        y += vy * w;
      }
      let a = (Math.atan2(y, x) * 180) / Math.PI;
      if (previous !== null) a += 360 * Math.round((previous - a) / 360);
      previous = a;
      return a;
    });
    bones[bone] = slowFlips(angles)
      .map((a) => round(a * 10))
      .join(',');
  }

  // The floor: the lowest an ankle gets in the loop (a figure standing on the ground at its lowest).
  const ankles = [spec.rig.rightLeg[2], spec.rig.leftLeg[2]];
  let floor = Number.POSITIVE_INFINITY;
  for (const frame of loop) for (const a of ankles) floor = Math.min(floor, P(frame, a)[1]);
  const hipsX = loop.map((frame) => P(frame, spec.rig.hips)[0]);
  const meanX = hipsX.reduce((s, x) => s + x, 0) / hipsX.length;
  const shift = hipsX.map((x) => round((1000 * (x - meanX)) / legLength)).join(',');
  const lift = loop
    .map((frame) => round((1000 * (Math.min(...ankles.map((a) => P(frame, a)[1])) - floor)) / legLength))
    .join(',');
  // Planted: low (within 10 % of a leg over the floor) and hardly moving (under 0.6 leg lengths a
  // second, in the room: before the loop's drift is taken out).
  const contact = loop
    .map((frame, k) => {
      const next = frames[Math.min(frames.length - 1, start + k + 1)] as Float64Array;
      const prev = frames[Math.max(0, start + k - 1)] as Float64Array;
      let bits = 0;
      ankles.forEach((a, side) => {
        const low = P(frame, a)[1] - floor < 0.1 * legLength;
        const speed = (Math.hypot(...sub(P(next, a), P(prev, a))) * CAPTURE_FPS) / 2 / legLength;
        if (low && speed < 0.6) bits |= 1 << side;
      });
      return String(bits);
    })
    .join('');
  const drivers = {
    right_arm: spec.rig.rightArm[2],
    left_arm: spec.rig.leftArm[2],
    right_leg: spec.rig.rightLeg[2],
    left_leg: spec.rig.leftLeg[2],
  };
  const depth = {} as CaptureData['depth'];
  for (const limb of CAPTURE_LIMBS)
    depth[limb] = loop
      .map((frame) => round((1000 * (P(frame, drivers[limb])[2] - P(frame, spec.rig.hips)[2])) / legLength))
      .join(',');
  const seconds = (f: number) => Math.round((first * source.frameTime + f / CAPTURE_FPS) * 1000) / 1000;
  return {
    name: spec.name,
    label: spec.label,
    source: spec.file,
    window: [seconds(start), seconds(end)],
    fps: CAPTURE_FPS,
    frames: period,
    bones,
    shift,
    lift,
    contact,
    depth,
  };
}

/** The data module written for a clip (`src/capture/data/<name>.ts`). */
export function captureModule(data: CaptureData): string {
  const id = data.name.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
  return [
    '// Generated by scripts/import-capture.ts from the motion capture in the reference folder',
    '// (facebookresearch/AnimatedDrawings, MIT: see LICENSE-AnimatedDrawings here). Do not edit.',
    "import type { CaptureData } from '../types';",
    '',
    `export const ${id}: CaptureData = ${JSON.stringify(data, null, 2)};`,
    '',
  ].join('\n');
}
