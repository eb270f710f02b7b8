/**
 * Code 39 bars for the return code: carrier-neutral (every scanner reads it, no carrier account is
 * needed) and it holds exactly the code's characters (A-Z, 0-9, "-"). Each character is 9
 * elements, bar and space alternating from a bar; "1" is a wide element. Start and stop are "*".
 */
const PATTERNS: Record<string, string> = {
  '0': '000110100',
  '1': '100100001',
  '2': '001100001',
  '3': '101100000',
  '4': '000110001',
  '5': '100110000',
  '6': '001110000',
  '7': '000100101',
  '8': '100100100',
  '9': '001100100',
  A: '100001001',
  B: '001001001',
  C: '101001000',
  D: '000011001',
  E: '100011000',
  F: '001011000',
  G: '000001101',
  H: '100001100',
  I: '001001100',
  J: '000011100',
  K: '100000011',
  L: '001000011',
  M: '101000010',
  N: '000010011',
  O: '100010010',
  P: '001010010',
  Q: '000000111',
  R: '100000110',
  S: '001000110',
  T: '000010110',
  U: '110000001',
  V: '011000001',
  W: '111000000',
  X: '010010001',
  Y: '110010000',
  Z: '011010000',
  '-': '010000101',
  '*': '010010100',
};

/** The bars of `text` as [start, width] in narrow units (wide = 3), with the total width. */
export function code39Bars(text: string): { bars: [number, number][]; width: number } {
  const bars: [number, number][] = [];
  let x = 0;
  for (const char of `*${text.toUpperCase()}*`) {
    const pattern = PATTERNS[char];
    if (!pattern) throw new RangeError(`Code 39 has no "${char}"`);
    [...pattern].forEach((element, index) => {
      const width = element === '1' ? 3 : 1;
      if (index % 2 === 0) bars.push([x, width]);
      x += width;
    });
    x += 1; // the narrow gap between characters
  }
  return { bars, width: x - 1 };
}
