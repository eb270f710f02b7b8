import { Play } from 'lucide-react';
import { useRef, useState } from 'react';

/**
 * A marketplace preview: the thumbnail, and for animations a muted looping video that plays on
 * hover or keyboard focus and on tap (touch screens have no hover).
 */
export function PreviewMedia({
  name,
  thumbnailUrl,
  videoUrl,
}: {
  name: string;
  thumbnailUrl: string | null;
  videoUrl: string | null;
}) {
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  const play = () => {
    const element = video.current;
    if (!element) return;
    element.play().then(
      () => setPlaying(true),
      () => setPlaying(false),
    );
  };
  const stop = () => {
    video.current?.pause();
    setPlaying(false);
  };
  if (!videoUrl) {
    return thumbnailUrl ? (
      <img src={thumbnailUrl} alt={`${name} preview`} className="aspect-video w-full bg-paper-deep object-cover" />
    ) : (
      <div aria-hidden="true" className="aspect-video w-full bg-paper-deep" />
    );
  }
  return (
    <button
      type="button"
      aria-label={playing ? `Pause the preview of ${name}` : `Play the preview of ${name}`}
      aria-pressed={playing}
      onMouseEnter={play}
      onMouseLeave={stop}
      onFocus={play}
      onBlur={stop}
      onClick={() => (playing ? stop() : play())}
      className="group relative block aspect-video w-full overflow-hidden bg-paper-deep focus-visible:outline-3 focus-visible:outline-offset-[-3px] focus-visible:outline-grape"
    >
      <video
        ref={video}
        src={videoUrl}
        poster={thumbnailUrl ?? undefined}
        muted
        loop
        playsInline
        preload="none"
        className="size-full object-cover"
      />
      {playing ? null : (
        <span
          aria-hidden="true"
          className="absolute right-3 bottom-3 flex size-10 items-center justify-center rounded-full bg-white/90 text-ink shadow"
        >
          <Play className="size-5" />
        </span>
      )}
    </button>
  );
}
