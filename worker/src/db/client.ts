import { drizzle } from 'drizzle-orm/d1';
import * as schema from './schema';

/** A drizzle instance for one request (cheap: it only wraps the binding). */
export function createDb(d1: D1Database) {
  return drizzle(d1, { schema });
}

export type Db = ReturnType<typeof createDb>;
export { schema };
