import { Plus } from 'lucide-react';
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
  if (left.length === 0) return null;
  return (
    <ul className="flex flex-wrap gap-2" aria-label="Marks left out of the cut-out">
      {left.map(({ number }) => (
        <li key={number}>
          <Button variant="secondary" onClick={() => onAddBack(number)}>
            <Plus aria-hidden="true" className="size-5" />
            Add back mark {number}
          </Button>
        </li>
      ))}
    </ul>
  );
}
