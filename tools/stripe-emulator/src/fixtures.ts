/**
 * Stripe's published sample objects (stripe/openapi `fixtures3.json`). Every object the emulator
 * answers starts as a copy of the sample of its resource, so keys, nesting and types stay Stripe's.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { JsonObject } from './json.ts';
import { cloneJson, isJsonObject, parseJson } from './json.ts';

export const RESOURCE_NAMES = ['charge', 'event', 'payment_intent', 'payment_method', 'refund'] as const;
export type ResourceName = (typeof RESOURCE_NAMES)[number];
export type Fixtures = Record<ResourceName, JsonObject>;

/** The trimmed copy committed beside the emulator, so it runs where `shared/` is absent. */
export const DEFAULT_FIXTURES_PATH = fileURLToPath(new URL('../fixtures/stripe-fixtures.json', import.meta.url));

/** Reads `{ resources: { payment_intent: {...}, ... } }` and checks that every needed sample is there. */
export function loadFixtures(path: string = DEFAULT_FIXTURES_PATH): Fixtures {
  const parsed = parseJson(readFileSync(path, 'utf8'));
  const resources = isJsonObject(parsed) ? parsed.resources : undefined;
  if (!isJsonObject(resources)) throw new Error(`${path}: expected { "resources": { ... } }`);
  const pick = (name: ResourceName): JsonObject => {
    const sample = resources[name];
    if (!isJsonObject(sample)) throw new Error(`${path}: resources.${name} is missing`);
    return sample;
  };
  return {
    charge: pick('charge'),
    event: pick('event'),
    payment_intent: pick('payment_intent'),
    payment_method: pick('payment_method'),
    refund: pick('refund'),
  };
}

/**
 * A fresh copy of a sample with values replaced. Nested objects given in `overrides` replace the
 * sample's whole value; use `mergeInto` where the sample's nested keys should be kept.
 */
export function fromFixture(sample: JsonObject, overrides: JsonObject): JsonObject {
  return { ...cloneJson(sample), ...overrides };
}

/** The sample's nested object at `key`, with some of its values replaced (keeps its other keys). */
export function mergeInto(sample: JsonObject, key: string, overrides: JsonObject): JsonObject {
  const nested = sample[key];
  return { ...(isJsonObject(nested) ? cloneJson(nested) : {}), ...overrides };
}
