/**
 * The landing page's clips in web/public/media/, made by web/scripts/make-landing-media.sh:
 * each as VP9 WebM and H.264 MP4, with a WebP poster that doubles as the reduced-motion still.
 */
export type Clip = { webm: string; mp4: string; poster: string; width: number; height: number };

function clip(name: string, width: number, height: number): Clip {
  return {
    webm: `/media/${name}.webm`,
    mp4: `/media/${name}.mp4`,
    poster: `/media/${name}-poster.webp`,
    width,
    height,
  };
}

export const CLIPS = {
  hero: clip('hero', 960, 540),
  before: clip('before', 480, 360),
  after: clip('after', 480, 360),
} as const;

/** The file this browser plays: VP9 where it can, H.264 otherwise (Safari, older phones). */
export function playableSource(video: HTMLVideoElement, source: Clip): string {
  return video.canPlayType('video/webm; codecs="vp9"') ? source.webm : source.mp4;
}
