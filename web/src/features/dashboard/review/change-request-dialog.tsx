import { CHANGE_NOTE_MAX, ChangeRequestInputSchema } from '@dtm/shared/review';
import { Send } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Modal } from '../../../components/modal';
import { Button } from '../../../components/ui/button';
import { TextareaField } from '../../../components/ui/textarea-field';

type ChangeRequestDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  version: number;
  left: number;
  sending: boolean;
  /** Resolves true when the request was taken (the dialog closes), false to keep the note. */
  onSend: (note: string) => Promise<boolean>;
};

/** "Ask for a change": one labelled note (up to 1000 characters, counted as typed), checked with the API's own schema. */
export function ChangeRequestDialog({ open, onOpenChange, version, left, sending, onSend }: ChangeRequestDialogProps) {
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ChangeRequestInputSchema.safeParse({ version, note });
    if (!parsed.success) {
      setError(
        parsed.error.issues.find((issue) => issue.path[0] === 'note')?.message ?? parsed.error.issues[0]?.message,
      );
      return;
    }
    setError(undefined);
    if (await onSend(parsed.data.note)) {
      setNote('');
      onOpenChange(false);
    }
  };
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      closeable={!sending}
      title="Ask for a change"
      description={`Tell our artists what to change in this preview. You can ask ${left === 1 ? 'once more' : `${left} times`}.`}
    >
      <form onSubmit={submit} noValidate className="grid gap-4">
        <TextareaField
          label="What should we change?"
          name="note"
          value={note}
          maxLength={CHANGE_NOTE_MAX}
          placeholder="For example: make the dragon wave with both arms."
          error={error}
          hint={`${note.length} / ${CHANGE_NOTE_MAX} characters`}
          onChange={(event) => {
            setNote(event.target.value);
            if (error) setError(undefined);
          }}
        />
        <Button type="submit" disabled={sending} className="w-full">
          <Send aria-hidden="true" className="size-4" />
          {sending ? 'Sending…' : 'Send change request'}
        </Button>
      </form>
    </Modal>
  );
}
