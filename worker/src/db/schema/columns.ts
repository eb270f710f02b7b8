import { integer, text } from 'drizzle-orm/sqlite-core';

/** Primary key: a random uuid made by the Worker, so ids can be created before the insert. */
export const id = () =>
  text('id')
    .primaryKey()
    .$defaultFn(() => crypto.randomUUID());

/** Milliseconds since the epoch; drizzle reads it back as a Date. */
export const timestamp = (name: string) => integer(name, { mode: 'timestamp_ms' });

export const createdAt = () =>
  timestamp('created_at')
    .notNull()
    .$defaultFn(() => new Date());

export const updatedAt = () =>
  timestamp('updated_at')
    .notNull()
    .$defaultFn(() => new Date())
    .$onUpdateFn(() => new Date());

/** Money is integer cents everywhere inside (decisions.md "Money"). */
export const cents = (name: string) => integer(name);

/** A JSON text column typed on the TypeScript side (SQLite has no arrays). */
export const json = <T>(name: string) => text(name, { mode: 'json' }).$type<T>();
