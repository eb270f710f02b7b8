import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { BODY_TOO_LARGE, JSON_BODY_LIMIT_BYTES } from '../src/lib/body-limit';
import { call } from './helpers';

const orderCount = async () =>
  (await env.DB.prepare('SELECT count(*) AS n FROM orders').first<{ n: number }>())?.n ?? 0;

/** A frame order whose customer name makes the JSON body `bytes` long. */
function bigOrder(bytes: number): string {
  const start = JSON.stringify({ customerEmail: 'anna@example.com', frameSize: '7', customerName: '' });
  return `${start.slice(0, -2)}${'a'.repeat(bytes - start.length)}"}`;
}

describe('the size of a JSON body', () => {
  it('refuses a body over 1 MB with 413 and the app’s error shape, from its Content-Length, and keeps nothing', async () => {
    const before = await orderCount();
    const body = bigOrder(JSON_BODY_LIMIT_BYTES + 1);
    expect(body.length).toBe(JSON_BODY_LIMIT_BYTES + 1);
    const res = await call('/api/orders/frame', {
      method: 'POST',
      body,
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', error: BODY_TOO_LARGE });
    expect(await orderCount()).toBe(before);
  });

  it('refuses a body with no Content-Length once more than 1 MB has streamed in', async () => {
    const chunk = new TextEncoder().encode('a'.repeat(64 * 1024));
    let sent = 0;
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent === 0) controller.enqueue(new TextEncoder().encode('{"customerName":"'));
        // 3 MB offered: the answer comes before it is all read.
        if (sent >= 48) controller.close();
        else controller.enqueue(chunk);
        sent++;
      },
    });
    const res = await call('/api/orders/frame', {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/json' },
      // @ts-expect-error: a streamed request body (Node's and workerd's fetch need the duplex).
      duplex: 'half',
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE' });
    expect(sent).toBeLessThan(48);
  });

  it('still reads a body just under the limit (and answers it as the route does)', async () => {
    const res = await call('/api/orders/frame', {
      method: 'POST',
      body: bigOrder(JSON_BODY_LIMIT_BYTES),
      headers: { 'content-type': 'application/json' },
    });
    // Read and validated: the name is far too long for the route, which says so in its own words.
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('leaves files alone: an upload keeps its own limits', async () => {
    // A JSON limit must not refuse a file body larger than 1 MB on the upload routes (octet-stream).
    const res = await call('/api/uploads/not-a-token', {
      method: 'PATCH',
      body: new Uint8Array(JSON_BODY_LIMIT_BYTES + 10),
      headers: { 'content-type': 'application/offset+octet-stream', 'tus-resumable': '1.0.0', 'upload-offset': '0' },
    });
    expect(res.status).not.toBe(413);
  });
});
