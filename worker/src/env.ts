import type { Db } from './db/client';

/** Hono's environment for every route: the Worker's bindings and per-request values. */
export type AppEnv = {
  Bindings: Env;
  Variables: {
    requestId: string;
    db: Db;
  };
};
