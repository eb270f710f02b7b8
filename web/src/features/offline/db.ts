import Dexie, { type EntityTable } from 'dexie';
import { APP_DB_NAME } from './db-name';

/** A signed-in person's query result, kept so the dashboard opens with no connection. */
export type PersistedQuery = {
  /** TanStack Query's hash of the key. */
  hash: string;
  queryKey: readonly unknown[];
  data: unknown;
  /** When the data came from the server (ms since epoch): the "last updated" time. */
  updatedAt: number;
  /** Whose data it is, so another person's sign-in never sees it. */
  userId: string | null;
};

export type OutboxKind = 'support-request' | 'return';
export type OutboxStatus = 'sending' | 'queued' | 'sent' | 'failed';

/** A public form submitted without a connection (or being sent); its id is the idempotency key. */
export type OutboxEntry = {
  id: string;
  kind: OutboxKind;
  body: Record<string, unknown>;
  status: OutboxStatus;
  createdAt: number;
  sentAt?: number;
  /** The server's words when it refused the request for good. */
  error?: string;
};

/** What someone has typed into a form so far, so closing the tab loses nothing. */
export type FormDraft = { form: string; values: Record<string, unknown>; updatedAt: number };

export type Setting = { key: string; value: unknown };

/** The app's one IndexedDB database (dexie): offline data, the outbox, drafts and small settings. */
export class AppDB extends Dexie {
  queries!: EntityTable<PersistedQuery, 'hash'>;
  outbox!: EntityTable<OutboxEntry, 'id'>;
  drafts!: EntityTable<FormDraft, 'form'>;
  settings!: EntityTable<Setting, 'key'>;

  constructor() {
    super(APP_DB_NAME);
    this.version(1).stores({
      queries: 'hash, userId',
      outbox: 'id, kind, status, createdAt',
      drafts: 'form',
      settings: 'key',
    });
  }
}

export const appDb = new AppDB();
