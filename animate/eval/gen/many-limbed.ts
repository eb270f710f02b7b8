/** Generated many-limbed creatures: an ant-like bug, a spider, an octopus, a caterpillar, a beetle. */
import { dot, figure, handwriting, manyLimbed, stroke } from './figure';
import { COLOURS, type Figure, type Part, type Rgb } from './paint';
import { between, circle, ellipse, lerp, type Pt, pick, polygon, smoothPath, tube } from './shapes';

type Leg = [Pt, Pt, Pt];

function face(parts: Part[], c: Pt, r: number, ink: Rgb) {
  parts.push(
    dot([c[0] - r * 0.35, c[1] - r * 0.1], Math.max(4, r * 0.12)),
    dot([c[0] + r * 0.35, c[1] - r * 0.1], Math.max(4, r * 0.12)),
  );
  parts.push(
    stroke(
      [
        [c[0] - r * 0.3, c[1] + r * 0.35],
        [c[0], c[1] + r * 0.5],
        [c[0] + r * 0.3, c[1] + r * 0.35],
      ],
      ink,
      2,
    ),
  );
}

/** Six jointed legs from the sides of a top-view insect's middle, front pair forward, back pair back. */
function insectLegs(rand: () => number, c: Pt, halfW: number, span: number, reach: number): Leg[] {
  const legs: Leg[] = [];
  for (const s of [-1, 1]) {
    for (let j = 0; j < 3; j++) {
      const root: Pt = [c[0] + s * halfW * 0.8, c[1] + (j - 1) * span];
      const knee: Pt = [
        root[0] + s * reach * between(rand, 0.5, 0.65),
        root[1] + (j - 1) * reach * 0.35 - reach * 0.25,
      ];
      const foot: Pt = [
        knee[0] + s * reach * between(rand, 0.3, 0.45),
        knee[1] + (j - 1) * reach * 0.45 + reach * 0.45,
      ];
      legs.push([root, knee, foot]);
    }
  }
  return legs;
}

export function ant(seed: number): Figure {
  const { fig, rand } = figure('many-limbed', 'bug', seed, 640, 700);
  const ink = pick(rand, [COLOURS.black, COLOURS.navy]);
  const shell = pick(rand, [COLOURS.red, COLOURS.green, COLOURS.purple]);
  const cx = 320;
  const head: Pt = [cx, 210];
  const thorax: Pt = [cx, 330];
  const tail: Pt = [cx, 560];
  const legs = insectLegs(rand, thorax, 60, 48, 170);
  const ant1: [Pt, Pt] = [
    [cx - 25, 170],
    [cx - 100, 60],
  ];
  const ant2: [Pt, Pt] = [
    [cx + 25, 170],
    [cx + 95, 55],
  ];
  const parts: Part[] = legs.map((l) => stroke(l, ink, 3.5));
  parts.push(
    stroke([ant1[0], [cx - 72, 112], ant1[1]], ink, 3),
    stroke([ant2[0], [cx + 70, 108], ant2[1]], ink, 3),
    dot(ant1[1], 9, ink),
    dot(ant2[1], 9, ink),
    { shape: ellipse(cx, 470, 85, 100), ink, fill: shell },
    { shape: ellipse(thorax[0], thorax[1], 62, 72), ink, fill: shell },
    { shape: circle(head[0], head[1], 62), ink, fill: COLOURS.yellow },
  );
  face(parts, head, 62, ink);
  fig.parts = parts;
  Object.assign(fig, manyLimbed(thorax, { head, body: thorax, tail }, legs, { left: ant1, right: ant2 }));
  fig.notes =
    'Top view of its back, head up: six jointed legs from the middle, two antennae (seen from above, its left is on the image left).';
  return fig;
}

