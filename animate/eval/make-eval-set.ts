/**
 * Writes the evaluation set to animate/fixtures/eval: the real drawings (converted from Meta's
 * Animated Drawings examples) and the generated ones, the same every run.
 *
 *   node_modules/.bin/tsx animate/eval/make-eval-set.ts [id-filter]
 */
import { fileURLToPath } from 'node:url';
import { girlArmsUp, robot, teddy } from './gen/biped';
import { fish, snake, worm } from './gen/limbless';
import { blob, flowerPage, ghost, sun } from './gen/limbless-round';
import { ant, beetle, caterpillar, octopusPage, spider } from './gen/many-limbed';
import { cat, cow, dog, horsePage, pig } from './gen/quadruped';
import { writeReal } from './gen/real';
import { type Fixture, writeFixture } from './gen/stage';
import { writeWild } from './gen/wild';

export const GENERATED: Fixture[] = [
  { id: 'gen-teddy', build: teddy, seed: 101, shot: 'tilted' },
  { id: 'gen-robot', build: robot, seed: 102, shot: 'flat' },
  { id: 'gen-girl-arms-up-page', build: girlArmsUp, seed: 103, shot: 'page' },
  { id: 'gen-pig', build: pig, seed: 201, shot: 'flat' },
  { id: 'gen-dog', build: dog, seed: 202, shot: 'edge' },
  { id: 'gen-cat', build: cat, seed: 203, shot: 'tilted' },
  { id: 'gen-horse-page', build: horsePage, seed: 204, shot: 'page' },
  { id: 'gen-cow', build: cow, seed: 205, shot: 'flat' },
  { id: 'gen-bug', build: ant, seed: 301, shot: 'flat' },
  { id: 'gen-spider', build: spider, seed: 302, shot: 'tilted' },
  { id: 'gen-octopus-page', build: octopusPage, seed: 303, shot: 'page' },
  { id: 'gen-caterpillar', build: caterpillar, seed: 304, shot: 'edge' },
  { id: 'gen-beetle', build: beetle, seed: 305, shot: 'flat' },
  { id: 'gen-fish', build: fish, seed: 401, shot: 'tilted' },
  { id: 'gen-snake', build: snake, seed: 402, shot: 'flat' },
  { id: 'gen-worm', build: worm, seed: 403, shot: 'edge' },
  { id: 'gen-ghost', build: ghost, seed: 404, shot: 'flat' },
  { id: 'gen-blob', build: blob, seed: 405, shot: 'tilted' },
  { id: 'gen-flower-page', build: flowerPage, seed: 406, shot: 'page' },
  { id: 'gen-sun', build: sun, seed: 407, shot: 'flat' },
];

const OUT = fileURLToPath(new URL('../fixtures/eval/', import.meta.url));

const filter = process.argv[2] ?? '';
for (const fx of GENERATED) {
  if (!fx.id.includes(filter)) continue;
  const t = Date.now();
  const row = writeFixture(OUT, fx);
  console.log(`${row.id}\t${row.plan}\t${row.kind}\t${row.how}\t${Date.now() - t} ms`);
}
if (filter === '' || filter === 'real')
  for (const row of writeReal(OUT)) console.log(`${row.id}\t${row.plan}\t${row.kind}\t${row.how}`);
if (filter === '' || filter === 'real' || filter.includes('wild'))
  for (const row of writeWild(OUT, filter)) console.log(`${row.id}\t${row.plan}\t${row.kind}\t${row.how}`);
