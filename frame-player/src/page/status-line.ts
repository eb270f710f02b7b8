// The small status line in the corner: quiet when all is well, a few words when something happens.

/** How long a one-off message (a drive removed, say) stays up. */
const MESSAGE_MS = 12_000;

function statusText(status: Payload<'player:status'>, showMessage: boolean): string {
  const parts: string[] = [];
  if (status.copying !== null) parts.push(`Copying ${status.copying} %`);
  if (showMessage && status.message) parts.push(status.message);
  if (!status.online) parts.push('Offline');
  else if (status.paired && parts.length > 0) parts.push('Paired');
  return parts.join(' · ');
}

// biome-ignore lint/correctness/noUnusedVariables: page.ts uses it (classic scripts share one scope)
class StatusLine {
  private timer: number | undefined;

  constructor(private readonly element: HTMLElement) {}

  show(status: Payload<'player:status'>): void {
    window.clearTimeout(this.timer);
    this.element.textContent = statusText(status, true);
    if (status.message) {
      this.timer = window.setTimeout(() => {
        this.element.textContent = statusText(status, false);
      }, MESSAGE_MS);
    }
  }
}
