/** Generated limbless figures drawn round or upright: ghost, blob, flower (a whole page), sun. */
import { dot, figure, handwriting, stroke } from './figure';
import { finish } from './limbless';
import { COLOURS, type Figure, type Part, type Rgb } from './paint';
import { between, circle, ellipse, lerp, type Pt, pick, polygon, smoothPath, union } from './shapes';

export function ghost(seed: number): Figure {
  const { fig, rand } = figure('limbless', 'ghost', seed, 560, 700, seed % 2 ? 'pencil' : 'marker');
  const ink: Rgb = fig.style === 'pencil' ? [80, 80, 88] : COLOURS.navy;
  const [cx, top, w] = [280, 90, between(rand, 170, 195)];
  const bottom = 600;
  const outline: Pt[] = [];
  for (let i = 0; i <= 20; i++) {
    const a = Math.PI + (i / 20) * Math.PI;
    outline.push([cx + w * Math.cos(a), top + w + w * Math.sin(a)]);
  }
  for (let i = 0; i <= 8; i++)
    outline.push([cx + w - (i / 8) * 2 * w, bottom - (i % 2 ? 55 : 0) + (i % 2 ? 0 : between(rand, -10, 10))]);
  const parts: Part[] = [
    { shape: polygon(outline), ink, fill: fig.style === 'pencil' ? null : COLOURS.sky },
    { shape: ellipse(cx - 60, top + 170, 26, 38), ink, fill: COLOURS.black },
    { shape: ellipse(cx + 60, top + 170, 26, 38), ink, fill: COLOURS.black },
    { shape: ellipse(cx, top + 290, 45, 32), ink, fill: COLOURS.black },
  ];
  return finish(
    fig,
    parts,
    [
      [cx, top + 15],
      [cx, bottom - 40],
    ],
    'A ghost with a wavy hem; the spine runs down its middle, top to hem.',
  );
}

export function blob(seed: number): Figure {
  const { fig, rand } = figure('limbless', 'blob', seed, 640, 640);
  const ink = pick(rand, [COLOURS.black, COLOURS.purple]);
  const c: Pt = [320, 330];
  const outline: Pt[] = [];
  const bumps = Array.from({ length: 5 }, () => [between(rand, 0, 6.28), between(rand, 0.05, 0.15)] as const);
  for (let i = 0; i < 40; i++) {
    const a = (i / 40) * Math.PI * 2;
    let r = 230;
    for (const [phase, amt] of bumps) r *= 1 + amt * Math.sin(a * 2 + phase * 3) * 0.5;
    outline.push([c[0] + r * Math.cos(a), c[1] + r * 0.95 * Math.sin(a)]);
  }
  const parts: Part[] = [
    {
      shape: polygon(smoothPath([...outline, outline[0] as Pt], 3)),
      ink,
      fill: pick(rand, [COLOURS.lime, COLOURS.pink, COLOURS.sky]),
    },
    { shape: circle(c[0] - 70, c[1] - 50, 40), ink, fill: [250, 250, 250] },
    { shape: circle(c[0] + 70, c[1] - 50, 40), ink, fill: [250, 250, 250] },
    dot([c[0] - 62, c[1] - 42], 14),
    dot([c[0] + 78, c[1] - 42], 14),
    stroke(
      [
        [c[0] - 80, c[1] + 70],
        [c[0], c[1] + 110],
        [c[0] + 80, c[1] + 70],
      ],
      ink,
      4,
    ),
  ];
  return finish(
    fig,
    parts,
    [
      [c[0], c[1] - 200],
      [c[0], c[1] + 200],
    ],
    'A lumpy blob monster with big eyes; the spine runs top to bottom through the middle.',
  );
}

