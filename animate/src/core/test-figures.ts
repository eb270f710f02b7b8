/**
 * Small synthetic figures of each body plan (a mask drawn from thick strokes and the joints on
 * them), for the engine's tests: no files, any leg count.
 */
import { type BodyPlan, type Skeleton, skeletonFor } from '../skeletons';
import { fillPolygon } from './contour';
import type { Plane, Point, SkeletonJoints } from './types';

export type TestFigure = { name: string; skeleton: Skeleton; mask: Plane; joints: SkeletonJoints };

/** A mask painted with round strokes (segments of the given radius) and filled ellipses. */
class Painter {
  readonly mask: Plane;
  constructor(width: number, height: number) {
    this.mask = { width, height, data: new Uint8Array(width * height) };
  }
  stroke(a: Point, b: Point, radius: number) {
    const { width, height, data } = this.mask;
    const x0 = Math.max(0, Math.floor(Math.min(a.x, b.x) - radius));
    const x1 = Math.min(width - 1, Math.ceil(Math.max(a.x, b.x) + radius));
    const y0 = Math.max(0, Math.floor(Math.min(a.y, b.y) - radius));
    const y1 = Math.min(height - 1, Math.ceil(Math.max(a.y, b.y) + radius));
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const length2 = dx * dx + dy * dy || 1;
    for (let y = y0; y <= y1; y++) {
      for (let x = x0; x <= x1; x++) {
        const px = x + 0.5;
        const py = y + 0.5;
        const u = Math.min(1, Math.max(0, ((px - a.x) * dx + (py - a.y) * dy) / length2));
        if (Math.hypot(px - a.x - u * dx, py - a.y - u * dy) <= radius) data[y * width + x] = 1;
      }
    }
  }
  ellipse(c: Point, rx: number, ry: number) {
    const { width, height, data } = this.mask;
    for (let y = 0; y < height; y++) {
      for (let x = 0; x < width; x++) {
        if (((x + 0.5 - c.x) / rx) ** 2 + ((y + 0.5 - c.y) / ry) ** 2 <= 1) data[y * width + x] = 1;
      }
    }
  }
  chain(points: Point[], radius: number) {
    for (let k = 1; k < points.length; k++) this.stroke(points[k - 1] as Point, points[k] as Point, radius);
  }
}

const p = (x: number, y: number): Point => ({ x, y });

/** A dog seen from the side, facing the viewer's right (`facing` -1 mirrors it). */
export function quadrupedFigure(facing = 1): TestFigure {
  const w = 240;
  const X = (x: number) => (facing > 0 ? x : w - x);
  const j: SkeletonJoints = {
    pelvis: p(X(70), 90),
    chest: p(X(160), 90),
    neck: p(X(185), 75),
    head: p(X(200), 55),
    tail: p(X(50), 80),
    tail_tip: p(X(25), 60),
    front_right_shoulder: p(X(165), 105),
    front_right_knee: p(X(168), 135),
    front_right_foot: p(X(170), 162),
    front_left_shoulder: p(X(145), 105),
    front_left_knee: p(X(146), 135),
    front_left_foot: p(X(147), 162),
    back_right_hip: p(X(85), 105),
    back_right_knee: p(X(82), 135),
    back_right_foot: p(X(80), 162),
    back_left_hip: p(X(62), 105),
    back_left_knee: p(X(60), 135),
    back_left_foot: p(X(58), 162),
  };
  const paint = new Painter(w, 190);
  paint.ellipse(p(X(115), 95), 65, 24);
  paint.chain([j.chest, j.neck, j.head] as Point[], 12);
  paint.ellipse(j.head as Point, 18, 14);
  paint.chain([p(X(60), 85), j.tail_tip as Point], 5);
  for (const leg of ['front_right', 'front_left', 'back_right', 'back_left']) {
    const root = j[`${leg}_${leg.startsWith('front') ? 'shoulder' : 'hip'}`] as Point;
    paint.chain([root, j[`${leg}_knee`] as Point, j[`${leg}_foot`] as Point], 7);
  }
  return {
    name: `quadruped facing ${facing > 0 ? 'right' : 'left'}`,
    skeleton: skeletonFor('quadruped'),
    mask: paint.mask,
    joints: j,
  };
}

/**
 * The dog with its back legs drawn converging, the hooves `gap` apart joined into one piece (as a
 * cut-out can join a cow's): legs `radius` thick.
 */
export function joinedHoovesFigure(gap: number, radius: number): TestFigure {
  const dog = quadrupedFigure();
  const j: SkeletonJoints = {
    ...dog.joints,
    back_right_knee: p(78, 135),
    back_right_foot: p(70 + gap / 2, 162),
    back_left_knee: p(62, 135),
    back_left_foot: p(70 - gap / 2, 162),
  };
  const paint = new Painter(dog.mask.width, dog.mask.height);
  const { data, width } = paint.mask;
  data.set(dog.mask.data);
  for (let y = 118; y < paint.mask.height; y++) data.fill(0, y * width + 40, y * width + 100);
  for (const leg of ['back_right', 'back_left'])
    paint.chain([j[`${leg}_hip`], j[`${leg}_knee`], j[`${leg}_foot`]] as Point[], radius);
  paint.stroke(j.back_right_foot as Point, j.back_left_foot as Point, radius);
  return { name: `quadruped with joined hooves ${gap} apart`, skeleton: dog.skeleton, mask: paint.mask, joints: j };
}

