import { DEVICE_TOKEN_PREFIX, PAIRING_CODE_ALPHABET, PAIRING_CODE_LENGTH } from '@dtm/shared/devices';

function base64Url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** Lower-case hex SHA-256 of a text or bytes. */
export async function sha256Hex(input: string | ArrayBuffer): Promise<string> {
  const data = typeof input === 'string' ? new TextEncoder().encode(input) : input;
  return hexOf(await crypto.subtle.digest('SHA-256', data));
}

export function hexOf(buffer: ArrayBuffer): string {
  return [...new Uint8Array(buffer)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The short code shown on the frame: uniform over the alphabet (rejection sampling, no modulo bias). */
export function newPairingCode(): string {
  const limit = 256 - (256 % PAIRING_CODE_ALPHABET.length);
  let code = '';
  while (code.length < PAIRING_CODE_LENGTH) {
    for (const byte of crypto.getRandomValues(new Uint8Array(16))) {
      if (byte < limit && code.length < PAIRING_CODE_LENGTH)
        code += PAIRING_CODE_ALPHABET[byte % PAIRING_CODE_ALPHABET.length];
    }
  }
  return code;
}

/** The frame's polling secret (256 bits). */
export function newDeviceCode(): string {
  return base64Url(crypto.getRandomValues(new Uint8Array(32)));
}

/** The frame's bearer token (256 bits); only its hash is stored. */
export function newDeviceToken(): string {
  return `${DEVICE_TOKEN_PREFIX}${base64Url(crypto.getRandomValues(new Uint8Array(32)))}`;
}