export function flowerPage(seed: number): Figure {
  const { fig, rand } = figure('limbless', 'flower', seed, 900, 1250, 'crayon');
  const petals = pick(rand, [COLOURS.red, COLOURS.purple, COLOURS.pink, COLOURS.blue]);
  const c: Pt = [450, 430];
  const stem = smoothPath(
    [
      [c[0], c[1] + 60],
      [c[0] - 25, c[1] + 300],
      [c[0] + 10, 1050],
    ],
    10,
  );
  const parts: Part[] = [
    stroke(stem, COLOURS.green, 7),
    { shape: ellipse(c[0] - 90, 820, 85, 32, -0.5), ink: COLOURS.green, fill: COLOURS.lime },
    { shape: ellipse(c[0] + 95, 700, 85, 32, 0.5), ink: COLOURS.green, fill: COLOURS.lime },
    stroke(
      [
        [c[0] - 25, 835],
        [c[0] - 160, 790],
      ],
      COLOURS.green,
      2.5,
    ),
    stroke(
      [
        [c[0] - 10, 715],
        [c[0] + 170, 672],
      ],
      COLOURS.green,
      2.5,
    ),
  ];
  for (let k = 0; k < 7; k++) {
    const a = (k / 7) * Math.PI * 2 + 0.3;
    parts.push({ shape: circle(c[0] + 112 * Math.cos(a), c[1] + 112 * Math.sin(a), 62), ink: petals, fill: petals });
  }
  parts.push({ shape: circle(c[0], c[1], 72), ink: COLOURS.orange, fill: COLOURS.yellow });
  parts.push(
    dot([c[0] - 25, c[1] - 15], 8),
    dot([c[0] + 25, c[1] - 15], 8),
    stroke(
      [
        [c[0] - 28, c[1] + 22],
        [c[0], c[1] + 36],
        [c[0] + 28, c[1] + 22],
      ],
      COLOURS.black,
      3,
    ),
  );
  parts.push(
    stroke(
      [
        [40, 1090],
        [300, 1080],
        [600, 1095],
        [860, 1085],
      ],
      COLOURS.green,
      3,
      false,
    ),
  );
  parts.push(...handwriting(rand, 100, 110, 330, 34));
  const top: Pt = [c[0], c[1] - 165];
  return finish(
    fig,
    parts,
    [top, c, ...stem.slice(1)],
    'Whole page: a flower with a face; the spine runs from the top petal through the centre and down the stem. The grass line and the writing are not in the mask.',
  );
}

export function sun(seed: number): Figure {
  const { fig, rand } = figure('limbless', 'sun', seed, 680, 680);
  const ink = COLOURS.orange;
  const c: Pt = [340, 340];
  const r = between(rand, 140, 155);
  const rays: Part[] = [];
  const n = 12;
  for (let k = 0; k < n; k++) {
    const a = (k / n) * Math.PI * 2 - Math.PI / 2;
    const dir: Pt = [Math.cos(a), Math.sin(a)];
    const long = k % 2 ? 230 : 290;
    const side: Pt = [-dir[1] * 24, dir[0] * 24];
    const base = lerp(c, [c[0] + dir[0] * r, c[1] + dir[1] * r], 0.9);
    rays.push({
      shape: polygon([
        [base[0] + side[0], base[1] + side[1]],
        [c[0] + dir[0] * long, c[1] + dir[1] * long],
        [base[0] - side[0], base[1] - side[1]],
      ]),
      ink,
      fill: COLOURS.yellow,
    });
  }
  const parts: Part[] = [
    ...rays,
    { shape: union(circle(c[0], c[1], r)), ink, fill: COLOURS.yellow },
    dot([c[0] - 50, c[1] - 35], 12),
    dot([c[0] + 50, c[1] - 35], 12),
    stroke(
      [
        [c[0] - 60, c[1] + 45],
        [c[0], c[1] + 80],
        [c[0] + 60, c[1] + 45],
      ],
      COLOURS.red,
      4,
    ),
  ];
  return finish(
    fig,
    parts,
    [
      [c[0], c[1] - 280],
      [c[0], c[1] + 280],
    ],
    'A smiling sun with pointed rays; the spine runs from the tip of the top ray through the centre to the tip of the bottom ray.',
  );
}
