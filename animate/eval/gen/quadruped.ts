/** Generated four-legged animals seen from the side: pig, dog, cat, horse, cow. */
import { dot, figure, handwriting, QUADRUPED_PARENTS, stroke } from './figure';
import { COLOURS, type Figure, type Part, type Rgb } from './paint';
import { between, box, circle, ellipse, lerp, limb, type Pt, pick, polygon, smoothPath, tube } from './shapes';

type Kind = 'pig' | 'dog' | 'cat' | 'horse' | 'cow';

const SPEC: Record<Kind, { body: [number, number]; leg: [number, number]; head: number; fur: Rgb[]; neck: number }> = {
  pig: { body: [165, 112], leg: [70, 24], head: 72, fur: [COLOURS.pink], neck: 0 },
  dog: { body: [170, 68], leg: [120, 17], head: 58, fur: [COLOURS.tan, COLOURS.brown, COLOURS.orange], neck: 40 },
  cat: { body: [150, 62], leg: [110, 14], head: 55, fur: [COLOURS.grey, COLOURS.orange, COLOURS.black], neck: 25 },
  horse: { body: [175, 72], leg: [165, 15], head: 48, fur: [COLOURS.brown, COLOURS.tan], neck: 150 },
  cow: { body: [175, 88], leg: [115, 19], head: 58, fur: [[250, 250, 250]], neck: 30 },
};

