/** Reads parsed request parameters with Stripe's checks and Stripe's messages for each failure. */
import { invalidRequest } from './errors.ts';
import type { Json, JsonObject } from './json.ts';
import { isJsonObject } from './json.ts';

/** `metadata` changes: a key set to null is removed; `clear` empties it (`metadata=`). */
export type MetadataUpdate = { clear: true } | { clear: false; changes: Record<string, string | null> };

function display(path: string, name: string): string {
  return path === '' ? name : `${path}[${name}]`;
}

/** Parameters Stripe takes on these endpoints that the emulator does not emulate (refused, never ignored). */
const NOT_EMULATED = new Set([
  'amount_details',
  'application_fee_amount',
  'confirmation_method',
  'confirmation_token',
  'customer',
  'customer_account',
  'error_on_requires_action',
  'hooks',
  'instructions_email',
  'mandate',
  'mandate_data',
  'off_session',
  'on_behalf_of',
  'origin',
  'payment_details',
  'payment_method_configuration',
  'payment_method_data',
  'payment_method_options',
  'radar_options',
  'refund_application_fee',
  'reverse_transfer',
  'setup_future_usage',
  'shipping',
  'transfer_data',
]);

/** Stripe's wording for a parameter it has never heard of (and a hint when only the emulator lacks it). */
export function unknownParameter(name: string) {
  const hint = NOT_EMULATED.has(name) ? ' (Stripe accepts it; the local Stripe emulator does not emulate it.)' : '';
  return invalidRequest(`Received unknown parameter: ${name}${hint}`, { code: 'parameter_unknown', param: name });
}

/** Typed access to one level of parameters; refuses keys it does not know, as Stripe does. */
export class Params {
  constructor(
    private readonly raw: JsonObject,
    allowed: readonly string[],
    private readonly path = '',
  ) {
    for (const key of Object.keys(raw)) {
      if (!allowed.includes(key)) throw unknownParameter(display(path, key));
    }
  }

  /** True when the parameter was sent, even empty. */
  has(name: string): boolean {
    return this.raw[name] !== undefined;
  }

  private scalar(name: string, required: boolean): string | undefined {
    const value = this.raw[name];
    const param = display(this.path, name);
    if (value === undefined) {
      if (required) throw invalidRequest(`Missing required param: ${param}.`, { code: 'parameter_missing', param });
      return undefined;
    }
    if (typeof value !== 'string') throw invalidRequest(`Invalid string: ${param}`, { param });
    return value;
  }

  private notEmpty(name: string, value: string): string {
    if (value !== '') return value;
    const param = display(this.path, name);
    throw invalidRequest(
      `You passed an empty string for '${param}'. We assume empty values are an attempt to unset a parameter; however '${param}' cannot be unset. You should remove '${param}' from your request or supply a non-empty value.`,
      { code: 'parameter_invalid_empty', param },
    );
  }

  /** A string; `''` is refused because it would mean "unset". */
  string(name: string, required = false): string | undefined {
    const value = this.scalar(name, required);
    return value === undefined ? undefined : this.notEmpty(name, value);
  }

  /** A string that may be unset with `''` (returned as null). */
  nullableString(name: string): string | null | undefined {
    const value = this.scalar(name, false);
    return value === '' ? null : value;
  }

  /** A whole number (amounts are integers in the smallest currency unit). */
  integer(name: string, required = false): number | undefined {
    const value = this.scalar(name, required);
    if (value === undefined) return undefined;
    if (!/^-?\d+$/.test(this.notEmpty(name, value))) {
      const param = display(this.path, name);
      throw invalidRequest(`Invalid integer: ${value}`, { code: 'parameter_invalid_integer', param });
    }
    return Number(value);
  }

  /** `true` or `false`, as the SDK sends booleans. */
  boolean(name: string): boolean | undefined {
    const value = this.scalar(name, false);
    if (value === undefined) return undefined;
    if (value === 'true') return true;
    if (value === 'false') return false;
    throw invalidRequest(`Invalid boolean: ${value}`, { param: display(this.path, name) });
  }

  /** One of a closed list of values. */
  oneOf<T extends string>(name: string, values: readonly T[]): T | undefined {
    const value = this.string(name);
    if (value === undefined) return undefined;
    const found = values.find((candidate) => candidate === value);
    if (found === undefined) {
      const param = display(this.path, name);
      throw invalidRequest(`Invalid ${param}: must be one of ${values.join(', ')}`, { param });
    }
    return found;
  }

  /** A list of strings sent as `x[0]=a&x[1]=b` or `x[]=a`. */
  stringList(name: string): string[] | undefined {
    const value = this.raw[name];
    if (value === undefined) return undefined;
    const param = display(this.path, name);
    const items = listItems(value);
    if (items === undefined || items.some((item) => typeof item !== 'string')) {
      throw invalidRequest(`Invalid array: ${param}`, { param });
    }
    return items as string[];
  }

  /** A nested hash (`automatic_payment_methods[enabled]=true`) with its own allowed keys. */
  nested(name: string, allowed: readonly string[]): Params | undefined {
    const value = this.raw[name];
    if (value === undefined) return undefined;
    const param = display(this.path, name);
    if (!isJsonObject(value)) throw invalidRequest(`Invalid hash: ${param}`, { param });
    return new Params(value, allowed, param);
  }

  /** `metadata[key]=value` pairs, with Stripe's limits (50 keys, 40-character keys, 500-character values). */
  metadata(name = 'metadata'): MetadataUpdate | undefined {
    const value = this.raw[name];
    if (value === undefined) return undefined;
    if (value === '') return { clear: true };
    if (!isJsonObject(value)) throw invalidRequest('Invalid hash', { param: name });
    const changes: Record<string, string | null> = {};
    for (const [key, item] of Object.entries(value)) {
      if (typeof item !== 'string') throw invalidRequest('Invalid hash', { param: `${name}[${key}]` });
      if (key.length > 40) {
        throw invalidRequest('Metadata keys can have up to 40 characters.', { param: `${name}[${key}]` });
      }
      if (item.length > 500) {
        throw invalidRequest('Metadata values can have up to 500 characters.', { param: `${name}[${key}]` });
      }
      changes[key] = item === '' ? null : item;
    }
    return { clear: false, changes };
  }

  /** The `expand[]` paths requested. */
  expand(): string[] {
    return this.stringList('expand') ?? [];
  }
}

/** Items of a list sent either as an array or as a hash with integer keys (`x[0]=..`). */
function listItems(value: Json): Json[] | undefined {
  if (Array.isArray(value)) return value;
  if (!isJsonObject(value)) return undefined;
  const keys = Object.keys(value);
  if (!keys.every((key) => /^\d+$/.test(key))) return undefined;
  return keys.sort((a, b) => Number(a) - Number(b)).map((key) => value[key] ?? null);
}

/** Applies a metadata update to the current metadata and checks the 50-key limit. */
export function applyMetadata(current: Record<string, string>, update: MetadataUpdate | undefined) {
  if (update === undefined) return current;
  if (update.clear) return {};
  const next = { ...current };
  for (const [key, value] of Object.entries(update.changes)) {
    if (value === null) delete next[key];
    else next[key] = value;
  }
  if (Object.keys(next).length > 50) throw invalidRequest('Metadata can have up to 50 keys.', { param: 'metadata' });
  return next;
}
