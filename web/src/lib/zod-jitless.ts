/**
 * The page's Content-Security-Policy forbids eval. Zod tries `new Function` once to see whether it
 * may compile its parsers, and the browser reports that try as a policy violation (Lighthouse's
 * best practices count it). Zod reads this setting when it loads (later, in its own chunk), so
 * it parses without compiling and never tries.
 */
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };
