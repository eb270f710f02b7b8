import { useId } from 'react';

/** The brand's mark: a tilted crayon-coloured tile with a sparkle and a scribble. Decorative. */
export function LogoMark({ className }: { className?: string }) {
  const gradientId = useId();
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={className}>
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#fcd34d" />
          <stop offset="0.55" stopColor="#f97316" />
          <stop offset="1" stopColor="#ec4899" />
        </linearGradient>
      </defs>
      <rect x="3" y="3" width="34" height="34" rx="11" fill={`url(#${gradientId})`} transform="rotate(-6 20 20)" />
      <path d="M20 8.5l2.7 8.8 8.8 2.7-8.8 2.7-2.7 8.8-2.7-8.8-8.8-2.7 8.8-2.7z" fill="#fff" />
      <circle cx="30.5" cy="10" r="2.2" fill="#fff" />
      <path d="M7.5 31.5c2.6-2.2 4.6 1.2 7.4-0.8" stroke="#fff" strokeWidth="2" strokeLinecap="round" fill="none" />
    </svg>
  );
}
