// The playback screen. It runs sandboxed in the renderer as classic scripts (no imports; the bridge
// types come from bridge.d.ts); everything it receives was validated by main before sending.

function element<T extends HTMLElement>(id: string, type: new () => T): T {
  const found = document.getElementById(id);
  if (!(found instanceof type)) throw new Error(`#${id} missing from index.html`);
  return found;
}

const stage = element('stage', HTMLElement);
const firstRun = new FirstRunScreen(
  element('first-run', HTMLElement),
  element('pairing', HTMLElement),
  element('pairing-code', HTMLElement),
  element('pairing-qr', HTMLCanvasElement),
);
const statusLine = new StatusLine(element('status', HTMLElement));
// `?loop=dual` or `?loop=native` lets the benchmark compare both ways of looping on the same page.
const loopStrategy = new URLSearchParams(window.location.search).get('loop') === 'dual' ? 'dual' : 'native';
const loop = new LoopPlayer(
  [element('video-a', HTMLVideoElement), element('video-b', HTMLVideoElement)],
  (url, message) => window.player.send('player:playback-error', { url, message }),
  loopStrategy,
);

window.player.on('player:playlist', ({ items, intervalSeconds, fit }) => {
  stage.dataset.fit = fit;
  firstRun.hide();
  loop.setPlaylist(items, intervalSeconds);
});
window.player.on('player:idle', (payload) => {
  loop.stop();
  firstRun.show(payload);
});
window.player.on('player:status', (status) => statusLine.show(status));
window.player.send('player:ready', { width: window.innerWidth, height: window.innerHeight });
