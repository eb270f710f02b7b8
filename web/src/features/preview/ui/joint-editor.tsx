import type { RgbaImage, Skeleton, SkeletonJoints } from '@dtm/animate';
import { cutOutCanvas } from '@dtm/animate/render';
import { useRef } from 'react';

/** Joint names a parent reads (the rest are read off the name: "leg 3 knee"). */
const LABELS: Record<string, string> = {
  tail_tip: 'tip of the tail',
  body: 'middle of the body',
};

/** A readable name for a joint of any skeleton: "right hand", "leg 3 knee", "body point 1". */
export function jointLabel(skeleton: Skeleton, name: string): string {
  if (name === 'pelvis') return skeleton.plan === 'biped' ? 'hips (middle)' : 'hips';
  const label = LABELS[name];
  if (label) return label;
  const spine = /^spine_(\d+)$/.exec(name);
  if (spine) return `body point ${Number(spine[1]) + 1}`;
  return name.replaceAll('_', ' ');
}

/** The joint's dot colour: the figure's right red, its left blue, the middle violet. */
function colourOf(name: string): string {
  if (/(^|_)left(_|$)/.test(name)) return 'bg-sky-600';
  if (/(^|_)right(_|$)/.test(name)) return 'bg-rose-600';
  if (name.startsWith('leg_')) return 'bg-amber-600';
  return 'bg-violet-700';
}

type JointEditorProps = {
  image: RgbaImage;
  mask: { data: Uint8Array };
  skeleton: Skeleton;
  joints: SkeletonJoints;
  onChange: (joints: SkeletonJoints) => void;
};

/** The cut-out with its joints as dots a finger can drag (44 px targets); arrow keys move a focused dot. */
export function JointEditor({ image, mask, skeleton, joints, onChange }: JointEditorProps) {
  const frame = useRef<HTMLDivElement>(null);
  const picture = useRef<string | null>(null);
  if (!picture.current) picture.current = cutOutCanvas(image, mask).toDataURL();
  const move = (name: string, x: number, y: number) => {
    onChange({
      ...joints,
      [name]: { x: Math.min(image.width, Math.max(0, x)), y: Math.min(image.height, Math.max(0, y)) },
    });
  };
  const pct = (value: number, of: number) => `${(value / of) * 100}%`;
  const names = skeleton.joints.filter((name) => joints[name]);
  const bones = names.flatMap((name) => {
    const parent = skeleton.parent[name];
    return parent && joints[parent] ? [[parent, name] as [string, string]] : [];
  });
  const at = (name: string) => joints[name] ?? { x: 0, y: 0 };
  return (
    <div
      ref={frame}
      className="relative mx-auto w-full max-w-md touch-none select-none rounded-2xl bg-paper-deep"
      style={{ aspectRatio: `${image.width} / ${image.height}` }}
      data-testid="preview-joint-editor"
    >
      <img
        src={picture.current}
        alt="Your drawing's cut-out"
        className="absolute inset-0 size-full"
        draggable={false}
      />
      <svg
        aria-hidden="true"
        className="absolute inset-0 size-full"
        viewBox={`0 0 ${image.width} ${image.height}`}
        preserveAspectRatio="none"
      >
        {bones.map(([a, b]) => (
          <line
            key={`${a}-${b}`}
            x1={at(a).x}
            y1={at(a).y}
            x2={at(b).x}
            y2={at(b).y}
            stroke="#7c3aed"
            strokeWidth={Math.max(2, image.width / 150)}
            strokeLinecap="round"
            opacity={0.7}
          />
        ))}
      </svg>
      {names.map((name) => (
        <button
          key={name}
          type="button"
          aria-label={`Move the ${jointLabel(skeleton, name)}`}
          data-joint={name}
          className="absolute flex size-11 -translate-x-1/2 -translate-y-1/2 cursor-grab items-center justify-center rounded-full focus-visible:outline-3 focus-visible:outline-grape"
          style={{ left: pct(at(name).x, image.width), top: pct(at(name).y, image.height) }}
          onPointerDown={(event) => event.currentTarget.setPointerCapture(event.pointerId)}
          onPointerMove={(event) => {
            if (!event.currentTarget.hasPointerCapture(event.pointerId) || !frame.current) return;
            const rect = frame.current.getBoundingClientRect();
            move(
              name,
              ((event.clientX - rect.left) / rect.width) * image.width,
              ((event.clientY - rect.top) / rect.height) * image.height,
            );
          }}
          onKeyDown={(event) => {
            const step = Math.max(image.width, image.height) / 100;
            const delta = { ArrowLeft: [-step, 0], ArrowRight: [step, 0], ArrowUp: [0, -step], ArrowDown: [0, step] }[
              event.key
            ];
            if (!delta) return;
            event.preventDefault();
            move(name, at(name).x + (delta[0] as number), at(name).y + (delta[1] as number));
          }}
        >
          <span className={`block size-4 rounded-full border-2 border-white shadow ${colourOf(name)}`} />
        </button>
      ))}
    </div>
  );
}
