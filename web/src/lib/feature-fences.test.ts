import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The feature fences live in the repo's biome.json (an override per folder depth, because
// noRestrictedImports matches the import as written). This runs the real config, unchanged but
// for git, over the fixtures in src/test-fixtures/feature-fences, laid out as web/src/features.

const repo = fileURLToPath(new URL('../../../', import.meta.url));
const fixtures = fileURLToPath(new URL('../test-fixtures/feature-fences/', import.meta.url));
const biome = join(repo, 'node_modules/.bin/biome');

type Diagnostic = { category: string; location: { path: string } };

function filesUnder(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

let project: string;
let refusedFiles: string[];

beforeAll(() => {
  project = mkdtempSync(join(tmpdir(), 'feature-fences-'));
  const config = JSON.parse(readFileSync(join(repo, 'biome.json'), 'utf8')) as Record<string, unknown>;
  delete config.$schema;
  config.vcs = { enabled: false };
  writeFileSync(join(project, 'biome.json'), JSON.stringify(config));
  const features = join(project, 'web/src/features');
  cpSync(fixtures, features, { recursive: true });
  for (const file of filesUnder(features)) renameSync(file, file.replace(/\.fixture$/, ''));

  const run = spawnSync(biome, ['lint', '--only=style/noRestrictedImports', '--reporter=json', 'web'], {
    cwd: project,
    encoding: 'utf8',
  });
  const report = JSON.parse(run.stdout) as { diagnostics: Diagnostic[] };
  refusedFiles = report.diagnostics
    .filter((diagnostic) => diagnostic.category === 'lint/style/noRestrictedImports')
    .map((diagnostic) => diagnostic.location.path)
    .sort();
}, 60_000);

afterAll(() => {
  rmSync(project, { recursive: true, force: true });
});

describe('feature fences (biome noRestrictedImports)', () => {
  it("refuses a feature importing another feature's internals, at any folder depth", () => {
    expect(refusedFiles).toContain('web/src/features/variations/reaches-into-dashboard.ts');
    expect(refusedFiles).toContain('web/src/features/marketplace/purchase/reaches-into-checkout.ts');
  });

  it('lets a feature use another feature index, shell/auth/offline, components, lib and itself', () => {
    expect(refusedFiles).toEqual([
      'web/src/features/marketplace/purchase/reaches-into-checkout.ts',
      'web/src/features/variations/reaches-into-dashboard.ts',
    ]);
  });
});
