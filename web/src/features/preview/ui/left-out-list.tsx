import { Plus } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Button } from '../../../components/ui/button';
import { LEFT_OUT_COLOUR } from './cutout-editor';
import { leftOutSentence, type PartLeft } from './left-out';

/** The sentence about the marks the cut-out left out (none: nothing shown). */
export function LeftOutNote({ left }: { left: readonly PartLeft[] }) {
  if (left.length === 0) return null;
  return (
    <p className="flex items-start gap-2 font-semibold" data-testid="preview-left-out-note">
      <span
        aria-hidden="true"
        className="mt-1 inline-block size-4 shrink-0 rounded-sm border-2 border-dashed"
        style={{ borderColor: LEFT_OUT_COLOUR, backgroundColor: `${LEFT_OUT_COLOUR}33` }}
      />
      <span>{leftOutSentence(left.length)}</span>
    </p>
  );
}

/** A button per left-out mark (for keyboards and screen readers, and fingers that miss a small mark). */
export function LeftOutButtons({
  left,
  onAddBack,
}: {
  left: readonly PartLeft[];
  onAddBack: (number: number) => void;
}) {
  const listRef = useRef<HTMLUListElement>(null);
  // The button pressed goes away with its mark: the keyboard's focus moves on to the next mark's.
  const handOn = useRef(false);
  useEffect(() => {
    if (!handOn.current) return;
    handOn.current = false;
    listRef.current?.querySelector('button')?.focus();
  });
  if (left.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <span className="font-semibold" aria-hidden="true">
        Add back:
      </span>
      <ul ref={listRef} className="flex flex-wrap gap-2" aria-label="Marks left out of the cut-out">
        {left.map(({ number }) => (
          <li key={number}>
            <Button
              variant="secondary"
              aria-label={`Add back mark ${number}`}
              onClick={(event) => {
                handOn.current = event.currentTarget === document.activeElement;
                onAddBack(number);
              }}
            >
              <Plus aria-hidden="true" className="size-5" />
              Mark {number}
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
}
