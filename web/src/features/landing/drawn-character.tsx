import { cn } from '../../lib/cn';

type DrawnCharacterProps = {
  /** `sketch`: the child's crayon lines on paper; `animated`: the coloured, moving character. */
  variant: 'sketch' | 'animated';
  className?: string;
};

const line = { strokeLinecap: 'round', strokeLinejoin: 'round' } as const;

/** A friendly crayon monster, drawn in SVG: the same drawing before and after the magic. Decorative. */
export function DrawnCharacter({ variant, className }: DrawnCharacterProps) {
  const animated = variant === 'animated';
  const ink = animated ? '#2a1f3d' : '#7c3aed';
  const strokeWidth = animated ? 4 : 3.5;

  return (
    <svg viewBox="0 0 200 200" aria-hidden="true" className={cn('overflow-visible', className)}>
      {/* antennae */}
      <path d="M78 52C72 34 64 28 56 24" stroke={ink} strokeWidth={strokeWidth} fill="none" {...line} />
      <path d="M122 52c6-18 14-24 22-28" stroke={ink} strokeWidth={strokeWidth} fill="none" {...line} />
      <circle cx="55" cy="22" r="7" fill={animated ? '#fcd34d' : 'none'} stroke={ink} strokeWidth={strokeWidth} />
      <circle cx="145" cy="22" r="7" fill={animated ? '#f9a8d4' : 'none'} stroke={ink} strokeWidth={strokeWidth} />

      {/* legs */}
      <path d="M82 160v22m36-22v22" stroke={ink} strokeWidth={strokeWidth} fill="none" {...line} />
      <ellipse cx="76" cy="184" rx="12" ry="6" fill={animated ? '#fb923c' : 'none'} stroke={ink} strokeWidth={3} />
      <ellipse cx="124" cy="184" rx="12" ry="6" fill={animated ? '#fb923c' : 'none'} stroke={ink} strokeWidth={3} />

      {/* left arm */}
      <path d="M52 112c-14 4-22 14-26 26" stroke={ink} strokeWidth={strokeWidth} fill="none" {...line} />
      {/* right arm, waving when animated */}
      <g
        className={animated ? 'motion-safe:animate-wiggle' : undefined}
        style={{ transformOrigin: '148px 108px', transformBox: 'view-box' }}
      >
        <path d="M148 108c14-6 22-18 26-34" stroke={ink} strokeWidth={strokeWidth} fill="none" {...line} />
        <circle cx="175" cy="70" r="6" fill={animated ? '#7dd3fc' : 'none'} stroke={ink} strokeWidth={3} />
      </g>

      {/* body */}
      <path
        d="M100 48c30-2 52 20 52 56 0 34-20 58-52 58s-54-22-52-58c2-36 22-54 52-56z"
        fill={animated ? '#86efac' : 'none'}
        stroke={ink}
        strokeWidth={strokeWidth}
        {...line}
      />
      {animated ? (
        <path d="M72 132c16 10 40 10 56 0" stroke="#4ade80" strokeWidth={10} opacity={0.6} fill="none" {...line} />
      ) : null}

      {/* eyes */}
      <circle cx="84" cy="92" r="13" fill="#fff" stroke={ink} strokeWidth={3} />
      <circle cx="120" cy="90" r="10" fill="#fff" stroke={ink} strokeWidth={3} />
      <circle cx="87" cy="94" r="5" fill={ink} />
      <circle cx="122" cy="92" r="4" fill={ink} />

      {/* cheeks and smile */}
      {animated ? (
        <>
          <circle cx="70" cy="116" r="7" fill="#f9a8d4" opacity={0.8} />
          <circle cx="134" cy="114" r="7" fill="#f9a8d4" opacity={0.8} />
        </>
      ) : null}
      <path d="M84 118c8 10 24 10 32 0" stroke={ink} strokeWidth={strokeWidth} fill="none" {...line} />
      <path d="M96 123v6h6v-5" fill="#fff" stroke={ink} strokeWidth={2} {...line} />
    </svg>
  );
}