/** A side-view animal; `facing` 1 = head to the right (we see its right side), -1 = to the left. */
function animal(kind: Kind, seed: number, style?: Figure['style'], page?: boolean): Figure {
  const W = page ? 1200 : 780;
  const H = page ? 1000 : 600;
  const { fig, rand } = figure('quadruped', kind, seed, W, H, style);
  const spec = SPEC[kind];
  const facing = rand() < 0.5 ? 1 : -1;
  const X = (p: Pt): Pt => [facing > 0 ? p[0] : W - p[0], p[1]];
  const ink = pick(rand, [COLOURS.black, COLOURS.navy, COLOURS.brown]);
  const fur = pick(rand, spec.fur);
  const far: Rgb = fur.map((c) => c * 0.8) as Rgb;
  const k = between(rand, 0.92, 1.05) * (page ? 1.55 : 1);
  const [rx, ry] = [spec.body[0] * k, spec.body[1] * k];
  const [legLen, legR] = [spec.leg[0] * k * between(rand, 0.92, 1.08), spec.leg[1] * k];
  const bx = W / 2 - 25 * k;
  const by = H - (page ? 130 : 50) - legLen - ry * 0.55;
  const parts: Part[] = [];
  // Legs: far ones first, a little behind and darker; the knee halfway, bent for long legs.
  const legs: Record<string, [Pt, Pt, Pt]> = {};
  const side = facing > 0 ? ['right', 'left'] : ['left', 'right'];
  for (const [name, at, near] of [
    [`back_${side[1]}`, -0.32, false],
    [`front_${side[1]}`, 0.38, false],
    [`back_${side[0]}`, -0.62, true],
    [`front_${side[0]}`, 0.64, true],
  ] as const) {
    const root: Pt = [bx + rx * at, by + ry * 0.35];
    const footY = by + ry * 0.55 + legLen - (near ? 0 : 8 * k);
    const bend = kind === 'horse' || kind === 'cat' ? (name.startsWith('front') ? -8 : 12) * k : 0;
    const foot: Pt = [root[0] + between(rand, -10, 10) * k, footY];
    const knee: Pt = [(root[0] + foot[0]) / 2 + bend, (root[1] + foot[1]) / 2 + legR * 0.5];
    parts.push({ shape: limb(X(root), X(knee), legR * 1.1, legR), ink, fill: near ? fur : far });
    parts.push({ shape: limb(X(knee), X(foot), legR, legR * 0.95), ink, fill: near ? fur : far });
    if (kind === 'horse' || kind === 'cow' || kind === 'pig')
      parts.push({
        shape: box(...X([foot[0], foot[1] + legR * 0.3]), legR * 2.3, legR * 1.1, 3),
        ink,
        fill: COLOURS.black,
      });
    legs[name] = [X(root), X(knee), X(foot)];
  }
  // Tail, behind the body.
  const tailRoot: Pt = [bx - rx * 0.93, by - ry * 0.25];
  let tailPath: Pt[];
  if (kind === 'pig') {
    const r = 15 * k;
    tailPath = [tailRoot];
    for (let i = 0; i <= 24; i++) {
      const a = (i / 24) * Math.PI * 2.3;
      tailPath.push([tailRoot[0] - r - i * 1.2 * k + r * Math.cos(a), tailRoot[1] - r * Math.sin(a)]);
    }
  } else if (kind === 'horse') {
    tailPath = smoothPath([
      tailRoot,
      [tailRoot[0] - 45 * k, tailRoot[1] + 30 * k],
      [tailRoot[0] - 55 * k, tailRoot[1] + 150 * k],
    ]);
  } else if (kind === 'cow') {
    tailPath = smoothPath([
      tailRoot,
      [tailRoot[0] - 25 * k, tailRoot[1] + 40 * k],
      [tailRoot[0] - 30 * k, tailRoot[1] + 130 * k],
    ]);
  } else if (kind === 'cat') {
    tailPath = smoothPath([
      tailRoot,
      [tailRoot[0] - 70 * k, tailRoot[1] - 30 * k],
      [tailRoot[0] - 85 * k, tailRoot[1] - 130 * k],
      [tailRoot[0] - 50 * k, tailRoot[1] - 175 * k],
    ]);
  } else {
    tailPath = smoothPath([
      tailRoot,
      [tailRoot[0] - 60 * k, tailRoot[1] - 40 * k],
      [tailRoot[0] - 70 * k, tailRoot[1] - 100 * k],
    ]);
  }
  const tailTip = tailPath[tailPath.length - 1] as Pt;
  if (kind === 'pig' || kind === 'cow') parts.push(stroke(tailPath.map(X), ink));
  else
    parts.push({
      shape: tube(tailPath.map(X), (kind === 'horse' ? 18 : 11) * k, (kind === 'horse' ? 24 : 7) * k),
      ink,
      fill: kind === 'horse' ? COLOURS.black : fur,
    });
  if (kind === 'cow') parts.push({ shape: ellipse(...X(tailTip), 10 * k, 18 * k), ink, fill: COLOURS.black });
  // Neck and head.
  const neckBase: Pt = [bx + rx * 0.82, by - ry * 0.35];
  const head: Pt =
    kind === 'horse'
      ? [neckBase[0] + 95 * k, neckBase[1] - 125 * k]
      : kind === 'pig'
        ? [bx + rx * 0.95, by - ry * 0.25]
        : [neckBase[0] + spec.neck * 0.6 * k + 30 * k, neckBase[1] - spec.neck * k - 30 * k];
  const neck: Pt = kind === 'pig' ? lerp([bx + rx * 0.7, by - ry * 0.2], head, 0.45) : lerp(neckBase, head, 0.35);
  if (spec.neck)
    parts.push({
      shape: limb(X(neckBase), X(head), (kind === 'horse' ? 36 : 34) * k, (kind === 'horse' ? 26 : 30) * k),
      ink,
      fill: fur,
    });
  const body = kind === 'cow' ? box(...X([bx, by]), rx * 2, ry * 2, ry * 0.6) : ellipse(...X([bx, by]), rx, ry);
  parts.push({ shape: body, ink, fill: fur });
  if (kind === 'cow') {
    for (let i = 0; i < 4; i++) {
      const s: Pt = [bx + between(rand, -0.7, 0.6) * rx, by + between(rand, -0.5, 0.4) * ry];
      parts.push({
        shape: ellipse(...X(s), between(rand, 22, 38) * k, between(rand, 16, 28) * k, rand()),
        ink: null,
        fill: COLOURS.black,
        cover: false,
      });
    }
    parts.push({ shape: ellipse(...X([bx - rx * 0.1, by + ry * 0.95]), 28 * k, 18 * k), ink, fill: COLOURS.pink });
  }
  const hr = spec.head * k;
  const headShape =
    kind === 'horse'
      ? ellipse(...X(head), hr * 1.35, hr * 0.7, facing * 0.5)
      : kind === 'cow'
        ? ellipse(...X(head), hr, hr * 0.9)
        : circle(...X(head), hr);
  const ears: Part[] = [];
  if (kind === 'cat' || kind === 'pig' || kind === 'horse') {
    for (const o of kind === 'horse' ? [-0.5] : [-0.6, 0.35]) {
      const base = [head[0] + o * hr, head[1] - hr * 0.75] as Pt;
      ears.push({
        shape: polygon([
          X([base[0] - hr * 0.3, base[1] + 8]),
          X([base[0] + hr * 0.1, base[1] - hr * 0.6]),
          X([base[0] + hr * 0.35, base[1] + 8]),
        ]),
        ink,
        fill: fur,
      });
    }
  }
  if (kind === 'cow') {
    for (const o of [-0.45, 0.45])
      ears.push(
        stroke(
          [X([head[0] + o * hr, head[1] - hr * 0.8]), X([head[0] + o * hr * 1.5, head[1] - hr * 1.35])],
          COLOURS.tan,
          5,
        ),
      );
  }
  parts.push(...ears, { shape: headShape, ink, fill: fur });
  if (kind === 'dog')
    parts.push({
      shape: ellipse(...X([head[0] - hr * 0.45, head[1] + hr * 0.35]), hr * 0.32, hr * 0.75, -facing * 0.3),
      ink,
      fill: COLOURS.brown,
    });
  const front = facing; // which way is forward on the page
  const face = (dx: number, dy: number): Pt => [X(head)[0] + front * dx * hr, head[1] + dy * hr];
  if (kind === 'pig') {
    parts.push({ shape: ellipse(...face(0.85, 0.15), hr * 0.3, hr * 0.38), ink, fill: COLOURS.pink });
    parts.push(dot(face(0.82, 0.03), 4), dot(face(0.9, 0.27), 4));
  } else if (kind === 'dog' || kind === 'cat') {
    parts.push(dot(face(0.9, 0.05), kind === 'dog' ? 9 : 6));
    for (const dy of [-0.05, 0.12, 0.28])
      if (kind === 'cat') parts.push(stroke([face(0.7, 0.15), face(1.45, dy * 1.6)], ink, 1.4));
  } else if (kind === 'horse') {
    for (let i = 0; i < 5; i++)
      parts.push(
        stroke(
          [
            X(lerp(neckBase, head, 0.1 + i * 0.17)),
            X(lerp([neckBase[0] - 40 * k, neckBase[1] - 10 * k], [head[0] - 35 * k, head[1] - 25 * k], 0.1 + i * 0.17)),
          ],
          COLOURS.black,
          4,
        ),
      );
    parts.push(dot(face(0.95, 0.1), 4));
  }
  parts.push(dot(face(0.25, -0.2), 6), stroke([face(0.35, 0.45), face(0.6, 0.5), face(0.75, 0.38)], ink, 1.8));
  fig.parts = parts;
  if (page) {
    fig.parts.push(...handwriting(rand, 120, 110, 420, 36));
    fig.parts.push({ shape: circle(W - 150, 140, 50), ink: COLOURS.orange, fill: COLOURS.yellow, figure: false });
    fig.parts.push(
      stroke(
        [
          [60, H - 80],
          [W - 60, H - 90],
        ],
        COLOURS.green,
        3,
        false,
      ),
    );
  }
  fig.joints = {
    head: X(head),
    neck: X(neck),
    chest: X([bx + rx * 0.55, by]),
    pelvis: X([bx - rx * 0.55, by]),
    tail: X(tailRoot),
    tail_tip: X(tailTip),
  };
  for (const [name, [root, knee, foot]] of Object.entries(legs)) {
    const top = name.startsWith('front') ? 'shoulder' : 'hip';
    Object.assign(fig.joints, { [`${name}_${top}`]: root, [`${name}_knee`]: knee, [`${name}_foot`]: foot });
  }
  fig.parents = QUADRUPED_PARENTS;
  fig.notes = `Side view facing ${facing > 0 ? 'right (its right legs nearer)' : 'left (its left legs nearer)'}; the far legs are drawn behind, a shade darker; knees halfway down each leg.`;
  return fig;
}

export const pig = (seed: number) => animal('pig', seed);
export const dog = (seed: number) => animal('dog', seed);
export const cat = (seed: number) => animal('cat', seed, 'crayon');
export const horsePage = (seed: number) => animal('horse', seed, 'crayon', true);
export const cow = (seed: number) => animal('cow', seed, 'marker');
