// The playback screen. It runs sandboxed in the renderer as a classic script (no imports; the
// bridge types come from bridge.d.ts); everything it receives was validated by main before sending.

function element<T extends HTMLElement>(id: string, type: new () => T): T {
  const found = document.getElementById(id);
  if (!(found instanceof type)) throw new Error(`#${id} missing from index.html`);
  return found;
}

const video = element('player', HTMLVideoElement);
const idle = element('idle', HTMLElement);
const pairing = element('pairing', HTMLElement);
const pairingCode = element('pairing-code', HTMLElement);

function showIdle(code: string | null): void {
  video.pause();
  video.removeAttribute('src');
  video.load();
  video.hidden = true;
  idle.hidden = false;
  pairing.hidden = code === null;
  pairingCode.textContent = code ?? '';
}

async function play({ url, fit }: Payload<'player:play'>): Promise<void> {
  video.dataset.fit = fit;
  video.src = url;
  idle.hidden = true;
  video.hidden = false;
  try {
    await video.play();
  } catch (error) {
    window.player.send('player:playback-error', { url, message: String(error).slice(0, 500) });
  }
}

video.addEventListener('error', () => {
  const message = video.error?.message || `media error ${video.error?.code ?? 'unknown'}`;
  window.player.send('player:playback-error', { url: video.currentSrc, message: message.slice(0, 500) });
});

window.player.on('player:play', (payload) => void play(payload));
window.player.on('player:idle', ({ pairingCode: code }) => showIdle(code));
window.player.send('player:ready', { width: window.innerWidth, height: window.innerHeight });
