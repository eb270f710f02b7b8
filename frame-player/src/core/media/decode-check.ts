import { randomUUID } from 'node:crypto';
import { pathToFileURL } from 'node:url';

/** The page's verdict on a file: it decoded a frame, it failed, or it did not answer in time. */
export type DecodeVerdict =
  | { playable: true }
  | { playable: false; message: string }
  | { playable: null; message: string };

/** Asks whoever can decode (the page's Chromium) whether a file plays, before it enters the rotation. */
export type DecodeCheck = (path: string) => Promise<DecodeVerdict>;

/** The request main sends on `player:check-media` and the answer it gets on `player:media-checked`. */
export interface CheckMediaRequest {
  requestId: string;
  url: string;
}
export interface MediaChecked {
  requestId: string;
  playable: boolean;
  message: string;
}

/**
 * Matches the page's answers to the import's questions. An unanswered question (an old page, a
 * page reloading) resolves as unknown after `timeoutMs`: the import then trusts the codec it read
 * from the bytes rather than block the drive, and the page still reports a file that fails later.
 * After a question goes unanswered, the next ones get a short wait until the page answers again,
 * so a silent page costs one timeout per drive, not one per file.
 */
export class PageDecodeChecker {
  private readonly waiting = new Map<string, (verdict: DecodeVerdict) => void>();
  private silent = false;

  constructor(
    private readonly send: (request: CheckMediaRequest) => void,
    private readonly timeoutMs = 20_000,
  ) {}

  readonly check: DecodeCheck = (path) =>
    new Promise((resolve) => {
      const requestId = randomUUID();
      const timer = setTimeout(
        () => {
          this.waiting.delete(requestId);
          this.silent = true;
          resolve({ playable: null, message: 'the page did not answer' });
        },
        this.silent ? Math.min(this.timeoutMs, 1000) : this.timeoutMs,
      );
      this.waiting.set(requestId, (verdict) => {
        clearTimeout(timer);
        this.waiting.delete(requestId);
        resolve(verdict);
      });
      try {
        this.send({ requestId, url: pathToFileURL(path).href });
      } catch (error) {
        this.waiting.get(requestId)?.({ playable: null, message: `could not ask the page: ${String(error)}` });
      }
    });

  /** The page's answer (already validated against the channel's schema). Unknown ids are ignored. */
  answer(answer: MediaChecked): void {
    this.silent = false;
    this.waiting.get(answer.requestId)?.(
      answer.playable ? { playable: true } : { playable: false, message: answer.message || 'it does not decode' },
    );
  }
}
