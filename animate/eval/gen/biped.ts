/** Generated bipeds: a teddy, a robot, a girl with her arms up (a whole-page photo). */
import { BIPED_PARENTS, dot, figure, handwriting, stroke } from './figure';
import { COLOURS, type Figure } from './paint';
import { between, box, circle, ellipse, lerp, limb, type Pt, pick, polygon } from './shapes';

export function teddy(seed: number): Figure {
  const { fig, rand } = figure('biped', 'teddy', seed, 600, 720, 'crayon');
  const fur = pick(rand, [COLOURS.brown, COLOURS.tan, COLOURS.orange]);
  const ink = pick(rand, [COLOURS.brown, COLOURS.black]);
  const cx = between(rand, 285, 315);
  const head: Pt = [cx + between(rand, -8, 8), 150];
  const hr = between(rand, 68, 80);
  const body: Pt = [cx, head[1] + hr + 125];
  const [bw, bh] = [between(rand, 95, 115), between(rand, 125, 140)];
  const rs: Pt = [cx - bw * 0.75, body[1] - bh * 0.55];
  const ls: Pt = [cx + bw * 0.75, body[1] - bh * 0.55];
  const rh: Pt = [rs[0] - between(rand, 95, 120), rs[1] + between(rand, 40, 90)];
  const lh: Pt = [ls[0] + between(rand, 90, 115), ls[1] - between(rand, 30, 90)];
  const rhip: Pt = [cx - bw * 0.5, body[1] + bh * 0.65];
  const lhip: Pt = [cx + bw * 0.5, body[1] + bh * 0.65];
  const rf: Pt = [rhip[0] - between(rand, 20, 45), rhip[1] + between(rand, 115, 135)];
  const lf: Pt = [lhip[0] + between(rand, 20, 45), lhip[1] + between(rand, 115, 135)];
  const part = (shape: Figure['parts'][number]['shape'], fill = fur) => ({ shape, ink, fill });
  fig.parts.push(
    part(limb(rs, rh, 30, 27)),
    part(limb(ls, lh, 30, 27)),
    part(limb(rhip, rf, 36, 33)),
    part(limb(lhip, lf, 36, 33)),
    part(ellipse(rf[0] - 8, rf[1] + 10, 46, 30)),
    part(ellipse(lf[0] + 8, lf[1] + 10, 46, 30)),
    part(ellipse(body[0], body[1], bw, bh)),
    part(ellipse(body[0], body[1] + 15, bw * 0.55, bh * 0.6), COLOURS.tan),
    part(circle(head[0] - hr * 0.78, head[1] - hr * 0.72, hr * 0.38)),
    part(circle(head[0] + hr * 0.78, head[1] - hr * 0.72, hr * 0.38)),
    part(circle(head[0], head[1], hr)),
    part(ellipse(head[0], head[1] + hr * 0.38, hr * 0.42, hr * 0.3), COLOURS.tan),
    dot([head[0] - hr * 0.35, head[1] - hr * 0.2], 7),
    dot([head[0] + hr * 0.35, head[1] - hr * 0.2], 7),
    dot([head[0], head[1] + hr * 0.28], 9),
    stroke(
      [lerp(head, [head[0] - 20, head[1] + 50], 1), [head[0], head[1] + hr * 0.5], [head[0] + 20, head[1] + 50]],
      ink,
    ),
  );
  fig.joints = {
    head,
    neck: [head[0] * 0.5 + cx * 0.5, head[1] + hr * 0.95],
    pelvis: [cx, body[1] + bh * 0.55],
    right_shoulder: rs,
    right_elbow: lerp(rs, rh, 0.5),
    right_hand: rh,
    left_shoulder: ls,
    left_elbow: lerp(ls, lh, 0.5),
    left_hand: lh,
    right_hip: rhip,
    right_knee: lerp(rhip, rf, 0.5),
    right_foot: rf,
    left_hip: lhip,
    left_knee: lerp(lhip, lf, 0.5),
    left_foot: lf,
  };
  fig.parents = BIPED_PARENTS;
  fig.notes = 'A crayon teddy: round head with ears, fat arms and legs; elbows and knees halfway along each.';
  return fig;
}

