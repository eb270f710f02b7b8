import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as shared from './index.ts';

const here = new URL('.', import.meta.url);
const sourceFiles = readdirSync(here).filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'));
const modules = sourceFiles.filter((name) => name !== 'index.ts' && name !== 'testing.ts');

describe('@dtm/shared', () => {
  it('re-exports every name of every domain file, so no name was lost to a clash', async () => {
    const missing: string[] = [];
    for (const file of modules) {
      const module: Record<string, unknown> = await import(/* @vite-ignore */ `./${file}`);
      for (const name of Object.keys(module)) {
        if ((shared as Record<string, unknown>)[name] !== module[name]) missing.push(`${file}: ${name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('names every zod schema XSchema, and every XSchema is a zod schema', () => {
    for (const [name, value] of Object.entries(shared)) {
      expect(value instanceof z.ZodType, name).toBe(name.endsWith('Schema'));
    }
  });

  it('has a test that uses every exported schema', () => {
    const tests = readdirSync(here)
      .filter((name) => name.endsWith('.test.ts') && name !== 'index.test.ts')
      .map((name) => readFileSync(new URL(name, here), 'utf8'))
      .join('\n');
    const untested = Object.keys(shared).filter(
      (name) => name.endsWith('Schema') && !new RegExp(`\\b${name}\\b`).test(tests),
    );
    expect(untested).toEqual([]);
  });
});
