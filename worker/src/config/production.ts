import { ERROR_MESSAGES } from '@dtm/shared/errors';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../env';
import { ApiError } from '../lib/errors';
import { productionProblems } from './production-settings';

/** What the public sees while the deployment is misconfigured (the log names the settings). */
const NOT_CONFIGURED = ERROR_MESSAGES.notConfigured;

let reported = '';

/** Logs the problems once per isolate (and again when they change), as one clear error line. */
export function reportProblems(problems: string[]): void {
  const text = problems.join(' ');
  if (text === reported) return;
  reported = text;
  if (problems.length > 0) {
    console.error(
      JSON.stringify({ level: 'error', message: 'production is misconfigured; the API refuses to run', problems }),
    );
  }
}

/** Throws (for the queue and cron handlers) when production is misconfigured. */
export function assertConfigured(env: Env): void {
  const problems = productionProblems(env);
  reportProblems(problems);
  if (problems.length > 0) throw new Error(`Production is misconfigured: ${problems.join(' ')}`);
}

/**
 * The API refuses to run misconfigured: every /api call answers 503 (the health check names
 * the settings to fix) instead of, say, storing sign-in links nobody receives.
 */
export const requireProductionConfig: MiddlewareHandler<AppEnv> = async (c, next) => {
  const problems = productionProblems(c.env);
  reportProblems(problems);
  if (problems.length === 0) return next();
  if (new URL(c.req.url).pathname === '/api/health') {
    return c.json({ status: 'misconfigured', problems }, 503);
  }
  throw new ApiError('SERVICE_UNAVAILABLE', NOT_CONFIGURED);
};
