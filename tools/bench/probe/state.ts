/**
 * probe-bench's mutable state, shared by all areas: requests counted per area, the problem lists
 * (5xx, error answers without the JSON shape, network errors), access mismatches, bad-input
 * results and open redirects, and the run's progress (when the shop answered, sign-in mails sent).
 */
import type { Role } from '../../../worker/test/access-table';

export type Area = 'setup' | 'access' | 'badInput' | 'checkout' | 'stripe';
export type Problem = { area: Area; request: string; status: number; answer: string };
export type Tally = { requests: number; byStatus: Map<number, number>; netErrors: number };
export type Mismatch = { route: string; role: Role; expected: number; got: number; request: string };
export type BadResult = { kind: string; route: string; status: number; ms: number };

const tallies = new Map<Area, Tally>();
export const fiveHundreds: Problem[] = [];
export const badShapes: Problem[] = [];
export const netErrors: Problem[] = [];

export const mismatches: Mismatch[] = [];
export const unchecked: string[] = [];

export const badResults: BadResult[] = [];
export const openRedirects: string[] = [];

/** `readyAt`: when the shop first answered (set by the entry); `signIns`: sign-in mails asked for. */
export const progress = { readyAt: Date.now(), signIns: 0 };

export function tally(area: Area): Tally {
  let t = tallies.get(area);
  if (!t) {
    t = { requests: 0, byStatus: new Map(), netErrors: 0 };
    tallies.set(area, t);
  }
  return t;
}
