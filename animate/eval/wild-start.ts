/**
 * Starts a wild-dev drawing's corrections file (`eval/wild/<id>.json`) from the engine's own guess:
 * no mask corrections yet, the joints the engine guesses for the judged plan (a person for an
 * ambiguous one), at the drawing's full size. Never overwrites a file that exists.
 *
 *   node_modules/.bin/tsx animate/eval/wild-start.ts [id ...]
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { segmentDrawing } from '../src/core/segment';
import { guessSkeleton } from '../src/plans/guess';
import type { Plan } from './eval-set';
import { formatTruth } from './gen/stage';
import { EDITS, listWildDrawings, type WildEdits, wildImage } from './gen/wild';

const plans = JSON.parse(
  readFileSync(fileURLToPath(new URL('../fixtures/drawings/wild-dev/plans.json', import.meta.url)), 'utf8'),
).plans as Record<string, Plan | 'ambiguous'>;
const ids = process.argv.length > 2 ? process.argv.slice(2) : listWildDrawings();
for (const id of ids) {
  const file = join(EDITS, `${id}.json`);
  if (existsSync(file)) continue;
  const image = wildImage(id);
  const judged = plans[id] ?? 'ambiguous';
  const plan: Plan = judged === 'ambiguous' ? 'biped' : judged;
  const cut = segmentDrawing(image, { maxSide: Math.max(image.width, image.height) });
  const k = cut.box.width / cut.mask.width;
  const guess = guessSkeleton(cut.mask, plan);
  const joints = Object.fromEntries(
    Object.entries(guess.joints).map(([name, p]) => [
      name,
      [Math.round(cut.box.x + p.x * k), Math.round(cut.box.y + p.y * k)],
    ]),
  );
  const edits: WildEdits = { id, plan, judged, kind: '', notes: '', joints } as WildEdits;
  writeFileSync(file, formatTruth(edits));
  console.log(`${id}: started (${plan})`);
}
