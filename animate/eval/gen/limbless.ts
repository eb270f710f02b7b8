/** Generated limbless figures drawn long: fish, snake, worm. The spine runs head to tail (see figure.ts). */
import { dot, figure, limblessParents, spine, stroke } from './figure';
import { COLOURS, type Figure, type Part } from './paint';
import { between, ellipse, type Pt, pick, polygon, smoothPath, tube } from './shapes';

export function finish(fig: Figure, parts: Part[], middle: Pt[], notes: string): Figure {
  fig.parts = parts;
  fig.joints = spine(middle);
  fig.parents = limblessParents();
  fig.notes = notes;
  return fig;
}

export function fish(seed: number): Figure {
  const { fig, rand } = figure('limbless', 'fish', seed, 820, 520);
  const ink = pick(rand, [COLOURS.navy, COLOURS.black]);
  const skin = pick(rand, [COLOURS.orange, COLOURS.sky, COLOURS.yellow]);
  const [cx, cy, rx, ry] = [440, 265, 210, between(rand, 105, 130)];
  const tailEnd = cx + rx + 140;
  const parts: Part[] = [
    {
      shape: polygon([
        [cx + rx - 30, cy],
        [tailEnd, cy - 110],
        [tailEnd - 25, cy],
        [tailEnd, cy + 110],
      ]),
      ink,
      fill: COLOURS.red,
    },
    {
      shape: polygon([
        [cx - 40, cy - ry + 10],
        [cx + 30, cy - ry - 70],
        [cx + 90, cy - ry + 15],
      ]),
      ink,
      fill: COLOURS.red,
    },
    { shape: ellipse(cx, cy, rx, ry), ink, fill: skin },
    dot([cx - rx * 0.6, cy - ry * 0.25], 11),
    stroke(
      [
        [cx - rx + 12, cy + 20],
        [cx - rx + 40, cy + 28],
      ],
      ink,
      3,
    ),
    stroke(
      [
        [cx - rx * 0.35, cy - ry * 0.75],
        [cx - rx * 0.2, cy],
        [cx - rx * 0.35, cy + ry * 0.75],
      ],
      ink,
      3,
    ),
  ];
  for (let i = 0; i < 5; i++)
    parts.push(
      stroke(
        [
          [cx + i * 35, cy - 30 + (i % 2) * 40],
          [cx + 15 + i * 35, cy - 10 + (i % 2) * 40],
          [cx + i * 35, cy + 10 + (i % 2) * 40],
        ],
        ink,
        2,
      ),
    );
  return finish(
    fig,
    parts,
    [
      [cx - rx + 5, cy],
      [tailEnd - 45, cy],
    ],
    'Side view, mouth on the left: the spine runs from the mouth along the middle of the body to the tail fin.',
  );
}

export function snake(seed: number): Figure {
  const { fig, rand } = figure('limbless', 'snake', seed, 900, 560, 'crayon');
  const ink = COLOURS.black;
  const skin = pick(rand, [COLOURS.green, COLOURS.lime, COLOURS.purple]);
  const amp = between(rand, 80, 110);
  const ctrl: Pt[] = [];
  for (let i = 0; i <= 6; i++) ctrl.push([130 + i * 110, 280 + Math.sin(i * 1.35 + 0.4) * amp]);
  const path = smoothPath(ctrl, 10);
  const head = path[0] as Pt;
  const parts: Part[] = [
    stroke(
      [
        [head[0] - 40, head[1] + 5],
        [head[0] - 80, head[1] + 5],
        [head[0] - 95, head[1] - 10],
      ],
      COLOURS.red,
      3,
    ),
    stroke(
      [
        [head[0] - 80, head[1] + 5],
        [head[0] - 97, head[1] + 18],
      ],
      COLOURS.red,
      3,
    ),
    { shape: tube(path, 42, 8), ink, fill: skin },
    { shape: ellipse(head[0] - 5, head[1], 62, 46), ink, fill: skin },
    dot([head[0] - 20, head[1] - 18], 7),
  ];
  for (let i = 8; i < path.length - 10; i += 7) {
    const a = path[i] as Pt;
    const b = path[i + 2] as Pt;
    const nx = -(b[1] - a[1]);
    const ny = b[0] - a[0];
    const l = Math.hypot(nx, ny) || 1;
    const r = 40 * (1 - i / path.length) + 6;
    parts.push(
      stroke(
        [
          [a[0] + (nx / l) * r * 0.8, a[1] + (ny / l) * r * 0.8],
          [a[0] - (nx / l) * r * 0.8, a[1] - (ny / l) * r * 0.8],
        ],
        COLOURS.yellow,
        4,
      ),
    );
  }
  return finish(
    fig,
    parts,
    [[head[0] - 50, head[1]], ...path],
    'A wavy snake, head on the left with a forked tongue (the tongue is in the mask, the spine starts at the snout).',
  );
}

export function worm(seed: number): Figure {
  const { fig, rand } = figure('limbless', 'worm', seed, 820, 460);
  const ink = COLOURS.brown;
  const ctrl: Pt[] = [];
  for (let i = 0; i <= 5; i++) ctrl.push([140 + i * 110, 240 + Math.sin(i * 1.6) * between(rand, 40, 70)]);
  const path = smoothPath(ctrl, 10).reverse();
  const parts: Part[] = [{ shape: tube(path, 40, 30), ink, fill: COLOURS.pink }];
  for (let i = 12; i < path.length - 4; i += 8) {
    const a = path[i] as Pt;
    const b = path[i + 2] as Pt;
    const nx = -(b[1] - a[1]);
    const ny = b[0] - a[0];
    const l = Math.hypot(nx, ny) || 1;
    parts.push(
      stroke(
        [
          [a[0] + (nx / l) * 34, a[1] + (ny / l) * 34],
          [a[0] - (nx / l) * 34, a[1] - (ny / l) * 34],
        ],
        ink,
        2.4,
      ),
    );
  }
  const head = path[0] as Pt;
  parts.push(dot([head[0] - 8, head[1] - 12], 6), dot([head[0] + 12, head[1] - 12], 6));
  parts.push(
    stroke(
      [
        [head[0] - 10, head[1] + 10],
        [head[0] + 2, head[1] + 17],
        [head[0] + 14, head[1] + 10],
      ],
      ink,
      2,
    ),
  );
  return finish(
    fig,
    parts,
    path,
    'A ringed worm, head on the right; the spine runs along its middle from head to tail.',
  );
}
