import { JOINT_NAMES, type JointName, type Joints, type RgbaImage } from '@dtm/animate';
import { cutOutCanvas } from '@dtm/animate/render';
import { useRef } from 'react';

const LABELS: Record<JointName, string> = {
  head: 'head',
  neck: 'neck',
  pelvis: 'hips (middle)',
  right_shoulder: 'right shoulder',
  right_elbow: 'right elbow',
  right_hand: 'right hand',
  left_shoulder: 'left shoulder',
  left_elbow: 'left elbow',
  left_hand: 'left hand',
  right_hip: 'right hip',
  right_knee: 'right knee',
  right_foot: 'right foot',
  left_hip: 'left hip',
  left_knee: 'left knee',
  left_foot: 'left foot',
};

const BONES: [JointName, JointName][] = JOINT_NAMES.flatMap((name) => {
  const parent = (
    {
      neck: 'pelvis',
      head: 'neck',
      right_shoulder: 'neck',
      right_elbow: 'right_shoulder',
      right_hand: 'right_elbow',
      left_shoulder: 'neck',
      left_elbow: 'left_shoulder',
      left_hand: 'left_elbow',
      right_hip: 'pelvis',
      right_knee: 'right_hip',
      right_foot: 'right_knee',
      left_hip: 'pelvis',
      left_knee: 'left_hip',
      left_foot: 'left_knee',
    } as Partial<Record<JointName, JointName>>
  )[name];
  return parent ? [[parent, name] as [JointName, JointName]] : [];
});

type JointEditorProps = {
  image: RgbaImage;
  mask: { data: Uint8Array };
  joints: Joints;
  onChange: (joints: Joints) => void;
};

/** The cut-out with its joints as dots a finger can drag (44 px targets); arrow keys move a focused dot. */
export function JointEditor({ image, mask, joints, onChange }: JointEditorProps) {
  const frame = useRef<HTMLDivElement>(null);
  const picture = useRef<string | null>(null);
  if (!picture.current) picture.current = cutOutCanvas(image, mask).toDataURL();
  const move = (name: JointName, x: number, y: number) => {
    onChange({
      ...joints,
      [name]: { x: Math.min(image.width, Math.max(0, x)), y: Math.min(image.height, Math.max(0, y)) },
    });
  };
  const pct = (value: number, of: number) => `${(value / of) * 100}%`;
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
        {BONES.map(([a, b]) => (
          <line
            key={`${a}-${b}`}
            x1={joints[a].x}
            y1={joints[a].y}
            x2={joints[b].x}
            y2={joints[b].y}
            stroke="#7c3aed"
            strokeWidth={Math.max(2, image.width / 150)}
            strokeLinecap="round"
            opacity={0.7}
          />
        ))}
      </svg>
      {JOINT_NAMES.map((name) => (
        <button
          key={name}
          type="button"
          aria-label={`Move the ${LABELS[name]}`}
          data-joint={name}
          className="absolute flex size-11 -translate-x-1/2 -translate-y-1/2 cursor-grab items-center justify-center rounded-full focus-visible:outline-3 focus-visible:outline-grape"
          style={{ left: pct(joints[name].x, image.width), top: pct(joints[name].y, image.height) }}
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
            move(name, joints[name].x + (delta[0] as number), joints[name].y + (delta[1] as number));
          }}
        >
          <span
            className={`block size-4 rounded-full border-2 border-white shadow ${name.startsWith('left') ? 'bg-sky-600' : name.startsWith('right') ? 'bg-rose-600' : 'bg-violet-700'}`}
          />
        </button>
      ))}
    </div>
  );
}
