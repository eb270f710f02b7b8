import { AlertTriangle, CheckCircle2, Info } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

const tones = {
  error: { icon: AlertTriangle, className: 'border-red-700/30 bg-red-50 text-red-900' },
  warning: { icon: AlertTriangle, className: 'border-amber-600/40 bg-amber-50 text-ink' },
  info: { icon: Info, className: 'border-grape/25 bg-violet-50 text-ink' },
  success: { icon: CheckCircle2, className: 'border-green-700/30 bg-green-50 text-ink' },
} as const;

type NoticeProps = ComponentProps<'div'> & { tone?: keyof typeof tones; title?: string };

/** A boxed message inside a page or form: an icon, an optional bold title, then the text. */
export function Notice({ tone = 'info', title, className, children, ...props }: NoticeProps) {
  const { icon: Icon, className: toneClass } = tones[tone];
  return (
    <div className={cn('flex gap-3 rounded-2xl border-2 p-4 text-left', toneClass, className)} {...props}>
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <div className="grid gap-1">
        {title ? <p className="font-bold">{title}</p> : null}
        <div className="text-sm leading-relaxed">{children}</div>
      </div>
    </div>
  );
}