export function robot(seed: number): Figure {
  const { fig, rand } = figure('biped', 'robot', seed, 640, 780, 'marker');
  const ink = pick(rand, [COLOURS.navy, COLOURS.black]);
  const metal = pick(rand, [COLOURS.grey, COLOURS.sky]);
  const cx = between(rand, 305, 335);
  const head: Pt = [cx, 150];
  const [hw, hh] = [between(rand, 140, 170), between(rand, 110, 130)];
  const body: Pt = [cx, head[1] + hh / 2 + 30 + 135];
  const [bw, bh] = [between(rand, 200, 240), 270];
  const rs: Pt = [cx - bw / 2 + 12, body[1] - bh / 2 + 35];
  const re: Pt = [rs[0] - between(rand, 70, 90), rs[1] + between(rand, 50, 80)];
  const rh: Pt = [re[0] + between(rand, -10, 15), re[1] + between(rand, 75, 90)];
  const ls: Pt = [cx + bw / 2 - 12, rs[1]];
  const le: Pt = [ls[0] + between(rand, 70, 90), ls[1] - between(rand, 20, 60)];
  const lh: Pt = [le[0] + between(rand, 0, 25), le[1] - between(rand, 70, 90)];
  const rhip: Pt = [cx - bw * 0.25, body[1] + bh / 2 - 10];
  const lhip: Pt = [cx + bw * 0.25, body[1] + bh / 2 - 10];
  const legLen = between(rand, 150, 175);
  const part = (shape: Figure['parts'][number]['shape'], fill: Figure['parts'][number]['fill'] = metal) => ({
    shape,
    ink,
    fill,
  });
  fig.parts.push(
    part(limb(rs, re, 17)),
    part(limb(re, rh, 17)),
    part(limb(ls, le, 17)),
    part(limb(le, lh, 17)),
    stroke(
      [
        [rh[0] - 20, rh[1] + 28],
        [rh[0] - 10, rh[1] + 12],
        [rh[0] + 12, rh[1] + 12],
        [rh[0] + 22, rh[1] + 28],
      ],
      ink,
    ),
    stroke(
      [
        [lh[0] - 22, lh[1] - 26],
        [lh[0] - 12, lh[1] - 12],
        [lh[0] + 10, lh[1] - 12],
        [lh[0] + 20, lh[1] - 26],
      ],
      ink,
    ),
    part(box(rhip[0], rhip[1] + legLen / 2, 46, legLen, 4)),
    part(box(lhip[0], lhip[1] + legLen / 2, 46, legLen, 4)),
    part(box(rhip[0] - 14, rhip[1] + legLen + 12, 84, 36, 8), COLOURS.black),
    part(box(lhip[0] + 14, lhip[1] + legLen + 12, 84, 36, 8), COLOURS.black),
    part(box(cx, head[1] + hh / 2 + 15, 46, 36, 2)),
    part(box(body[0], body[1], bw, bh, 6)),
    part(box(body[0], body[1] - 20, bw * 0.5, bh * 0.35, 4), COLOURS.yellow),
    dot([body[0] - 30, body[1] + 70], 10, COLOURS.red),
    dot([body[0] + 30, body[1] + 70], 10, COLOURS.green),
    stroke(
      [
        [cx, head[1] - hh / 2],
        [cx + 4, head[1] - hh / 2 - 45],
      ],
      ink,
    ),
    dot([cx + 4, head[1] - hh / 2 - 52], 11, COLOURS.red),
    part(box(head[0], head[1], hw, hh, 8)),
    dot([head[0] - hw * 0.22, head[1] - 12], 13),
    dot([head[0] + hw * 0.22, head[1] - 12], 13),
    stroke(
      [
        [head[0] - 35, head[1] + 32],
        [head[0] - 12, head[1] + 38],
        [head[0] + 12, head[1] + 32],
        [head[0] + 35, head[1] + 38],
      ],
      ink,
    ),
  );
  fig.joints = {
    head,
    neck: [cx, head[1] + hh / 2 + 15],
    pelvis: [cx, body[1] + bh / 2 - 25],
    right_shoulder: rs,
    right_elbow: re,
    right_hand: rh,
    left_shoulder: ls,
    left_elbow: le,
    left_hand: lh,
    right_hip: rhip,
    right_knee: [rhip[0], rhip[1] + legLen / 2],
    right_foot: [rhip[0] - 8, rhip[1] + legLen + 10],
    left_hip: lhip,
    left_knee: [lhip[0], lhip[1] + legLen / 2],
    left_foot: [lhip[0] + 8, lhip[1] + legLen + 10],
  };
  fig.parents = BIPED_PARENTS;
  fig.notes = 'A marker robot made of boxes: one arm down, one waving up; straight box legs, knees halfway.';
  return fig;
}

