// Answers main's "does this file play here?" before an imported file enters the rotation: a
// detached <video> (never shown) loads it and the answer is whether a frame decoded.

/** Gives up without answering after this long: main then treats the file as unknown, not broken. */
const CHECK_MS = 15_000;

// biome-ignore lint/correctness/noUnusedVariables: page.ts uses it (classic scripts share one scope)
function checkMedia(url: string): Promise<{ playable: boolean; message: string } | null> {
  return new Promise((resolve) => {
    const video = document.createElement('video');
    video.muted = true;
    video.preload = 'auto';
    const done = (answer: { playable: boolean; message: string } | null): void => {
      window.clearTimeout(timer);
      video.removeAttribute('src');
      video.load();
      resolve(answer);
    };
    const timer = window.setTimeout(() => done(null), CHECK_MS);
    video.addEventListener('loadeddata', () => done({ playable: true, message: '' }), { once: true });
    video.addEventListener(
      'error',
      () => {
        const message = video.error?.message || `media error ${video.error?.code ?? 'unknown'}`;
        done({ playable: false, message: message.slice(0, 500) });
      },
      { once: true },
    );
    video.src = url;
  });
}
