// The first-run screen: shown while the library is empty, with the pairing code and its QR code.

/** Groups a code in fours for reading off the panel ("K7Q2 XM4P"). */
function groupCode(code: string): string {
  return code.replace(/(.{4})(?=.)/g, '$1 ');
}

/** Draws a QR code module by module with a quiet zone, one canvas pixel per module (CSS scales it up crisply). */
function drawQr(canvas: HTMLCanvasElement, qr: { size: number; modules: string }): void {
  const quiet = 2;
  const side = qr.size + quiet * 2;
  canvas.width = side;
  canvas.height = side;
  const context = canvas.getContext('2d');
  if (!context) return;
  context.fillStyle = '#fff';
  context.fillRect(0, 0, side, side);
  context.fillStyle = '#000';
  for (let row = 0; row < qr.size; row++) {
    for (let column = 0; column < qr.size; column++) {
      if (qr.modules[row * qr.size + column] === '1') context.fillRect(column + quiet, row + quiet, 1, 1);
    }
  }
}

// biome-ignore lint/correctness/noUnusedVariables: page.ts uses it (classic scripts share one scope)
class FirstRunScreen {
  constructor(
    private readonly root: HTMLElement,
    private readonly pairing: HTMLElement,
    private readonly code: HTMLElement,
    private readonly qr: HTMLCanvasElement,
  ) {}

  show({ pairingCode, qr }: Payload<'player:idle'>): void {
    this.root.hidden = false;
    this.pairing.hidden = pairingCode === null;
    this.code.textContent = pairingCode ? groupCode(pairingCode) : '';
    this.qr.hidden = qr === null;
    if (qr) drawQr(this.qr, qr);
  }

  hide(): void {
    this.root.hidden = true;
  }

  get visible(): boolean {
    return !this.root.hidden;
  }
}
