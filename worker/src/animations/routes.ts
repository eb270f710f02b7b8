import { AnimationListQuerySchema } from '@dtm/shared/animations';
import { formatDollars } from '@dtm/shared/money';
import { and, asc, eq } from 'drizzle-orm';
import { Hono } from 'hono';
import { animations } from '../db/schema';
import type { AppEnv } from '../env';
import { validate } from '../lib/validate';

/** The animation marketplace's catalog: active animations, prices in dollars. */
export const animationRoutes = new Hono<AppEnv>().get('/', validate('query', AnimationListQuerySchema), async (c) => {
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
