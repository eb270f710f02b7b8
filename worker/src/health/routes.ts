import { Hono } from 'hono';
import type { AppEnv } from '../env';

/** Liveness: answers without touching storage (the benchmark's bare route). */
export const health = new Hono<AppEnv>().get('/', (c) => c.json({ status: 'ok' }));
