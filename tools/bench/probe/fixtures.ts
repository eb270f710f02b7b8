/**
 * Fixtures from the seeded shop (what the workerd test writes into D1, read or made here by API):
 * orders (one of them paid), a received upload, the customer's own rows, items for sale and a
 * public media file.
 */
import { ADDRESS, emptyFixtures, type Fixtures, type Role } from '../../../worker/test/access-table';
import { BASE, RUN } from './config';
import { field, type Jar, list, send } from './http';
import { payInEmulator } from './session';

const PNG = new Uint8Array(100).map((_, i) => (i * 31 + 7) & 0xff);
PNG.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');
/** The first bytes of an MP4 (ISO-BMFF ftyp box), enough for the back office's video check. */
const MP4 = Buffer.concat([Buffer.from([0, 0, 0, 24]), Buffer.from('ftypisom\0\0\0\0isommp41'), Buffer.alloc(200, 1)]);

async function uploadAnimation(
  admin: Jar | undefined,
  id: string,
  kind: 'characters' | 'frames' = 'characters',
): Promise<number> {
  const boundary = `probe${RUN}`;
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="video"; filename="probe.mp4"\r\nContent-Type: video/mp4\r\n\r\n`,
    ),
    MP4,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await send('setup', `/api/admin/${kind}/${id}/animation-upload`, {
    method: 'POST',
    jar: admin,
    body,
    contentType: `multipart/form-data; boundary=${boundary}`,
  });
  return res.status;
}

export async function buildFixtures(jars: Record<Role, Jar | undefined>): Promise<{ f: Fixtures; notes: string[] }> {
  const f: Fixtures = { ...emptyFixtures(), unique: `-${RUN}` };
  const notes: string[] = [];
  await addOrders(f, notes, jars.customer);
  await addUpload(f, notes);
  const { animations, backgrounds } = await addOwnedRows(f, notes, jars);
  await addForSale(f, animations, backgrounds);
  for (const [name, value] of Object.entries({ ...f, ...f.owned, ...f.forSale })) {
    if (value === '') notes.push(`fixture ${name} is missing`);
  }
  return { f, notes };
}

/** Three orders of the customer; the third paid, which gives its upload link. */
async function addOrders(f: Fixtures, notes: string[], anna: Jar | undefined) {
  const order = (type: 'frame' | 'character', extra: Record<string, unknown> = {}) =>
    send('setup', `/api/orders/${type}`, {
      jar: anna,
      json: { customerName: 'Pat Parent', customerEmail: 'pat@example.com', ...extra },
    });
  f.frameOrderId = field((await order('frame', { frameSize: '7' })).json, 'orderId');
  f.characterOrderId = field((await order('character')).json, 'orderId');
  f.paidOrderId = field((await order('frame', { frameSize: '5' })).json, 'orderId');

  // The paid order: paid as the customer would, through the emulator.
  const setup = await send('setup', `/api/orders/${f.paidOrderId}/payment-intent`, {
    jar: anna,
    json: { shippingAddress: ADDRESS },
  });
  const clientSecret = field(setup.json, 'clientSecret');
  const intent = clientSecret ? await payInEmulator(clientSecret) : undefined;
  if (intent?.status === 'succeeded') {
    const done = await send('setup', `/api/orders/${f.paidOrderId}/complete-payment`, {
      method: 'PATCH',
      jar: anna,
      json: { paymentIntentId: intent.id },
    });
    f.uploadToken = field(done.json, 'uploadToken');
  }
  if (!f.uploadToken) notes.push(`the fixture order could not be paid (payment-intent ${setup.status})`);
}

/** One received file on its upload link (tus: create, then one PATCH). */
async function addUpload(f: Fixtures, notes: string[]) {
  const created = await send('setup', '/api/uploads/tus', {
    method: 'POST',
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': String(PNG.byteLength),
      'upload-metadata': `token ${b64(f.uploadToken)},filename ${b64('drawing.png')},filetype ${b64('image/png')}`,
    },
  });
  const location = created.headers.get('location') ?? '';
  f.uploadId = location.split('/').pop() ?? '';
  const patched = await send('setup', new URL(location || '/missing', BASE).pathname, {
    method: 'PATCH',
    body: PNG,
    contentType: 'application/offset+octet-stream',
    headers: { 'tus-resumable': '1.0.0', 'upload-offset': '0' },
  });
  if (created.status !== 201 || patched.status !== 204) {
    notes.push(`fixture upload: create ${created.status}, patch ${patched.status}`);
  }
  const link = await send('setup', `/api/upload/${f.uploadToken}`);
  f.fileUrl = field(list((link.json as { files?: unknown })?.files)[0], 'url');
}

/** The customer's own rows: the seed gives Anna a frame, characters, an animation with a variation, a background. */
async function addOwnedRows(f: Fixtures, notes: string[], jars: Record<Role, Jar | undefined>) {
  const anna = jars.customer;
  const mine = async (path: string) => list((await send('setup', path, { jar: anna })).json);
  const frames = await mine('/api/user/frames');
  const characters = await mine('/api/user/characters');
  const animations = await mine('/api/user/animations');
  const backgrounds = await mine('/api/user/backgrounds');
  f.owned.frame = field(frames[0], 'id');
  if (f.owned.frame && !field(frames[0], 'animationDownloadUrl')) {
    // The frame's finished animation, so its download and USB manifest answer the owner.
    const uploaded = await uploadAnimation(jars.admin, f.owned.frame, 'frames');
    if (uploaded !== 201) notes.push(`animation upload for the customer's frame: ${uploaded}`);
  }
  const ready = characters.find((c) => field(c, 'animationDownloadUrl') || field(c, 'animationVideoUrl'));
  f.owned.character = field(ready ?? characters[0], 'id');
  if (!ready && f.owned.character) {
    // The seed's characters are still being made: the back office uploads an animation, as staff would.
    const uploaded = await uploadAnimation(jars.admin, f.owned.character);
    if (uploaded !== 200) notes.push(`animation upload for the customer's character: ${uploaded}`);
  }
  f.owned.animation = field(animations[0], 'id');
  f.owned.background = field(backgrounds[0], 'id');
  f.owned.variation = field((await mine(`/api/user/animations/${f.owned.animation}/variations`))[0], 'id');
  return { animations, backgrounds };
}

/** Items for sale the customer does not own yet, and a public media file. */
async function addForSale(f: Fixtures, animations: Record<string, unknown>[], backgrounds: Record<string, unknown>[]) {
  const catalog = list((await send('setup', '/api/animations')).json);
  const owned = new Set(animations.map((a) => field(a, 'animationId')));
  f.forSale.animation = field(
    catalog.find((a) => !owned.has(field(a, 'id'))),
    'id',
  );
  const backgroundCatalog = list((await send('setup', '/api/backgrounds')).json);
  const ownedBackgrounds = new Set(backgrounds.map((b) => field(b, 'backgroundId')));
  f.forSale.background = field(
    backgroundCatalog.find((b) => !ownedBackgrounds.has(field(b, 'id'))),
    'id',
  );
  f.mediaPath = field(catalog[0], 'thumbnailUrl');
}