export function spider(seed: number): Figure {
  const { fig, rand } = figure('many-limbed', 'spider', seed, 760, 640);
  const ink = COLOURS.black;
  const c: Pt = [380, 350];
  const legs: Leg[] = [];
  for (const s of [-1, 1]) {
    for (let j = 0; j < 4; j++) {
      const root: Pt = [c[0] + s * 55, c[1] - 45 + j * 30];
      const out = (-0.9 + j * 0.55) * between(rand, 0.9, 1.1);
      const knee: Pt = [root[0] + s * 130 * Math.cos(out * 0.6), root[1] - 95 + j * 50];
      const foot: Pt = [knee[0] + s * between(rand, 90, 120), knee[1] + 130 + j * 12];
      legs.push([root, knee, foot]);
    }
  }
  const parts: Part[] = legs.map((l) => stroke(l, ink, between(rand, 3.5, 5)));
  parts.push(
    { shape: circle(c[0], c[1] + 10, 95), ink, fill: pick(rand, [COLOURS.purple, COLOURS.black, COLOURS.blue]) },
    { shape: circle(c[0], c[1] - 110, 50), ink, fill: COLOURS.black },
    dot([c[0] - 18, c[1] - 118], 10, [250, 250, 250]),
    dot([c[0] + 18, c[1] - 118], 10, [250, 250, 250]),
  );
  fig.parts = parts;
  Object.assign(fig, manyLimbed(c, { head: [c[0], c[1] - 110], body: c, tail: [c[0], c[1] + 95] }, legs));
  fig.notes = 'Top view: a round body, a small head above, eight legs with high knees.';
  return fig;
}

export function octopusPage(seed: number): Figure {
  const { fig, rand } = figure('many-limbed', 'octopus', seed, 900, 1200, 'crayon');
  const ink = pick(rand, [COLOURS.purple, COLOURS.navy]);
  const skin = pick(rand, [COLOURS.orange, COLOURS.pink, COLOURS.red]);
  const c: Pt = [450, 520];
  const legs: Leg[] = [];
  const parts: Part[] = [];
  for (let j = 0; j < 8; j++) {
    const spread = (j - 3.5) / 3.5;
    const root: Pt = [c[0] + spread * 150, c[1] + 120 - Math.abs(spread) * 40];
    const tip: Pt = [
      c[0] + spread * 330 + between(rand, -20, 20),
      c[1] + 420 - Math.abs(spread) ** 2 * 180 + between(rand, -30, 30),
    ];
    const mid = lerp(root, tip, 0.5);
    const wave = between(rand, 30, 55) * (j % 2 ? 1 : -1);
    const path = smoothPath([root, [mid[0] + wave, mid[1]], [tip[0] - wave * 0.6, lerp(root, tip, 0.8)[1]], tip]);
    parts.push({ shape: tube(path, 30, 9), ink, fill: skin });
    legs.push([root, path[Math.floor(path.length / 2)] as Pt, tip]);
  }
  parts.push({ shape: ellipse(c[0], c[1] - 40, 190, 200), ink, fill: skin });
  parts.push(dot([c[0] - 60, c[1] + 10], 18), dot([c[0] + 60, c[1] + 10], 18));
  parts.push(
    stroke(
      [
        [c[0] - 40, c[1] + 70],
        [c[0], c[1] + 95],
        [c[0] + 40, c[1] + 70],
      ],
      ink,
      3,
    ),
  );
  parts.push(...handwriting(rand, 110, 120, 380, 32));
  for (let k = 0; k < 4; k++)
    parts.push({ shape: circle(700 + k * 35, 180 - k * 50, 14 + k * 4), ink: COLOURS.sky, figure: false, width: 2 });
  fig.parts = parts;
  Object.assign(
    fig,
    manyLimbed(c, { head: [c[0], c[1] - 20], body: [c[0], c[1] + 100], tail: [c[0], c[1] - 215] }, legs),
  );
  fig.notes =
    'Whole page: an octopus (head = the eyes, body = where the arms join, tail = the top of the mantle); each arm root, its middle as the knee, its tip as the foot; bubbles and a line of writing are not in the mask.';
  return fig;
}

