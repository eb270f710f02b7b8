import type { OrderType } from '@dtm/shared/constants';
import type { ArtworkType } from '@dtm/shared/uploads';
import type { Cleanup, Part, StoredFile, TailSegment } from './token-state';

/** The token's tables in its Durable Object's SQLite. */
const SCHEMA = `
CREATE TABLE IF NOT EXISTS meta (
  id INTEGER PRIMARY KEY CHECK (id = 1),
  order_id TEXT NOT NULL,
  order_type TEXT NOT NULL,
  expires_at INTEGER NOT NULL,
  submitted_at INTEGER,
  submit_claim TEXT
);
CREATE TABLE IF NOT EXISTS uploads (
  id TEXT PRIMARY KEY,
  key TEXT NOT NULL,
  name TEXT NOT NULL,
  kind TEXT NOT NULL,
  status TEXT NOT NULL,
  length INTEGER,
  type TEXT,
  multipart_id TEXT,
  offset_parts INTEGER NOT NULL DEFAULT 0,
  tail_length INTEGER NOT NULL DEFAULT 0,
  next_part INTEGER NOT NULL DEFAULT 1,
  lock_id TEXT,
  lock_at INTEGER,
  size INTEGER,
  sha256 TEXT,
  submitted INTEGER NOT NULL DEFAULT 0,
  preview_key TEXT,
  created_at INTEGER NOT NULL,
  updated_at INTEGER NOT NULL,
  expires_at INTEGER,
  completed_at INTEGER
);
CREATE TABLE IF NOT EXISTS tail_segments (
  upload_id TEXT NOT NULL,
  seq INTEGER NOT NULL,
  key TEXT NOT NULL,
  length INTEGER NOT NULL,
  PRIMARY KEY (upload_id, seq)
);
CREATE TABLE IF NOT EXISTS parts (
  upload_id TEXT NOT NULL,
  part_number INTEGER NOT NULL,
  etag TEXT NOT NULL,
  size INTEGER NOT NULL,
  PRIMARY KEY (upload_id, part_number)
);`;

export type UploadStatus = 'uploading' | 'finishing' | 'complete';

export type MetaRow = {
  order_id: string;
  order_type: string;
  expires_at: number;
  submitted_at: number | null;
  submit_claim: string | null;
};

export type UploadRow = {
  id: string;
  key: string;
  name: string;
  kind: string;
  status: string;
  length: number | null;
  type: string | null;
  multipart_id: string | null;
  offset_parts: number;
  tail_length: number;
  next_part: number;
  lock_id: string | null;
  lock_at: number | null;
  size: number | null;
  sha256: string | null;
  submitted: number;
  preview_key: string | null;
  created_at: number;
  updated_at: number;
  expires_at: number | null;
  completed_at: number | null;
};

type Bindable = string | number | null;

/** Typed, synchronous access to the token's tables: callers stay atomic by never awaiting between reads and writes. */
export class TokenStore {
  constructor(private readonly sql: SqlStorage) {
    sql.exec(SCHEMA);
  }

  meta(): (MetaRow & { order_type: OrderType }) | null {
    const row = this.sql
      .exec<MetaRow>('SELECT order_id, order_type, expires_at, submitted_at, submit_claim FROM meta')
      .toArray()[0];
    return row ? { ...row, order_type: row.order_type as OrderType } : null;
  }

  saveMeta(orderId: string, orderType: OrderType, expiresAt: number, submittedAt: number | null) {
    this.sql.exec(
      `INSERT INTO meta (id, order_id, order_type, expires_at, submitted_at) VALUES (1, ?, ?, ?, ?)
       ON CONFLICT (id) DO UPDATE SET order_id = excluded.order_id, order_type = excluded.order_type, expires_at = excluded.expires_at`,
      orderId,
      orderType,
      expiresAt,
      submittedAt,
    );
  }

  setSubmitted(submittedAt: number | null, claim: string | null) {
    this.sql.exec('UPDATE meta SET submitted_at = ?, submit_claim = ?', submittedAt, claim);
  }

  upload(id: string): UploadRow | null {
    return this.sql.exec<UploadRow>('SELECT * FROM uploads WHERE id = ?', id).toArray()[0] ?? null;
  }

  insertUpload(row: Pick<UploadRow, 'id' | 'key' | 'name' | 'kind' | 'length' | 'expires_at'>, now: number) {
    this.sql.exec(
      `INSERT INTO uploads (id, key, name, kind, status, length, created_at, updated_at, expires_at)
       VALUES (?, ?, ?, ?, 'uploading', ?, ?, ?, ?)`,
      row.id,
      row.key,
      row.name,
      row.kind,
      row.length,
      now,
      now,
      row.expires_at,
    );
  }

