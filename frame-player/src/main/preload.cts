// Sandboxed preloads are CommonJS and may only require `electron`, so the channel list cannot be
// imported here: the bridge forwards any `player:` channel and main validates sender and payload.
import electron = require('electron');

const PREFIX = 'player:';

function checkChannel(channel: string): void {
  if (!channel.startsWith(PREFIX)) throw new Error(`not a player channel: ${channel}`);
}

electron.contextBridge.exposeInMainWorld('player', {
  send(channel: string, payload: unknown): void {
    checkChannel(channel);
    electron.ipcRenderer.send(channel, payload);
  },
  on(channel: string, listener: (payload: unknown) => void): () => void {
    checkChannel(channel);
    // The page never sees the IpcRendererEvent (it would expose `sender`).
    const wrapped = (_event: electron.IpcRendererEvent, payload: unknown): void => listener(payload);
    electron.ipcRenderer.on(channel, wrapped);
    return () => {
      electron.ipcRenderer.removeListener(channel, wrapped);
    };
  },
});
