import { CATALOG_FILE_RULES, type CatalogFileSlot, type CatalogKind, catalogFileProblem } from '@dtm/shared/catalog';
import { Check } from 'lucide-react';
import { useId } from 'react';
import { FieldError } from '../../../components/ui/field-frame';

const HINTS: Record<CatalogKind, Record<CatalogFileSlot, string>> = {
  animation: {
    thumbnail: 'PNG, JPEG or WebP picture, public.',
    preview: 'A short MP4 or WebM clip the marketplace plays, public.',
    file: 'The MP4 or WebM video buyers download. Only they get it.',
  },
  background: {
    thumbnail: 'PNG, JPEG or WebP picture, public.',
    preview: 'A smaller picture, or a short MP4 or WebM clip of a moving background, public.',
    file: 'The picture or MP4/WebM video buyers download. Only they get it.',
  },
};

/** The types the file picker offers (the server judges the bytes anyway). */
const acceptOf = (kind: CatalogKind, slot: CatalogFileSlot) => CATALOG_FILE_RULES[kind][slot].types.join(',');

type Props = {
  kind: CatalogKind;
  slot: CatalogFileSlot;
  /** Where the current file can be looked at, or null when there is none yet. */
  currentUrl: string | null;
  /** The chosen file's problem (checked in the browser, or the server's refusal). */
  error: string | null;
  /** 0..1 while this file uploads. */
  progress: number | null;
  disabled: boolean;
  onChoose: (file: File | null, problem: string | null) => void;
};

/** One of an item's three files: what is there now, a picker checked against the rules, and the upload's progress. */
export function CatalogFileField({ kind, slot, currentUrl, error, progress, disabled, onChoose }: Props) {
  const id = useId();
  const rule = CATALOG_FILE_RULES[kind][slot];
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  return (
    <div className="grid gap-1.5">
      <label htmlFor={id} className="font-bold text-ink">
        {rule.label}
      </label>
      <p id={hintId} className="text-sm text-ink-soft">
        {HINTS[kind][slot]}{' '}
        {currentUrl ? (
          <span className="inline-flex items-center gap-1 font-semibold text-[#166534]">
            <Check aria-hidden="true" className="size-4" />
            <a href={currentUrl} target="_blank" rel="noreferrer" className="underline">
              Current file
            </a>
          </span>
        ) : (
          <span className="font-semibold">None yet.</span>
        )}
      </p>
      <input
        id={id}
        type="file"
        accept={acceptOf(kind, slot)}
        disabled={disabled}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        onChange={(event) => {
          const file = event.target.files?.[0] ?? null;
          onChoose(file, file ? catalogFileProblem(kind, slot, { type: file.type, size: file.size }) : null);
        }}
        className="w-full min-w-0 text-sm file:mr-3 file:rounded-full file:border-2 file:border-ink/15 file:bg-white file:px-3 file:py-1.5 file:font-bold file:text-ink"
      />
      {progress !== null ? (
        <div
          role="progressbar"
          aria-label={`Uploading the ${rule.label.toLowerCase()}`}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress * 100)}
          className="h-2.5 overflow-hidden rounded-full bg-paper-deep"
        >
          <div
            className="h-full rounded-full bg-grape transition-[width]"
            style={{ width: `${Math.round(progress * 100)}%` }}
          />
        </div>
      ) : null}
      {error ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
