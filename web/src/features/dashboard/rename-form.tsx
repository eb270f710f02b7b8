import { Check, Loader2 } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';

type RenameFormProps = {
  label: string;
  initial: string;
  saving: boolean;
  onSave: (name: string) => void;
  onCancel: () => void;
};

/** One name in place: Save is disabled while the trimmed name is empty; Escape cancels. */
export function RenameForm({ label, initial, saving, onSave, onCancel }: RenameFormProps) {
  const [value, setValue] = useState(initial);
  const input = useRef<HTMLInputElement>(null);
  const id = useId();
  const name = value.trim();
  useEffect(() => input.current?.select(), []);
  return (
    <form
      className="grid gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        if (name && !saving) onSave(name);
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !saving) onCancel();
      }}
    >
      <label htmlFor={id} className="text-sm font-bold">
        {label}
      </label>
      <input
        id={id}
        ref={input}
        value={value}
        maxLength={100}
        onChange={(event) => setValue(event.target.value)}
        className="h-11 rounded-xl border-2 border-ink/20 bg-white px-3 text-base focus-visible:border-grape focus-visible:outline-3 focus-visible:outline-grape/30"
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" disabled={!name || saving}>
          {saving ? (
            <Loader2 aria-hidden="true" className="size-4 animate-spin" />
          ) : (
            <Check aria-hidden="true" className="size-4" />
          )}
          Save
        </Button>
        <Button variant="secondary" size="sm" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
