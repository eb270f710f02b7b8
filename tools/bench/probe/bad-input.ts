/**
 * 2. Bad input, how it is sent: malformed bodies for every POST/PATCH/PUT route, malformed path
 * parameters and query strings for every route, in tiers within the time budget; afterwards the
 * customer's stored names are read back for unsafe characters.
 */
import { type Fixtures, type Role, RULES, type Rule, requestFor } from '../../../worker/test/access-table';
import { BASE, BUDGET_MS, CONCURRENCY } from './config';
import { describeBody, type Jar, list, pool, type Send, send, short } from './http';
import { badResults, openRedirects, progress } from './state';
import { bodyVariants, PARAM_VALUES, QUERIES } from './variants';

/** The role that gets furthest into a route (its body and parameters are read): one with a 2xx if any. */
function deepestRole(rule: Rule): Role {
  const order: Role[] = ['customer', 'admin', 'otherCustomer', 'guest'];
  return (
    order.find((r) => rule.expect[r] < 300) ??
    order.find((r) => rule.expect[r] !== 401 && rule.expect[r] !== 403) ??
    'customer'
  );
}

/** Control, format (bidi overrides) and lone surrogate characters, which stored names must not keep. */
const UNSAFE_TEXT = /[\p{Cc}\p{Cf}\p{Cs}]/u;

/** After the sweep: the names the customer's malformed bodies may have changed, read back. */
export async function storedTextProblems(customer: Jar | undefined): Promise<string[]> {
  const problems: string[] = [];
  const check = (where: string, value: unknown) => {
    if (typeof value === 'string' && UNSAFE_TEXT.test(value)) problems.push(`${where}: ${JSON.stringify(value)}`);
  };
  const me = (await send('badInput', '/api/auth/user', { jar: customer })).json as Record<string, unknown> | undefined;
  for (const key of ['firstName', 'lastName', 'name']) check(`GET /api/auth/user ${key}`, me?.[key]);
  for (const row of list((await send('badInput', '/api/user/frames', { jar: customer })).json)) {
    check(`GET /api/user/frames frameName`, row.frameName);
  }
  for (const row of list((await send('badInput', '/api/user/characters', { jar: customer })).json)) {
    check(`GET /api/user/characters characterName`, row.characterName);
  }
  return problems;
}

/** Sorted by tier, then by `turn` (the n-th variant of each route), so a cut leaves out whole kinds, not routes. */
type Job = { tier: number; turn: number; run: () => Promise<void> };
/** The jobs planned so far, and how many of each route and tier. */
type Plan = { jobs: Job[]; turns: Map<string, number> };

export async function badInputSweep(jars: Record<Role, Jar | undefined>, f: Fixtures) {
  const deadline = Math.max(Date.now() + BUDGET_MS.badInputMin, progress.readyAt + BUDGET_MS.afterReady);
  const plan: Plan = { jobs: [], turns: new Map() };
  for (const [route, rule] of Object.entries(RULES)) planRoute(plan, route, rule, jars, f);
  const { jobs } = plan;
  jobs.sort((a, b) => a.tier - b.tier || a.turn - b.turn);
  const skipped = await pool(jobs, CONCURRENCY, deadline, (job) => job.run());
  const tiers = new Map<number, number>();
  for (const job of jobs) tiers.set(job.tier, (tiers.get(job.tier) ?? 0) + 1);
  return { planned: jobs.length, skipped, tiers };
}

/** One route's malformed requests: bodies, path parameters, query strings. */
function planRoute(plan: Plan, route: string, rule: Rule, jars: Record<Role, Jar | undefined>, f: Fixtures) {
  // Session-ending routes as a guest: the probe's own sessions are needed until the end.
  const role: Role = rule.endsSession ? 'guest' : deepestRole(rule);
  const jar = jars[role];
  const req = requestFor(route, rule, f);
  const pattern = route.split(' ')[1] ?? '';
  const fire = (kind: string, tier: number, path: string, options: Send) => {
    const turn = plan.turns.get(`${route} ${tier}`) ?? 0;
    plan.turns.set(`${route} ${tier}`, turn + 1);
    plan.jobs.push({ tier, turn, run: () => sendBadInput(kind, route, req.method, path, options) });
  };
  if (['POST', 'PATCH', 'PUT'].includes(req.method) && !rule.endsSession) {
    for (const v of bodyVariants(req.json)) {
      fire(`body: ${v.name}`, v.tier, req.path, {
        method: req.method,
        jar,
        body: v.body,
        contentType: v.contentType,
        headers: req.headers,
        label: `${req.method} ${req.path} as ${role} [${v.name}] content-type ${v.contentType}${describeBody(v.body)}`,
      });
    }
  }
  // Path parameters: each one in turn replaced (a wildcard's whole tail); the body stays valid.
  const patternParts = pattern.split('/');
  const pathParts = req.path.split('?')[0]?.split('/') ?? [];
  patternParts.forEach((part, index) => {
    if (!part.startsWith(':') && part !== '*') return;
    for (const value of PARAM_VALUES) {
      const parts =
        part === '*' ? [...pathParts.slice(0, index), value] : pathParts.map((p, i) => (i === index ? value : p));
      fire(`path: ${short(value, 24)}`, 3, parts.join('/'), {
        method: req.method,
        jar,
        json: req.json,
        headers: req.headers,
        label: `${req.method} ${short(parts.join('/'), 200)} as ${role}`,
      });
    }
  });
  // Query strings on the GET routes without parameters (lists, sign-in, the link check).
  if (req.method === 'GET' && !pattern.includes(':') && !pattern.includes('*')) {
    for (const query of QUERIES) {
      const path = `${req.path.split('?')[0]}?${query}`;
      fire(`query: ${short(query, 24)}`, 4, path, {
        jar,
        headers: req.headers,
        label: `GET ${short(path, 200)} as ${role}`,
      });
    }
  }
}

/** One malformed request: its answer is kept, and a redirect off the shop's origin is noted. */
async function sendBadInput(kind: string, route: string, method: string, path: string, options: Send) {
  const started = Date.now();
  const res = await send('badInput', path, options);
  badResults.push({ kind, route, status: res.status, ms: Date.now() - started });
  const location = res.headers.get('location');
  if (res.status >= 300 && res.status < 400 && location) {
    if (new URL(location, BASE).origin !== new URL(BASE).origin) {
      openRedirects.push(`${method} ${short(path, 160)} -> ${location}`);
    }
  }
}
