import { Pencil } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { Button } from '../../components/ui/button';
import { RenameForm } from './rename-form';

type CreationCardProps = {
  kind: 'frame' | 'character';
  name: string;
  /** Shown when the customer never named it. */
  placeholderName: string;
  /** Where it stands, in a parent's words (StatusBadge). */
  status: ReactNode;
  details: ReactNode;
  saving: boolean;
  onRename: (name: string) => Promise<boolean>;
  /** Shown full width between the name and the actions (the finished animation). */
  media?: ReactNode;
  children: ReactNode;
};

/** A frame or character card: its name (editable in place), details, status and actions. */
export function CreationCard({
  kind,
  name,
  placeholderName,
  status,
  details,
  saving,
  onRename,
  media,
  children,
}: CreationCardProps) {
  const [editing, setEditing] = useState(false);
  const shown = name || placeholderName;
  return (
    <article
      aria-label={shown}
      className="flex min-w-0 flex-col gap-4 rounded-3xl border-2 border-ink/10 bg-white p-5 shadow-[0_4px_0_0_rgba(42,31,61,0.05)]"
    >
      <div className="flex items-start justify-between gap-3">
        {editing ? (
          <div className="flex-1">
            <RenameForm
              label={kind === 'frame' ? 'Frame name' : 'Character name'}
              initial={name}
              saving={saving}
              onCancel={() => setEditing(false)}
              onSave={async (next) => {
                if (await onRename(next)) setEditing(false);
              }}
            />
          </div>
        ) : (
          <div className="min-w-0">
            <h3 className="font-display text-lg font-extrabold break-words">{shown}</h3>
            <div className="mt-1 text-sm text-ink-soft">{details}</div>
          </div>
        )}
      </div>
      {/* Under the name, full width: a status in words can be a sentence long. */}
      {status}
      {media}
      {editing ? null : (
        <div className="flex flex-wrap gap-2">
          <Button variant="secondary" size="sm" onClick={() => setEditing(true)}>
            <Pencil aria-hidden="true" className="size-4" />
            Rename<span className="sr-only"> {shown}</span>
          </Button>
          {children}
        </div>
      )}
    </article>
  );
}
