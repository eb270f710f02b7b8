import { env } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { adminCall, auditRows, insertOrder } from './admin-helpers';

const MiB = 1024 * 1024;
const ascii = (text: string) => new TextEncoder().encode(text);

/** A file of `size` bytes that starts like the given container. */
function video(kind: 'mp4' | 'mov' | 'webm' | 'mkv' | 'avi' | 'png', size: number): Uint8Array {
  const heads: Record<typeof kind, Uint8Array> = {
    mp4: new Uint8Array([0, 0, 0, 0x20, ...ascii('ftypisom'), 0, 0, 2, 0]),
    mov: new Uint8Array([0, 0, 0, 0x14, ...ascii('ftypqt  ')]),
    webm: new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x84, ...ascii('webm')]),
    mkv: new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 0xa3, 0x42, 0x86, 0x81, 0x01, 0x42, 0x82, 0x88, ...ascii('matroska')]),
    avi: new Uint8Array([...ascii('RIFF'), 0, 0, 0, 0, ...ascii('AVI LIST')]),
    png: new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  };
  const bytes = new Uint8Array(size);
  for (let i = 0; i < size; i++) bytes[i] = (i * 31) % 251;
  bytes.set(heads[kind]);
  return bytes;
}

async function character() {
  const orderId = await insertOrder({ type: 'character', paymentStatus: 'paid' });
  const owner = crypto.randomUUID();
  const id = crypto.randomUUID();
  await env.DB.batch([
    env.DB.prepare("INSERT INTO users (id, email, name, created_at, updated_at) VALUES (?, ?, '', 1, 1)").bind(
      owner,
      `${owner.slice(0, 8)}@example.com`,
    ),
    env.DB.prepare(
      "INSERT INTO user_characters (id, user_id, order_id, character_name, status, created_at) VALUES (?, ?, ?, 'Fox', 'enchanting', 1)",
    ).bind(id, owner, orderId),
  ]);
  return id;
}

function upload(id: string, bytes: Uint8Array, name = 'clip.mp4', type = 'video/mp4', field = 'video') {
  const form = new FormData();
  form.append('note', 'kept aside');
  form.append(field, new File([bytes], name, { type }));
  return adminCall(`/api/admin/characters/${id}/animation-upload`, { method: 'POST', body: form });
}

const sha256 = async (bytes: Uint8Array) =>
  Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', bytes)), (b) => b.toString(16).padStart(2, '0')).join(
    '',
  );
const storedKey = async (id: string) =>
  (
    await env.DB.prepare('SELECT animation_video_url AS key FROM user_characters WHERE id = ?')
      .bind(id)
      .first<{ key: string | null }>()
  )?.key ?? null;
const listed = async (id: string) => (await env.FILES.list({ prefix: `animations/${id}/` })).objects.map((o) => o.key);

describe('admin animation video upload', () => {
  it('stores an MP4 in R2, replaces it with a WebM in parts, and leaves the old one deleted', async () => {
    const id = await character();
    const first = await upload(id, video('mp4', 200_000));
    expect(first.status).toBe(201);
    expect(await first.json()).toEqual({
      animationVideoUrl: `/api/admin/characters/${id}/animation`,
      contentType: 'video/mp4',
      size: 200_000,
    });
    const firstKey = await storedKey(id);
    expect(firstKey).toMatch(new RegExp(`^animations/${id}/[0-9a-f-]{36}\\.mp4$`));

    // Bigger than one 5 MiB part: goes through R2 multipart, byte for byte.
    const big = video('webm', 11 * MiB + 123);
    const second = await upload(id, big, 'clip.webm', 'video/webm');
    expect(second.status).toBe(201);
    const secondKey = await storedKey(id);
    expect(secondKey).toMatch(/\.webm$/);
    expect(await listed(id)).toEqual([secondKey]);
    const object = await env.FILES.get(secondKey ?? '');
    expect(object?.httpMetadata?.contentType).toBe('video/webm');
    const stored = new Uint8Array((await object?.arrayBuffer()) ?? new ArrayBuffer(0));
    expect(stored.length).toBe(big.length);
    expect(await sha256(stored)).toBe(await sha256(big));

    const served = await adminCall(`/api/admin/characters/${id}/animation`, { headers: { range: 'bytes=0-3' } });
    expect(served.status).toBe(206);
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(big.subarray(0, 4));

    const events = await auditRows('character', id);
    expect(events.map((e) => e.action)).toEqual(['character.animation_video', 'character.animation_video']);
    expect(JSON.parse(events[1]?.before ?? '')).toEqual({ animationVideoUrl: firstKey });
  });

  it.each([
    ['mov', 'video/quicktime'],
    ['mkv', 'video/x-matroska'],
    ['avi', 'video/x-msvideo'],
  ] as const)('recognises %s from its bytes whatever the file is called', async (kind, contentType) => {
    const id = await character();
    const res = await upload(id, video(kind, 5_000), 'clip.bin', 'application/octet-stream');
    expect(res.status).toBe(201);
    expect(((await res.json()) as { contentType: string }).contentType).toBe(contentType);
  });

  it('refuses a picture named like a video and stores nothing', async () => {
    const id = await character();
    const res = await upload(id, video('png', 10_000), 'clip.mp4', 'video/mp4');
    expect(res.status).toBe(415);
    expect(((await res.json()) as { error: string }).error).toBe(
      'Please select a valid video file (MP4, WebM, QuickTime, AVI, or MKV).',
    );
    expect(await listed(id)).toEqual([]);
    expect(await storedKey(id)).toBeNull();
  });

  it('refuses a body announced as over 100 MB before reading it', async () => {
    const id = await character();
    const res = await adminCall(`/api/admin/characters/${id}/animation-upload`, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=x', 'content-length': String(101 * MiB) },
      body: new ReadableStream({ start: (controller) => controller.close() }),
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(((await res.json()) as { error: string }).error).toBe('Video file must be less than 100MB.');
  });

  it('asks for a video when the form has none, or it is empty', async () => {
    const id = await character();
    const none = await upload(id, video('mp4', 100), 'clip.mp4', 'video/mp4', 'other');
    expect(none.status).toBe(400);
    expect(((await none.json()) as { error: string }).error).toBe('Please select a video file.');
    const empty = await upload(id, new Uint8Array(0));
    expect(empty.status).toBe(400);
    expect(await listed(id)).toEqual([]);
  });

  it('answers 404 for a character that does not exist', async () => {
    const res = await upload('no-such-character', video('mp4', 100));
    expect(res.status).toBe(404);
  });
});
