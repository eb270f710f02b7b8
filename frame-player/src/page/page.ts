// The playback screen. It runs sandboxed in the renderer as classic scripts (no imports; the bridge
// types come from bridge.d.ts); everything it receives was validated by main before sending.

function element<T extends HTMLElement>(id: string, type: new () => T): T {
  const found = document.getElementById(id);
  if (!(found instanceof type)) throw new Error(`#${id} missing from index.html`);
  return found;
}

const HEARTBEAT_MS = 1_000;

const stage = element('stage', HTMLElement);
const firstRun = new FirstRunScreen(
  element('first-run', HTMLElement),
  element('pairing', HTMLElement),
  element('pairing-code', HTMLElement),
  element('pairing-qr', HTMLCanvasElement),
);
const statusLine = new StatusLine(element('status', HTMLElement), element('first-run-status', HTMLElement));
/** The first-run page stays up until the first picture replaces it (no black in between), at most this long. */
const FIRST_RUN_HANDOVER_MS = 3_000;
let handover: number | undefined;
const leaveFirstRun = (): void => {
  window.clearTimeout(handover);
  handover = undefined;
  firstRun.hide();
  statusLine.setFirstRun(false);
};
// `?loop=dual|native|hold` makes every clip loop one way (the benchmark compares them on one page).
const forcedLoop = new URLSearchParams(window.location.search).get('loop');
const loop = new LoopPlayer(
  [element('video-a', HTMLVideoElement), element('video-b', HTMLVideoElement)],
  {
    error: (url, message) => window.player.send('player:playback-error', { url, message }),
    recover: (action, reason) => window.player.send('player:stalled', { action, reason }),
    seam: () => window.player.send('player:loop-seam', {}),
    picture: () => {
      if (handover !== undefined) leaveFirstRun();
    },
  },
  forcedLoop === 'dual' || forcedLoop === 'native' || forcedLoop === 'hold' ? forcedLoop : null,
  1.5,
  Number(new URLSearchParams(window.location.search).get('early') ?? 20),
);

window.player.on('player:playlist', ({ items, intervalSeconds, fit }) => {
  stage.dataset.fit = fit;
  if (firstRun.visible) {
    if (handover === undefined) handover = window.setTimeout(leaveFirstRun, FIRST_RUN_HANDOVER_MS);
  } else leaveFirstRun();
  loop.setPlaylist(items, intervalSeconds);
});
window.player.on('player:idle', (payload) => {
  window.clearTimeout(handover);
  handover = undefined;
  loop.stop();
  firstRun.show(payload);
  statusLine.setFirstRun(true);
});
window.player.on('player:status', (status) => statusLine.show(status));
window.player.on('player:check-media', ({ requestId, url }) => {
  void checkMedia(url).then((answer) => {
    if (answer) window.player.send('player:media-checked', { requestId, ...answer });
  });
});
// The frame has no menu: any key or a tap opens the small status view for a few seconds.
window.addEventListener('keydown', () => statusLine.toggleView());
window.addEventListener('pointerup', () => statusLine.toggleView());
// Main's watchdog: it reloads the page (or relaunches) when these stop or the frames stop counting.
window.setInterval(() => {
  window.player.send('player:heartbeat', { playing: loop.state().shouldPlay, frames: playerStats.presented });
}, HEARTBEAT_MS);
window.player.send('player:ready', { width: window.innerWidth, height: window.innerHeight });
