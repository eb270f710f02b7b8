// The small status: quiet while a clip plays. A message (a drive copied, paired) shows once, for a
// few seconds, when it is new, and never comes back on a later status update; a copy in progress
// shows its percent. "Offline", the pairing code and a missing converter are no news during
// playback: the status view a key press or a tap opens shows them. On the first-run screen the
// status is a line of that page (nothing stacked over its text), and a message stays there until
// the next one (or a copy) replaces it: the reason a drive added nothing does not vanish unread.

/** How long a new message stays up over the picture. */
const MESSAGE_MS = 6_000;
/** How long the status view stays open after a key press or a tap. */
const VIEW_MS = 8_000;

type Status = Payload<'player:status'>;

/** Groups a pairing code in fours ("K7Q2 XM4P"), as the first-run page shows it. */
const groupedCode = (code: string): string => code.replace(/(.{4})(?=.)/g, '$1 ');

// biome-ignore lint/correctness/noUnusedVariables: page.ts uses it (classic scripts share one scope)
class StatusLine {
  private status: Status | null = null;
  private messageKey: string | null = null;
  private messageUntil = 0;
  private viewUntil = 0;
  private firstRun = false;
  private timer: number | undefined;

  constructor(
    /** The pill in the corner, over the picture. */
    private readonly pill: HTMLElement,
    /** The status line inside the first-run screen. */
    private readonly note: HTMLElement,
  ) {}

  show(status: Status): void {
    const key = status.message === null ? null : `${status.messageId ?? ''}|${status.message}`;
    if (key !== null && key !== this.messageKey) this.messageUntil = performance.now() + MESSAGE_MS;
    if (key === null) this.messageUntil = 0;
    this.messageKey = key;
    this.status = status;
    this.render();
  }

  /** The first-run screen is up (the status becomes a line of it) or playback is. */
  setFirstRun(firstRun: boolean): void {
    // Leaving the first-run page, a message kept there past its 6 s does not follow onto the picture
    // (its time is over); a new one ("Added 1 video.") shows over the picture for the rest of its time.
    this.firstRun = firstRun;
    this.render();
  }

  /** Opens the full status for a few seconds (a key or a tap), or closes it when open. */
  toggleView(): void {
    const now = performance.now();
    this.viewUntil = this.viewUntil > now ? 0 : now + VIEW_MS;
    this.render();
  }

  private render(): void {
    window.clearTimeout(this.timer);
    const status = this.status;
    const now = performance.now();
    const viewing = this.viewUntil > now && !this.firstRun;
    // On the first-run page a message stays until the next one: nothing else covers that page.
    const messageOn = this.messageUntil > now || (this.firstRun && this.messageKey !== null);
    const parts: string[] = [];
    if (status) {
      if (status.copying !== null) parts.push(`Copying ${status.copying} %`);
      if (status.message && (messageOn || viewing)) parts.push(status.message);
      if (this.firstRun && !status.online) parts.push('Offline');
      if (viewing) {
        parts.push(status.online ? (status.paired ? 'Online, paired' : 'Online') : 'Offline');
        // The first-run page shows the code large; over the picture only the view does, never on its own.
        if (status.pairingCode) parts.push(`Pairing code ${groupedCode(status.pairingCode)}`);
        if (status.converter === false) parts.push('No video converter: iPhone videos cannot be added');
        if (status.updates === false) parts.push('Updates are off: no release key');
      }
    } else if (viewing) {
      parts.push('Starting');
    }
    // The view lists one thing a line; the pill and the first-run line are one sentence.
    const text = parts.join(viewing ? '\n' : ' · ');
    this.note.textContent = this.firstRun ? text : '';
    this.pill.textContent = this.firstRun ? '' : text;
    this.pill.classList.toggle('view', viewing);
    // Take the message (or the view) down when its time is up; nothing repeats on a timer.
    const ends = [this.messageUntil, this.viewUntil].filter((at) => at > now);
    if (ends.length > 0) this.timer = window.setTimeout(() => this.render(), Math.min(...ends) - now + 10);
  }
}
