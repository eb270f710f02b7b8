/**
 * The report: figures per area, the access sweep's mismatches, the checkout load's comparison,
 * the bad-input sweep's answers, and the totals that decide the exit code.
 */
import { ROLES, RULES } from '../../../worker/test/access-table';
import type { accessSweep } from './access';
import type { badInputSweep } from './bad-input';
import type { CheckoutLoad } from './checkout';
import { BASE, CLIENTS, OWN_SERVER, RUN, STARTED, VOUCHER_LIMIT } from './config';
import {
  type Area,
  badResults,
  badShapes,
  fiveHundreds,
  mismatches,
  netErrors,
  openRedirects,
  progress,
  tally,
  unchecked,
} from './state';

/** What the areas found, with the time each took. */
export type Findings = {
  notes: string[];
  access: Awaited<ReturnType<typeof accessSweep>>;
  accessMs: number;
  load: CheckoutLoad;
  loadMs: number;
  bad: Awaited<ReturnType<typeof badInputSweep>>;
  badMs: number;
  storedText: string[];
};

const pad = (s: string | number, n: number) => String(s).padStart(n);
function statusLine(byStatus: Map<number, number>) {
  return [...byStatus]
    .sort(([a], [b]) => a - b)
    .map(([s, n]) => `${s}:${n}`)
    .join(' ');
}
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const line = '-'.repeat(100);

/** Prints the report; true when the run failed (5xx, bad error shape, lost row, mismatch, voucher overuse). */
export function report(findings: Findings): boolean {
  printAreas(findings.notes);
  printAccess(findings);
  printCheckout(findings);
  printBadInput(findings);
  return printTotals(findings.load);
}

function printAreas(notes: string[]) {
  console.log(`\nprobe-bench against ${BASE} (${OWN_SERVER ? 'own freshly seeded shop' : 'PROBE_URL'}), run ${RUN}`);
  console.log(`shop ready after ${seconds(progress.readyAt - STARTED)}; sign-in mails sent: ${progress.signIns}`);
  for (const note of notes) console.log(`note: ${note}`);
  console.log(line);
  console.log(
    `${'area'.padEnd(14)}${pad('requests', 9)}${pad('5xx', 6)}${pad('non-JSON err', 14)}${pad('net err', 9)}  answers by status`,
  );
  const areas: [Area, string][] = [
    ['setup', 'setup'],
    ['access', 'access sweep'],
    ['checkout', 'checkout'],
    ['badInput', 'bad input'],
    ['stripe', 'emulator'],
  ];
  let total = 0;
  for (const [area, name] of areas) {
    const tl = tally(area);
    total += tl.requests;
    const fives = area === 'stripe' ? '-' : fiveHundreds.filter((p) => p.area === area).length;
    const shapes = area === 'stripe' ? '-' : badShapes.filter((p) => p.area === area).length;
    console.log(
      `${name.padEnd(14)}${pad(tl.requests, 9)}${pad(fives, 6)}${pad(shapes, 14)}${pad(tl.netErrors, 9)}  ${statusLine(tl.byStatus)}`,
    );
  }
  console.log(`${'total'.padEnd(14)}${pad(total, 9)}   in ${seconds(Date.now() - STARTED)}`);
  console.log(line);
}

function printAccess({ access, accessMs }: Findings) {
  console.log(
    `access sweep: ${access.routes} routes x ${ROLES.length} roles in ${seconds(accessMs)} (+ ${Object.values(RULES).filter((r) => r.endsSession).length} session-ending routes at the end); mismatches: ${mismatches.length}; not checked: ${unchecked.length}${access.skipped ? `; ${access.skipped} routes skipped (time budget)` : ''}`,
  );
  for (const m of mismatches) {
    console.log(`  MISMATCH ${m.route} as ${m.role}: expected ${m.expected}, got ${m.got} (${m.request})`);
  }
  for (const u of unchecked) console.log(`  not checked: ${u}`);
}

