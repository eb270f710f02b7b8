import { cn } from '../lib/cn';

type DoodleProps = { className?: string };

const stroke = {
  strokeWidth: 3,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/** A crayon sun. Decorative. */
export function SunDoodle({ className }: DoodleProps) {
  return (
    <svg viewBox="0 0 64 64" aria-hidden="true" className={className}>
      <circle cx="32" cy="32" r="12" fill="#fcd34d" stroke="#f59e0b" {...stroke} />
      {[0, 45, 90, 135, 180, 225, 270, 315].map((angle) => (
        <path key={angle} d="M32 8v8" stroke="#f59e0b" transform={`rotate(${angle} 32 32)`} fill="none" {...stroke} />
      ))}
    </svg>
  );
}

/** A wobbly five-point star. Decorative. */
export function StarDoodle({ className, color = '#f472b6' }: DoodleProps & { color?: string }) {
  return (
    <svg viewBox="0 0 48 48" aria-hidden="true" className={className}>
      <path
        d="M24 5l5.6 12.2 13.2 1.4-9.9 8.9 2.8 13.1L24 34l-11.7 6.6 2.8-13.1-9.9-8.9 13.2-1.4z"
        fill={color}
        stroke="#2a1f3d"
        strokeOpacity="0.25"
        {...stroke}
      />
    </svg>
  );
}

/** A loose crayon squiggle. Decorative. */
export function SquiggleDoodle({ className, color = '#38bdf8' }: DoodleProps & { color?: string }) {
  return (
    <svg viewBox="0 0 120 24" aria-hidden="true" className={className}>
      <path
        d="M4 16c10-14 18 10 28-2s18 10 28-2 18 10 28-2 18 10 28-2"
        stroke={color}
        fill="none"
        {...stroke}
        strokeWidth={5}
      />
    </svg>
  );
}

/** A hand-drawn underline for a word in a headline. Decorative. */
export function Underline({ className }: DoodleProps) {
  return (
    <svg viewBox="0 0 200 16" preserveAspectRatio="none" aria-hidden="true" className={cn('h-3 w-full', className)}>
      <path d="M3 11c40-7 90-9 194-4" stroke="#fcd34d" fill="none" {...stroke} strokeWidth={7} />
    </svg>
  );
}
