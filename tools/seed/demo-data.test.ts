import { UuidSchema } from '@dtm/shared/common';
import { describe, expect, it } from 'vitest';
import { seedIds } from './demo-data';

describe('the demo rows ids', () => {
  it('are valid uuids whose short ids (first 8 characters) differ across every kind', () => {
    const ids = Array.from({ length: 13 }, (_, kind) => seedIds(kind, 12)).flat();
    for (const id of ids) expect(UuidSchema.safeParse(id).success).toBe(true);
    expect(new Set(ids.map((id) => id.slice(0, 8))).size).toBe(ids.length);
  });

  it('are the same on every run, so seeding twice updates instead of adding', () => {
    expect(seedIds(1, 3)).toEqual(seedIds(1, 3));
  });
});
