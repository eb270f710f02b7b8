import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { users } from '../db/schema';

/** Saves the customer's first and last name (and the full name the library shows). Undefined when the account is gone. */
export async function updateProfile(db: Db, userId: string, input: { firstName: string; lastName: string }) {
  const { firstName, lastName } = input;
  const [row] = await db
    .update(users)
    .set({ firstName, lastName, name: `${firstName} ${lastName}`.trim() })
    .where(eq(users.id, userId))
    .returning();
  return row;
}
