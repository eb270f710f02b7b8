/**
 * The signature over a frame's health report (issue #38): besides its bearer token, the frame signs
 * what it reports, so the shop stores a body only as the frame sent it, and only for a few minutes
 * (a captured request cannot be replayed later). HMAC-SHA256 with a key derived from the device
 * token (the hex SHA-256 of the token: what the shop keeps of it, never the token itself) over
 * `timestamp + "\n" + body`; the timestamp is Unix seconds. Web Crypto only: the Worker and the
 * player's Node run the same code.
 */

/** The hex HMAC-SHA256 of `timestamp + "\n" + body`. */
export const HEALTH_SIGNATURE_HEADER = 'x-frame-signature';
/** When the frame signed, in Unix seconds. */
export const HEALTH_TIMESTAMP_HEADER = 'x-frame-timestamp';
/** A signature older (or further ahead) than this is refused: a replay, or a frame clock far off. */
export const HEALTH_SIGNATURE_MAX_AGE_SECONDS = 5 * 60;

export const HEALTH_SIGNATURE_MESSAGES = {
  missing: `A health report carries its signature (${HEALTH_SIGNATURE_HEADER}) and the time it was signed (${HEALTH_TIMESTAMP_HEADER}); update the frame's player.`,
  wrong:
    "This report's signature does not match its body and time: it was changed on the way or signed with another frame's token.",
  stale: `This report was signed more than ${HEALTH_SIGNATURE_MAX_AGE_SECONDS / 60} minutes away from the shop's time: a replay, or the frame's clock is off (send it again with the current time).`,
} as const;

const encoder = new TextEncoder();

function hex(bytes: ArrayBuffer): string {
  return [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The key a frame signs with: the hex SHA-256 of its device token (the shop stores exactly this). */
export async function healthSigningKey(token: string): Promise<string> {
  return hex(await crypto.subtle.digest('SHA-256', encoder.encode(token)));
}

function hmacKey(keyHex: string, usage: 'sign' | 'verify') {
  return crypto.subtle.importKey('raw', encoder.encode(keyHex), { name: 'HMAC', hash: 'SHA-256' }, false, [usage]);
}

/** The signature header's value for a body signed at `timestamp` (Unix seconds). */
export async function signHealthReport(keyHex: string, timestamp: number, body: string): Promise<string> {
  const key = await hmacKey(keyHex, 'sign');
  return hex(await crypto.subtle.sign('HMAC', key, encoder.encode(`${timestamp}\n${body}`)));
}

/**
 * Checks a report's signature and its age against `nowSeconds`: 'ok', 'missing', 'stale' or
 * 'wrong'. The comparison is Web Crypto's verify (constant time), never a string compare.
 */
export async function checkHealthSignature(
  keyHex: string,
  headers: { signature: string | undefined; timestamp: string | undefined },
  body: string,
  nowSeconds: number,
): Promise<'ok' | 'missing' | 'stale' | 'wrong'> {
  const { signature, timestamp } = headers;
  if (!signature || !timestamp) return 'missing';
  if (!/^\d{1,12}$/.test(timestamp) || !/^[0-9a-f]{64}$/.test(signature)) return 'wrong';
  if (Math.abs(nowSeconds - Number(timestamp)) > HEALTH_SIGNATURE_MAX_AGE_SECONDS) return 'stale';
  const bytes = new Uint8Array(32);
  for (let i = 0; i < 32; i++) bytes[i] = Number.parseInt(signature.slice(i * 2, i * 2 + 2), 16);
  const key = await hmacKey(keyHex, 'verify');
  return (await crypto.subtle.verify('HMAC', key, bytes, encoder.encode(`${timestamp}\n${body}`))) ? 'ok' : 'wrong';
}
