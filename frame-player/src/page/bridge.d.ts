// The preload's `window.player`, typed from the channel list. A global declaration (not an
// import in page.ts) keeps page.js a classic script: Chromium refuses module scripts on file://.
type PageToMain = import('../ipc/channels.ts').PageToMain;
type MainToPage = import('../ipc/channels.ts').MainToPage;
type Payload<C extends import('../ipc/channels.ts').ChannelName> = import('../ipc/channels.ts').Payload<C>;

interface PlayerBridge {
  send<C extends PageToMain>(channel: C, payload: Payload<C>): void;
  on<C extends MainToPage>(channel: C, listener: (payload: Payload<C>) => void): () => void;
}

interface Window {
  player: PlayerBridge;
}

/** playback-machine.ts, bundled by scripts/build.ts as a classic script that defines this global. */
declare const Playback: typeof import('./playback-machine.ts');
