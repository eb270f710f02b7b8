import type { Auth } from './auth/auth';
import type { Db } from './db/client';
import type { users } from './db/schema';

export type SessionUser = typeof users.$inferSelect & { sessionId: string };

/** Hono's environment for every route: the Worker's bindings and per-request values. */
export type AppEnv = {
  Bindings: Env;
  Variables: {
    requestId: string;
    db: Db;
    auth: Auth | undefined;
    user: SessionUser | null;
  };
};
