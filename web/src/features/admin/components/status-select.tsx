import { ChevronDown } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { statusLabel } from './status-badge';

type StatusSelectProps<S extends string> = {
  /** Names the control for screen readers ("Fulfillment status for order 1a2b3c4d"). */
  label: string;
  value: S;
  options: readonly S[];
  onChange: (value: S) => void;
  disabled?: boolean;
  className?: string;
};

/** A compact native select for changing a row's status right in a list. */
export function StatusSelect<S extends string>({
  label,
  value,
  options,
  onChange,
  disabled,
  className,
}: StatusSelectProps<S>) {
  return (
    <div className={cn('relative inline-flex', className)}>
      <select
        aria-label={label}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as S)}
        className="h-10 w-full min-w-0 appearance-none rounded-xl border-2 border-ink/15 bg-white pr-9 pl-3 text-sm font-semibold text-ink transition outline-none hover:border-ink/30 focus-visible:border-grape focus-visible:ring-4 focus-visible:ring-grape/20 disabled:opacity-60"
      >
        {options.map((option) => (
          <option key={option} value={option}>
            {statusLabel(option)}
          </option>
        ))}
      </select>
      <ChevronDown
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-ink-soft"
      />
    </div>
  );
}
