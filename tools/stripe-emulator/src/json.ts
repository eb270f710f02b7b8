/** JSON values as they travel over the wire, so every object the emulator renders stays serialisable. */
export type Json = string | number | boolean | null | Json[] | JsonObject;
export type JsonObject = { [key: string]: Json };

/** True for a plain JSON object (not an array, not null). */
export function isJsonObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A deep copy, so a stored snapshot never changes when the live object does. */
export function cloneJson<T extends Json>(value: T): T {
  return structuredClone(value);
}

/** Serialises with sorted keys: two requests with the same parameters in another order compare equal. */
export function stableStringify(value: Json): string {
  if (Array.isArray(value)) return `[${value.map(stableStringify).join(',')}]`;
  if (isJsonObject(value)) {
    const keys = Object.keys(value).sort();
    return `{${keys.map((key) => `${JSON.stringify(key)}:${stableStringify(value[key] ?? null)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** Parses JSON text into a `Json` value, or returns undefined when it is not valid JSON. */
export function parseJson(text: string): Json | undefined {
  try {
    return JSON.parse(text) as Json;
  } catch {
    return undefined;
  }
}