/** A bug seen from above, head up, `legs` legs numbered clockwise from the top left, with or without antennae. */
export function manyLimbedFigure(legs: number, antennae: boolean): TestFigure {
  const skeleton = skeletonFor('many-limbed', { legs, antennae });
  const cx = 150;
  const j: SkeletonJoints = { head: p(cx, 70), body: p(cx, 130), tail: p(cx, 200) };
  const paint = new Painter(300, 260);
  paint.ellipse(p(cx, 140), 34, 70);
  paint.ellipse(j.head as Point, 20, 18);
  const perSide = Math.ceil(legs / 2);
  const right = Math.floor(legs / 2);
  // Clockwise from the top left: leg 1 top left, then the right side top to bottom, then the left side bottom to top.
  const place = (side: number, row: number, count: number): Point[] => {
    const y = 95 + (row + 0.5) * (100 / count);
    const root = p(cx + side * 24, y);
    const knee = p(cx + side * 62, y - 14);
    const foot = p(cx + side * 95, y + 14);
    return [root, knee, foot];
  };
  const slots: Point[][] = [];
  const left = legs - right;
  slots.push(place(-1, 0, left));
  for (let r = 0; r < right; r++) slots.push(place(1, r, right));
  for (let r = left - 1; r >= 1; r--) slots.push(place(-1, r, left));
  slots.forEach(([root, knee, foot], k) => {
    j[`leg_${k + 1}_root`] = root as Point;
    j[`leg_${k + 1}_knee`] = knee as Point;
    j[`leg_${k + 1}_foot`] = foot as Point;
    paint.chain([root as Point, knee as Point, foot as Point], Math.max(4, 8 - perSide / 2));
  });
  if (antennae) {
    j.antenna_left_root = p(cx - 10, 58);
    j.antenna_left_tip = p(cx - 40, 18);
    j.antenna_right_root = p(cx + 10, 58);
    j.antenna_right_tip = p(cx + 40, 18);
    paint.chain([j.antenna_left_root as Point, j.antenna_left_tip as Point], 4);
    paint.chain([j.antenna_right_root as Point, j.antenna_right_tip as Point], 4);
  }
  return { name: `${legs} legs${antennae ? ' and antennae' : ''}`, skeleton, mask: paint.mask, joints: j };
}

/** A fish lying head left, or a flower standing head up (its stem's foot at the bottom). */
export function limblessFigure(kind: 'fish' | 'flower'): TestFigure {
  const j: SkeletonJoints = {};
  const paint = new Painter(kind === 'fish' ? 300 : 160, kind === 'fish' ? 140 : 300);
  if (kind === 'fish') {
    for (let k = 0; k < 7; k++) j[`spine_${k}`] = p(40 + k * 36, 70);
    paint.ellipse(p(140, 70), 105, 34);
    paint.chain([p(240, 70), p(275, 40)], 9);
    paint.chain([p(240, 70), p(275, 100)], 9);
  } else {
    for (let k = 0; k < 7; k++) j[`spine_${k}`] = p(80, 50 + k * 38);
    paint.ellipse(p(80, 60), 45, 40);
    paint.chain([p(80, 90), p(80, 285)], 8);
    paint.ellipse(p(60, 200), 22, 9);
  }
  return { name: kind, skeleton: skeletonFor('limbless'), mask: paint.mask, joints: j };
}

/** A plump stick figure (body, arms out, legs apart), as the ARAP tests draw it. */
export function bipedFigure(): TestFigure {
  const outline = [
    [90, 20],
    [110, 20],
    [118, 40],
    [112, 58],
    [160, 62],
    [190, 66],
    [190, 78],
    [150, 80],
    [126, 82],
    [128, 140],
    [140, 200],
    [128, 204],
    [112, 150],
    [100, 146],
    [88, 150],
    [72, 204],
    [60, 200],
    [72, 140],
    [74, 82],
    [50, 80],
    [10, 78],
    [10, 66],
    [40, 62],
    [88, 58],
    [82, 40],
  ].map(([x, y]) => p(x as number, y as number));
  const joints: SkeletonJoints = {
    head: p(100, 36),
    neck: p(100, 60),
    pelvis: p(100, 130),
    right_shoulder: p(78, 70),
    right_elbow: p(45, 72),
    right_hand: p(15, 72),
    left_shoulder: p(122, 70),
    left_elbow: p(155, 72),
    left_hand: p(185, 72),
    right_hip: p(88, 140),
    right_knee: p(78, 170),
    right_foot: p(68, 198),
    left_hip: p(112, 140),
    left_knee: p(122, 170),
    left_foot: p(132, 198),
  };
  return { name: 'stick figure', skeleton: skeletonFor('biped'), mask: fillPolygon(outline, 200, 220), joints };
}

/** One synthetic figure or more per plan (the many-limbed ones with 4 to 10 legs). */
export function testFigures(plan: BodyPlan): TestFigure[] {
  if (plan === 'quadruped') return [quadrupedFigure(1), quadrupedFigure(-1)];
  if (plan === 'many-limbed') {
    // Every leg count the plan allows, with and without antennae.
    return [4, 5, 6, 7, 8, 9, 10].map((legs) => manyLimbedFigure(legs, legs % 2 === 0));
  }
  if (plan === 'limbless') return [limblessFigure('fish'), limblessFigure('flower')];
  return [bipedFigure()];
}
