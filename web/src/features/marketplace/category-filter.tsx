import { cn } from '../../lib/cn';

/** Category chips: one pressed at a time, "All" clears the filter. */
export function CategoryFilter({
  label,
  categories,
  current,
  onChange,
}: {
  label: string;
  categories: readonly string[];
  current: string | undefined;
  onChange: (category: string | undefined) => void;
}) {
  const options = [{ value: undefined, label: 'All' }, ...categories.map((value) => ({ value, label: value }))];
  return (
    <fieldset>
      <legend className="sr-only">{label}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map((option) => {
          const pressed = option.value === current;
          return (
            <button
              key={option.label}
              type="button"
              aria-pressed={pressed}
              onClick={() => onChange(option.value)}
              className={cn(
                'h-10 rounded-full border-2 px-4 font-bold capitalize transition focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-grape',
                pressed ? 'border-grape bg-grape text-white' : 'border-ink/15 bg-white text-ink hover:border-grape',
              )}
            >
              {option.label}
            </button>
          );
        })}
      </div>
    </fieldset>
  );
}
