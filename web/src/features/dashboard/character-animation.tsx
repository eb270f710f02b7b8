import { VideoNeedsConnection } from './video-needs-connection';

/**
 * The finished animation an admin uploaded, playing on the character's card: muted and looped
 * as a frame shows it (the controls unmute it); only its metadata loads until it is played.
 * No poster: the API has no still of the animation (the first frame shows once metadata loads).
 */
export function CharacterAnimation({ src, name }: { src: string; name: string }) {
  return (
    <VideoNeedsConnection>
      <video
        src={src}
        aria-label={`Animation of ${name}`}
        controls
        muted
        playsInline
        loop
        preload="metadata"
        className="aspect-video w-full rounded-2xl bg-ink/5 object-contain"
      />
    </VideoNeedsConnection>
  );
}