export function caterpillar(seed: number): Figure {
  const { fig, rand } = figure('many-limbed', 'caterpillar', seed, 900, 520);
  const ink = pick(rand, [COLOURS.black, COLOURS.green]);
  const skin = pick(rand, [COLOURS.lime, COLOURS.green, COLOURS.yellow]);
  const parts: Part[] = [];
  const segs: Pt[] = [];
  for (let i = 0; i < 7; i++) segs.push([170 + i * 88, 300 + Math.sin(i * 1.1) * 30]);
  const legs: Leg[] = [];
  for (const i of [1, 3, 5]) {
    for (const o of [-22, 22]) {
      const s = segs[i] as Pt;
      const root: Pt = [s[0] + o, s[1] + 45];
      const knee: Pt = [root[0] + o * 0.4, root[1] + 45];
      legs.push([root, knee, [knee[0] + o * 0.9, knee[1] + 25]]);
    }
  }
  parts.push(...legs.map((l) => stroke(l, ink, 3)));
  for (let i = 0; i < segs.length - 1; i++) {
    const s = segs[i] as Pt;
    parts.push({ shape: circle(s[0], s[1], 58 + (i % 2) * 6), ink, fill: skin });
  }
  const head = segs[segs.length - 1] as Pt;
  const ants: [Pt, Pt][] = [
    [
      [head[0] - 25, head[1] - 55],
      [head[0] - 45, head[1] - 150],
    ],
    [
      [head[0] + 25, head[1] - 55],
      [head[0] + 55, head[1] - 140],
    ],
  ];
  for (const a of ants) parts.push(stroke([a[0], lerp(a[0], a[1], 0.5), a[1]], ink, 3), dot(a[1], 10, COLOURS.red));
  parts.push({ shape: circle(head[0], head[1], 72), ink, fill: COLOURS.yellow });
  face(parts, head, 72, ink);
  fig.parts = parts;
  const tail: Pt = [(segs[0] as Pt)[0] - 55, (segs[0] as Pt)[1]];
  Object.assign(
    fig,
    manyLimbed(segs[3] as Pt, { head, body: segs[3] as Pt, tail }, legs, {
      left: ants[0] as [Pt, Pt],
      right: ants[1] as [Pt, Pt],
    }),
  );
  fig.notes =
    'Side view, head on the right: a chain of round segments, six short legs below, two antennae (the front one taken as its right, the nearer side).';
  return fig;
}

export function beetle(seed: number): Figure {
  const { fig, rand } = figure('many-limbed', 'beetle', seed, 640, 760);
  const ink = COLOURS.black;
  const cx = 320;
  const body: Pt = [cx, 420];
  const legs = insectLegs(rand, [cx, 410], 120, 75, 150);
  const parts: Part[] = legs.map((l) => stroke(l, ink, 4));
  const antR: [Pt, Pt] = [
    [cx + 20, 195],
    [cx + 90, 90],
  ];
  const antL: [Pt, Pt] = [
    [cx - 20, 195],
    [cx - 95, 95],
  ];
  parts.push(stroke([antL[0], [cx - 68, 140], antL[1]], ink, 3), stroke([antR[0], [cx + 66, 138], antR[1]], ink, 3));
  parts.push({ shape: ellipse(cx, 240, 60, 48), ink, fill: COLOURS.black });
  parts.push({
    shape: ellipse(body[0], body[1], 140, 185),
    ink,
    fill: pick(rand, [COLOURS.green, COLOURS.blue, COLOURS.red]),
  });
  parts.push(
    stroke(
      [
        [cx, 250],
        [cx, 600],
      ],
      ink,
      3,
    ),
  );
  for (let k = 0; k < 3; k++) for (const s of [-1, 1]) parts.push(dot([cx + s * (55 + 15 * k), 330 + k * 90], 16));
  parts.push({
    shape: polygon([
      [cx - 40, 232],
      [cx + 40, 232],
      [cx, 265],
    ]),
    ink: null,
    fill: COLOURS.black,
    cover: false,
  });
  fig.parts = parts;
  Object.assign(fig, manyLimbed(body, { head: [cx, 215], body, tail: [cx, 595] }, legs, { left: antL, right: antR }));
  fig.notes =
    'Top view of its back, head up: a big spotted shell, six jointed legs, two antennae (its left on the image left).';
  return fig;
}
