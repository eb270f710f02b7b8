/**
 * The real children's drawings (Meta's Animated Drawings examples, MIT): char1..char4 keep their
 * drawing, mask and annotated joints, renamed to the biped joints; garlic is cut from the whole
 * phone photo here (cut-out.ts) and its joints were placed by hand on the photo.
 */
import { copyFileSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import jpeg from 'jpeg-js';
import { decodeImage, exifOrientation, orient } from '../eval-set';
import { cutOut, shrink } from './cut-out';
import { BIPED_PARENTS } from './figure';
import type { Pt } from './shapes';
import { encodeMask, formatTruth } from './stage';

/** Meta's examples as the package keeps them (the same files as the team handbook's reference/drawings, beside the repo). */
const REFERENCE = fileURLToPath(new URL('../../fixtures/drawings/', import.meta.url));

/**
 * Meta's skeleton has no head: its `neck` sits in the middle of the head, where the head turns,
 * so it becomes `head`; `neck` is placed by hand where the head meets the body (looked at on the
 * drawing). `root` becomes `pelvis`; `hip` (= root) and `torso` are dropped.
 */
const NECKS: Record<string, { neck: Pt; note: string }> = {
  char1: { neck: [240, 186], note: 'A purple felt-tip boy with a crown of hair.' },
  char2: { neck: [168, 104], note: 'A pencil girl with pigtails and a skirt.' },
  char3: {
    neck: [303, 186],
    note: 'A candy-corn figure with arms and legs: no separate head, so head and neck both lie in the upper cone.',
  },
  char4: { neck: [122, 110], note: 'A pencil stick figure with both arms up.' },
};

function readSkeleton(file: string): Record<string, Pt> {
  const text = readFileSync(file, 'utf8');
  const joints: Record<string, Pt> = {};
  for (const m of text.matchAll(/- loc:\s*\n\s*- (\d+)\s*\n\s*- (\d+)\s*\n\s*name: (\w+)/g)) {
    joints[m[3] as string] = [Number(m[1]), Number(m[2])];
  }
  return joints;
}

export function writeReal(out: string) {
  const rows: { id: string; plan: string; kind: string; how: string }[] = [];
  for (const [char, extra] of Object.entries(NECKS)) {
    const src = join(REFERENCE, char);
    const id = `real-${char}`;
    const folder = join(out, id);
    mkdirSync(folder, { recursive: true });
    copyFileSync(join(src, 'texture.png'), join(folder, 'drawing.png'));
    copyFileSync(join(src, 'mask.png'), join(folder, 'mask.png'));
    const meta = readSkeleton(join(src, 'char_cfg.yaml'));
    const image = decodeImage(readFileSync(join(src, 'texture.png')));
    const joints: Record<string, Pt> = { head: meta.neck as Pt, neck: extra.neck, pelvis: meta.root as Pt };
    for (const name of Object.keys(BIPED_PARENTS)) if (!(name in joints)) joints[name] = meta[name] as Pt;
    const truth = {
      id,
      plan: 'biped',
      kind: 'person',
      source: 'meta-animated-drawings',
      width: image.width,
      height: image.height,
      joints,
      parents: BIPED_PARENTS,
      notes: `${extra.note} Real drawing, mask and joints from Meta's Animated Drawings (examples/characters/${char}, MIT); head = their neck joint (the middle of the head), neck placed by hand at the bottom of the head, pelvis = their root; torso dropped.`,
    };
    writeFileSync(join(folder, 'truth.json'), formatTruth(truth));
    rows.push({ id, plan: 'biped', kind: 'person', how: 'real (cropped photo of a drawing)' });
  }
  const garlic = join(REFERENCE, 'garlic-photo.jpg');
  if (existsSync(garlic)) rows.push(writeGarlic(garlic, out));
  return rows;
}

/** Garlic's joints on the 1200 x 1600 upright photo, placed by hand (checked on the contact sheet). */
const GARLIC: Record<string, Pt> = {
  head: [637, 378],
  neck: [637, 517],
  pelvis: [643, 975],
  right_shoulder: [432, 603],
  right_elbow: [366, 529],
  right_hand: [299, 456],
  left_shoulder: [857, 565],
  left_elbow: [894, 483],
  left_hand: [930, 401],
  right_hip: [508, 977],
  right_knee: [494, 1087],
  right_foot: [483, 1191],
  left_hip: [784, 977],
  left_knee: [803, 1071],
  left_foot: [828, 1153],
};

function writeGarlic(file: string, out: string) {
  const id = 'real-garlic-page';
  const folder = join(out, id);
  mkdirSync(folder, { recursive: true });
  const bytes = readFileSync(file);
  const raw = jpeg.decode(bytes, { useTArray: true, formatAsRGBA: true, maxMemoryUsageInMB: 1024 });
  const upright = orient(
    { width: raw.width, height: raw.height, data: new Uint8ClampedArray(raw.data.buffer) },
    exifOrientation(bytes),
  );
  const small = shrink(upright, 1200, 1600);
  const mask = cutOut(small);
  writeFileSync(join(folder, 'mask.png'), encodeMask(mask, small.width, small.height));
  // Stored on its side with EXIF orientation 6, as the phone saved it, so loaders must turn it.
  const side = orient(small, 8);
  const jpg = jpeg.encode({ data: side.data, width: side.width, height: side.height }, 86).data;
  writeFileSync(join(folder, 'photo.jpg'), withOrientation(jpg, 6));
  const truth = {
    id,
    plan: 'biped',
    kind: 'garlic',
    source: 'meta-animated-drawings',
    width: small.width,
    height: small.height,
    joints: GARLIC,
    parents: BIPED_PARENTS,
    notes:
      "Whole phone photo (Meta's Animated Drawings examples, MIT), shrunk to 1200 x 1600 and stored sideways with EXIF orientation 6. The mask is cut here (ink found against the local paper colour, gaps closed, holes filled, checked by eye); the joints were placed by hand: head = top of the bulb, shoulders where the arms meet the bulb, pelvis between the legs.",
  };
  writeFileSync(join(folder, 'truth.json'), formatTruth(truth));
  return { id, plan: 'biped', kind: 'garlic', how: 'real whole-page phone photo; mask cut and checked here' };
}

/** The JPEG with an EXIF block saying `orientation`, right after its start marker. */
function withOrientation(jpg: Uint8Array, orientation: number): Uint8Array {
  const tiff = [0x4d, 0x4d, 0, 42, 0, 0, 0, 8, 0, 1, 0x01, 0x12, 0, 3, 0, 0, 0, 1, 0, orientation, 0, 0, 0, 0, 0, 0];
  const body = [0x45, 0x78, 0x69, 0x66, 0, 0, ...tiff];
  const app1 = [0xff, 0xe1, (body.length + 2) >> 8, (body.length + 2) & 0xff, ...body];
  const outBytes = new Uint8Array(jpg.length + app1.length);
  outBytes.set(jpg.subarray(0, 2), 0);
  outBytes.set(app1, 2);
  outBytes.set(jpg.subarray(2), 2 + app1.length);
  return outBytes;
}
