import type { Page } from '@playwright/test';

/** A page of paper with two stick figures drawn in pen, side by side, as a PNG (drawn by the browser). */
export function twoFigurePage(page: Page): Promise<Buffer> {
  return page
    .evaluate(async () => {
      const canvas = new OffscreenCanvas(1200, 800);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2D canvas');
      context.fillStyle = '#f5f5f5';
      context.fillRect(0, 0, 1200, 800);
      context.strokeStyle = '#282828';
      context.lineWidth = 10;
      context.lineCap = 'round';
      const line = (x0: number, y0: number, x1: number, y1: number) => {
        context.beginPath();
        context.moveTo(x0, y0);
        context.lineTo(x1, y1);
        context.stroke();
      };
      const figure = (cx: number, top: number, s: number) => {
        const r = 45 * s;
        context.beginPath();
        context.arc(cx, top + r, r, 0, 2 * Math.PI);
        context.stroke();
        const neck = top + 2 * r;
        const hip = neck + 200 * s;
        line(cx, neck, cx, hip);
        line(cx, neck + 50 * s, cx - 110 * s, neck + 20 * s);
        line(cx, neck + 50 * s, cx + 110 * s, neck + 20 * s);
        line(cx, hip, cx - 80 * s, hip + 180 * s);
        line(cx, hip, cx + 80 * s, hip + 180 * s);
      };
      figure(330, 120, 1.05);
      figure(860, 140, 0.95);
      const blob = await canvas.convertToBlob({ type: 'image/png' });
      return Array.from(new Uint8Array(await blob.arrayBuffer()));
    })
    .then((bytes) => Buffer.from(bytes));
}
