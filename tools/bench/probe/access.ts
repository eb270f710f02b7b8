/**
 * 1. Access sweep: every route of worker/test/access-table.ts as each role, compared with the
 * table's expected status; the session-ending routes run last (endSessions).
 */
import { type Fixtures, ROLES, type Role, RULES, type Rule, requestFor } from '../../../worker/test/access-table';
import { DEMO_USERS } from '../../seed/demo-data';
import { BUDGET_MS } from './config';
import { type Jar, pool, send, short } from './http';
import { signIn } from './session';
import { mismatches, unchecked } from './state';

async function checkRule(route: string, rule: Rule, role: Role, jar: Jar | undefined, f: Fixtures) {
  const { method, path, json, headers } = requestFor(route, rule, f);
  if (!path.startsWith('/api/') || path.split('?')[0]?.split('/').slice(1).includes('')) {
    unchecked.push(`${route} as ${role} (a fixture is missing: ${JSON.stringify(path)})`);
    return;
  }
  const res = await send('access', path, { method, jar, json, headers, label: `${method} ${path} as ${role}` });
  const expected = rule.expect[role];
  if (res.status !== expected) {
    mismatches.push({
      route,
      role,
      expected,
      got: res.status,
      request: `${method} ${path}${json ? ` ${short(JSON.stringify(json), 120)}` : ''}`,
    });
  }
}

/** Every rule but the ones ending a session (those run last, see endSessions). */
export async function accessSweep(jars: Record<Role, Jar | undefined>, f: Fixtures) {
  const deadline = Date.now() + BUDGET_MS.access;
  const rules = Object.entries(RULES).filter(([, rule]) => !rule.endsSession);
  // Routes one after another (the preview is written before it is read), the roles of a route at once.
  const skipped = await pool(rules, 1, deadline, async ([route, rule]) => {
    await Promise.all(ROLES.map((role) => checkRule(route, rule, role, jars[role], f)));
  });
  return { routes: rules.length, skipped };
}

/** The rules that end a session: each role's own session, the admin's signed in again in between. */
export async function endSessions(jars: Record<Role, Jar | undefined>, f: Fixtures) {
  const ending = Object.entries(RULES).filter(([, rule]) => rule.endsSession);
  // Ending routes that only admins may use first (a customer's session survives its 403).
  ending.sort(([, a], [, b]) => Number(b.expect.customer === 403) - Number(a.expect.customer === 403));
  for (const [index, [route, rule]] of ending.entries()) {
    if (index > 0 && jars.admin) jars.admin = await signIn(DEMO_USERS.admin.email);
    for (const role of ROLES) await checkRule(route, rule, role, jars[role], f);
  }
}
