import { useLiveQuery } from 'dexie-react-hooks';
import { CircleAlert, CircleCheck, Clock } from 'lucide-react';
import { appDb, type OutboxEntry, type OutboxKind } from '../db';
import { OFFLINE_TEXTS } from '../texts';

const TIME = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function Line({ entry, noun }: { entry: OutboxEntry; noun: string }) {
  const when = TIME.format(entry.createdAt);
  if (entry.status === 'sent') {
    return (
      <li className="flex items-start gap-2">
        <CircleCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-emerald-700" />
        <span className="text-ink">
          <strong>{OFFLINE_TEXTS.sent}</strong>: your {noun} of {when}
        </span>
      </li>
    );
  }
  if (entry.status === 'failed') {
    return (
      <li className="flex items-start gap-2">
        <CircleAlert aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-red-700" />
        <span>
          <strong>{OFFLINE_TEXTS.refused}</strong>: your {noun} of {when}. {entry.error}
        </span>
      </li>
    );
  }
  return (
    <li className="flex items-start gap-2">
      <Clock aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-crayon" />
      <span>
        <strong>{OFFLINE_TEXTS.queued}</strong>: your {noun} of {when}
      </span>
    </li>
  );
}

/** Under a public form: what this device still has to send, and what it sent lately. */
export function OutboxStatus({ kind, noun }: { kind: OutboxKind; noun: string }) {
  const entries = useLiveQuery(
    () =>
      appDb.outbox
        .where('kind')
        .equals(kind)
        .filter((entry) => entry.status !== 'sending')
        .sortBy('createdAt'),
    [kind],
  );
  if (!entries || entries.length === 0) return null;
  return (
    <section aria-label="Sent from this device" className="rounded-2xl border-2 border-ink/10 bg-paper-deep p-4">
      <div role="status">
        <ul className="grid gap-2 font-semibold text-ink">
          {entries.map((entry) => (
            <Line key={entry.id} entry={entry} noun={noun} />
          ))}
        </ul>
      </div>
    </section>
  );
}