  /** Updates the named columns of one upload. */
  update(id: string, fields: Partial<Omit<UploadRow, 'id'>>) {
    const entries = Object.entries(fields) as [string, Bindable][];
    if (entries.length === 0) return;
    const assignments = entries.map(([column]) => `${column} = ?`).join(', ');
    this.sql.exec(`UPDATE uploads SET ${assignments} WHERE id = ?`, ...entries.map(([, value]) => value), id);
  }

  parts(id: string): Part[] {
    return this.sql
      .exec<{ part_number: number; etag: string }>(
        'SELECT part_number, etag FROM parts WHERE upload_id = ? ORDER BY part_number',
        id,
      )
      .toArray()
      .map((row) => ({ partNumber: row.part_number, etag: row.etag }));
  }

  addPart(id: string, part: Part, size: number) {
    this.sql.exec(
      'INSERT OR REPLACE INTO parts (upload_id, part_number, etag, size) VALUES (?, ?, ?, ?)',
      id,
      part.partNumber,
      part.etag,
      size,
    );
  }

  clearParts(id: string) {
    this.sql.exec('DELETE FROM parts WHERE upload_id = ?', id);
  }

  tail(id: string): TailSegment[] {
    return this.sql
      .exec<TailSegment>('SELECT key, length FROM tail_segments WHERE upload_id = ? ORDER BY seq', id)
      .toArray()
      .map((row) => ({ key: row.key, length: row.length }));
  }

  appendTail(id: string, segment: TailSegment) {
    this.sql.exec(
      `INSERT INTO tail_segments (upload_id, seq, key, length)
       VALUES (?, (SELECT coalesce(max(seq), 0) + 1 FROM tail_segments WHERE upload_id = ?), ?, ?)`,
      id,
      id,
      segment.key,
      segment.length,
    );
  }

  /** Forgets the upload's tail; returns the objects to delete. */
  clearTail(id: string): string[] {
    const keys = this.tail(id).map((segment) => segment.key);
    this.sql.exec('DELETE FROM tail_segments WHERE upload_id = ?', id);
    return keys;
  }

  /** Removes an upload and its parts; returns what must be deleted from R2. */
  remove(row: UploadRow): Cleanup {
    this.clearParts(row.id);
    const tailKeys = this.clearTail(row.id);
    this.sql.exec('DELETE FROM uploads WHERE id = ?', row.id);
    return { key: row.key, multipartId: row.multipart_id, tailKeys, complete: row.status === 'complete' };
  }

  /** Every upload, finished or not (a link that ends hands its files on and aborts the rest). */
  allUploads(): UploadRow[] {
    return this.sql.exec<UploadRow>('SELECT * FROM uploads ORDER BY created_at, id').toArray();
  }

  /** Forgets the link: its meta and every upload row (their R2 bytes are the caller's to remove). */
  clear() {
    this.sql.exec('DELETE FROM parts');
    this.sql.exec('DELETE FROM tail_segments');
    this.sql.exec('DELETE FROM uploads');
    this.sql.exec('DELETE FROM meta');
  }

  completeFiles(): StoredFile[] {
    return this.sql
      .exec<UploadRow>("SELECT * FROM uploads WHERE status = 'complete' ORDER BY completed_at, id")
      .toArray()
      .map(toStoredFile);
  }

  /** Unfinished uploads alive at `now` that received bytes (or were created) after `activeSince`. */
  inProgress(now: number, activeSince: number): { count: number; oldestActivity: number | null } {
    const row = this.sql
      .exec<{ n: number; oldest: number | null }>(
        `SELECT count(*) AS n, min(updated_at) AS oldest FROM uploads
         WHERE status != 'complete' AND expires_at > ? AND updated_at > ?`,
        now,
        activeSince,
      )
      .one();
    return { count: row.n, oldestActivity: row.oldest };
  }

  expiredUploads(now: number): UploadRow[] {
    return this.sql
      .exec<UploadRow>("SELECT * FROM uploads WHERE status != 'complete' AND expires_at <= ?", now)
      .toArray();
  }

  nextExpiry(): number | null {
    const row = this.sql
      .exec<{ at: number | null }>("SELECT min(expires_at) AS at FROM uploads WHERE status != 'complete'")
      .one();
    return row.at;
  }

  markSubmittedFiles(ids: string[]) {
    this.sql.exec('UPDATE uploads SET submitted = 0');
    for (const id of ids) this.sql.exec("UPDATE uploads SET submitted = 1 WHERE id = ? AND status = 'complete'", id);
  }
}

export function toStoredFile(row: UploadRow): StoredFile {
  return {
    id: row.id,
    key: row.key,
    name: row.name,
    type: (row.type ?? 'application/octet-stream') as ArtworkType,
    size: row.size ?? 0,
    sha256: row.sha256 ?? '',
    completedAt: row.completed_at ?? row.updated_at,
    submitted: row.submitted === 1,
    previewKey: row.preview_key,
  };
}
