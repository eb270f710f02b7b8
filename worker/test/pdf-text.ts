/** Reading back the PDFs the worker draws (pdf-lib): the inflated content streams and their text. */

/** Each FlateDecode content stream of `bytes`, inflated. */
export async function* contentStreams(bytes: Uint8Array): AsyncGenerator<string> {
  const raw = new TextDecoder('latin1').decode(bytes);
  for (const match of raw.matchAll(/(?<!end)stream\r?\n/g)) {
    const header = raw.slice(raw.lastIndexOf(' obj', match.index), match.index);
    const length = Number(/\/Length (\d+)/.exec(header)?.[1]);
    if (!header.includes('/FlateDecode') || !length) continue;
    const start = match.index + match[0].length;
    const body = new Blob([bytes.slice(start, start + length)]).stream();
    yield await new Response(body.pipeThrough(new DecompressionStream('deflate'))).text();
  }
}

/** A `<hex>` string of a Tj operator as text. */
export const hexText = (hex: string | undefined) =>
  String.fromCharCode(...(hex?.match(/../g) ?? []).map((pair) => Number.parseInt(pair, 16)));

/** The drawn text of a PDF, one `<hex> Tj` string a line. */
export async function pdfLines(bytes: Uint8Array): Promise<string> {
  const lines: string[] = [];
  for await (const stream of contentStreams(bytes)) {
    for (const [, hex] of stream.matchAll(/<([0-9A-F]*)> Tj/g)) lines.push(hexText(hex));
  }
  return lines.join('\n');
}
