import { encode } from 'uqr';

/** A QR code as the page draws it: the square's side and its modules row by row ("1" dark). */
export function qrModules(text: string): { size: number; modules: string } {
  const { size, data } = encode(text, { ecc: 'M', border: 0 });
  return { size, modules: data.map((row) => row.map((dark) => (dark ? '1' : '0')).join('')).join('') };
}
