import { ANIMATION_CATEGORIES } from '@dtm/shared/constants';
import { formatDollars } from '@dtm/shared/money';
import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { z } from 'zod';
import { animations } from '../db/schema';
import type { AppEnv } from '../env';
import { validate } from '../lib/validate';

const ListQuerySchema = z.object({
  category: z
    .enum(ANIMATION_CATEGORIES, { error: 'Category must be one of character, effect or background.' })
    .optional(),
});

/** The animation marketplace's catalog: active animations, prices in dollars. */
export const animationRoutes = new Hono<AppEnv>().get('/', validate('query', ListQuerySchema), async (c) => {
  const { category } = c.req.valid('query');
  const db = c.get('db');
  const rows = await db
    .select()
    .from(animations)
    .where(and(eq(animations.active, true), category ? eq(animations.category, category) : undefined))
    .orderBy(asc(animations.createdAt), asc(animations.name));
  return c.json(
    rows.map(({ basePriceCents, variationPriceCents, ...row }) => ({
      ...row,
      basePrice: formatDollars(basePriceCents),
      variationPrice: formatDollars(variationPriceCents),
    })),
  );
});