/** A girl in a triangle dress with both arms up, on a whole A4-like page with a name written above. */
export function girlArmsUp(seed: number): Figure {
  const { fig, rand } = figure('biped', 'person-arms-up', seed, 850, 1200, 'crayon');
  const ink = pick(rand, [COLOURS.black, COLOURS.navy]);
  const cx = between(rand, 400, 450);
  const head: Pt = [cx, between(rand, 380, 400)];
  const hr = between(rand, 58, 68);
  const neck: Pt = [cx, head[1] + hr + 14];
  const dressTop = neck[1] + 8;
  const hem = dressTop + between(rand, 250, 280);
  const half = between(rand, 110, 140);
  const rs: Pt = [cx - 22, dressTop + 30];
  const ls: Pt = [cx + 22, dressTop + 30];
  const re: Pt = [rs[0] - between(rand, 80, 100), rs[1] - between(rand, 20, 50)];
  const rh: Pt = [re[0] - between(rand, 10, 40), re[1] - between(rand, 90, 120)];
  const le: Pt = [ls[0] + between(rand, 80, 100), ls[1] - between(rand, 20, 50)];
  const lh: Pt = [le[0] + between(rand, 10, 40), le[1] - between(rand, 90, 120)];
  const rhip: Pt = [cx - half * 0.35, hem - 4];
  const lhip: Pt = [cx + half * 0.35, hem - 4];
  const rk: Pt = [rhip[0] - 6, hem + 95];
  const lk: Pt = [lhip[0] + 6, hem + 95];
  const rf: Pt = [rhip[0] - 10, hem + 190];
  const lf: Pt = [lhip[0] + 10, hem + 190];
  const dress = pick(rand, [COLOURS.red, COLOURS.purple, COLOURS.pink, COLOURS.blue]);
  const fingers = (h: Pt, e: Pt) => {
    const a = Math.atan2(h[1] - e[1], h[0] - e[0]);
    return [-0.7, 0, 0.7].map((o) => stroke([h, [h[0] + 24 * Math.cos(a + o), h[1] + 24 * Math.sin(a + o)]], ink));
  };
  fig.parts.push(
    stroke([rs, re, rh], ink),
    stroke([ls, le, lh], ink),
    ...fingers(rh, re),
    ...fingers(lh, le),
    stroke([rhip, rk, rf], ink),
    stroke([lhip, lk, lf], ink),
    { shape: ellipse(rf[0] - 18, rf[1] + 4, 30, 14), ink, fill: COLOURS.black },
    { shape: ellipse(lf[0] + 18, lf[1] + 4, 30, 14), ink, fill: COLOURS.black },
    stroke(
      [
        [cx, head[1] + hr - 4],
        [cx, dressTop + 4],
      ],
      ink,
    ),
    {
      shape: polygon([
        [cx - 28, dressTop],
        [cx + 28, dressTop],
        [cx + half, hem],
        [cx - half, hem],
      ]),
      ink,
      fill: dress,
    },
    { shape: circle(head[0], head[1], hr), ink, fill: COLOURS.pink },
    ...[-1, -0.5, 0, 0.5, 1].map((o) =>
      stroke(
        [
          [cx + o * hr * 0.8, head[1] - hr * 0.6],
          [cx + o * hr * 1.05, head[1] - hr * 1.25],
        ],
        COLOURS.brown,
        3,
      ),
    ),
    dot([cx - hr * 0.35, head[1] - 8], 6),
    dot([cx + hr * 0.35, head[1] - 8], 6),
    stroke(
      [
        [cx - 22, head[1] + 22],
        [cx, head[1] + 34],
        [cx + 22, head[1] + 22],
      ],
      COLOURS.red,
    ),
  );
  const sun = circle(720, 140, 45);
  fig.parts.push({ shape: sun, ink: COLOURS.orange, fill: COLOURS.yellow, figure: false });
  for (let k = 0; k < 9; k++) {
    const a = (k / 9) * Math.PI * 2;
    fig.parts.push(
      stroke(
        [
          [720 + 58 * Math.cos(a), 140 + 58 * Math.sin(a)],
          [720 + 85 * Math.cos(a), 140 + 85 * Math.sin(a)],
        ],
        COLOURS.orange,
        2.5,
        false,
      ),
    );
  }
  fig.parts.push(...handwriting(rand, 90, 150, 360, 34));
  fig.joints = {
    head,
    neck,
    pelvis: [cx, hem - 40],
    right_shoulder: rs,
    right_elbow: re,
    right_hand: rh,
    left_shoulder: ls,
    left_elbow: le,
    left_hand: lh,
    right_hip: rhip,
    right_knee: rk,
    right_foot: rf,
    left_hip: lhip,
    left_knee: lk,
    left_foot: lf,
  };
  fig.parents = BIPED_PARENTS;
  fig.notes =
    'Whole page: a girl with both arms up; a sun doodle and a line of pencil writing are on the page but not in the mask.';
  return fig;
}
