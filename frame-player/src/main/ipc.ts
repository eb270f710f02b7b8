import { type BrowserWindow, type IpcMainEvent, ipcMain } from 'electron';
import { channelsFrom, type MainToPage, type PageToMain, type Payload, parsePayload } from '../ipc/channels.ts';
import { isTrustedSender } from '../ipc/trust.ts';

export type PageHandlers = { [C in PageToMain]: (payload: Payload<C>) => void };

/**
 * Listens on every page-to-main channel. Messages from any other webContents or frame, and
 * payloads that fail their schema, are dropped with a log line. Returns an unsubscribe.
 */
export function listenToPage(win: BrowserWindow, pageUrl: string, handlers: PageHandlers): () => void {
  const stops: Array<() => void> = [];
  const listen = <C extends PageToMain>(channel: C): void => {
    const handler = handlers[channel];
    const listener = (event: IpcMainEvent, payload: unknown): void => {
      if (event.sender !== win.webContents || !isTrustedSender(event.senderFrame?.url, pageUrl)) {
        console.warn(`[player] ${channel} from an untrusted sender dropped`);
        return;
      }
      const parsed = parsePayload(channel, payload);
      if (!parsed.ok) {
        console.warn(`[player] ${channel} payload dropped: ${parsed.error}`);
        return;
      }
      handler(parsed.data);
    };
    ipcMain.on(channel, listener);
    stops.push(() => ipcMain.removeListener(channel, listener));
  };
  for (const channel of channelsFrom('page')) listen(channel);
  return () => {
    for (const stop of stops) stop();
  };
}

/** Sends to the page after validating, so main cannot put a malformed message on the wire. */
export function sendToPage<C extends MainToPage>(win: BrowserWindow, channel: C, payload: Payload<C>): void {
  const parsed = parsePayload(channel, payload);
  if (!parsed.ok) throw new TypeError(`${channel} payload invalid: ${parsed.error}`);
  win.webContents.send(channel, parsed.data);
}