function printCheckout({ load, loadMs }: Findings) {
  console.log(
    `checkout: ${CLIENTS} concurrent guests, voucher ${load.code} (20 % off, limit ${VOUCHER_LIMIT}); every 4th double-clicks Pay and Complete; ${seconds(load.checkoutMs)} (with checks ${seconds(loadMs)})`,
  );
  console.log(
    `  orders created ${load.created}, rows in D1 ${load.rows}; paid orders ${load.paid}, succeeded intents ${load.succeeded} (confirmed at the emulator ${load.paidAtEmulator})`,
  );
  console.log(
    `  amount mismatches (order amount vs amount_received): ${load.amountMismatches.length}; paid-status mismatches: ${load.statusMismatches.length}; paid intents no order points at: ${load.orphanIntents.length}`,
  );
  for (const m of [...load.amountMismatches, ...load.statusMismatches]) console.log(`    ${m}`);
  for (const id of load.orphanIntents) console.log(`    orphan intent ${id}`);
  const steps = new Map<string, number>();
  for (const r of load.results) steps.set(r.steps.join(', '), (steps.get(r.steps.join(', ')) ?? 0) + 1);
  for (const [key, n] of steps) console.log(`  ${pad(n, 3)} x ${key}`);
  const races = load.results.filter((r) => r.raceEvidence);
  if (races.length) {
    console.log(`  double clicks on Pay answered 409 "used up" and 200 with the discount: ${races.length}; e.g.`);
    console.log(`    ${races[0]?.raceEvidence}`);
  }
}

function printBadInput({ bad, badMs, storedText }: Findings) {
  const badStatuses = new Map<number, number>();
  for (const r of badResults) badStatuses.set(r.status, (badStatuses.get(r.status) ?? 0) + 1);
  const tiers = [...bad.tiers].map(
    ([tier, n]) => `${['', 'bodies', 'huge bodies', 'path params', 'queries', 'more bodies'][tier]} ${n}`,
  );
  console.log(
    `bad input: ${bad.planned - bad.skipped} of ${bad.planned} planned requests sent (${tiers.join(', ')}) in ${seconds(badMs)}${bad.skipped ? `; ${bad.skipped} left out by the time budget` : ''}`,
  );
  console.log(`  answers by status: ${statusLine(badStatuses)}`);
  const accepted = badResults.filter((r) => r.status >= 200 && r.status < 300 && r.kind.startsWith('body'));
  const byKind = new Map<string, string[]>();
  for (const r of accepted) byKind.set(r.kind, [...(byKind.get(r.kind) ?? []), r.route]);
  console.log(`  malformed bodies answered 2xx (accepted, not counted as errors): ${accepted.length}`);
  for (const [kind, routes] of byKind) console.log(`    ${kind.replace('body: ', '')}: ${routes.join(', ')}`);
  const slow = [...badResults].sort((a, b) => b.ms - a.ms)[0];
  if (slow) console.log(`  slowest answer: ${slow.ms} ms (${slow.kind}, ${slow.route})`);
  console.log(`  stored names with control, bidi-format or lone surrogate characters: ${storedText.length}`);
  for (const p of storedText) console.log(`    ${p}`);
  console.log(`  open redirects: ${openRedirects.length}`);
  for (const r of openRedirects.slice(0, 10)) console.log(`    ${r}`);
}

/** Lost rows, voucher uses and the problem lists; true when any of them fails the run. */
function printTotals(load: CheckoutLoad): boolean {
  const used = load.voucher?.usedCount ?? -1;
  const limit = load.voucher?.usageLimit ?? VOUCHER_LIMIT;
  console.log(line);
  console.log(`lost rows: ${load.lost.length}`);
  for (const id of load.lost) console.log(`  lost order ${id}`);
  console.log(
    `voucher uses: ${used} of limit ${limit} (paid discounted orders: ${load.paidDiscounted}; reserved: ${load.voucher?.reservedCount ?? '?'})`,
  );
  console.log(`5xx: ${fiveHundreds.length}`);
  for (const p of fiveHundreds.slice(0, 20)) console.log(`  ${p.status} ${p.request}\n      -> ${p.answer}`);
  console.log(`error answers without { error, code, requestId }: ${badShapes.length}`);
  for (const p of badShapes.slice(0, 20)) console.log(`  ${p.status} ${p.request}\n      -> ${p.answer}`);
  if (netErrors.length) {
    console.log(`network errors: ${netErrors.length}`);
    for (const p of netErrors.slice(0, 10)) console.log(`  ${p.request} -> ${p.answer}`);
  }

  return (
    fiveHundreds.length > 0 ||
    badShapes.length > 0 ||
    load.lost.length > 0 ||
    mismatches.length > 0 ||
    used > limit ||
    load.paidDiscounted > limit ||
    load.amountMismatches.length > 0
  );
}
