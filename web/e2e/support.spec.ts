import { test } from '@playwright/test';
import { expectNoSeriousA11yViolations } from './support';

test.describe('the browser tests own helpers', () => {
  test('axe looks at the page once its transitions have ended, not at a frame between', async ({ page }) => {
    // A button fading back in after a save (disabled:opacity-50 with `transition`), as in the admin
    // catalog: halfway through, its text is too faint, though no one would ever read it that way.
    await page.setContent(`<!doctype html><html lang="en"><head><title>Fade</title></head><body><main>
      <button id="b" style="color:#2a1f3d;background:#fff;opacity:.3;transition:opacity 5s linear">Edit</button>
      </main></body></html>`);
    await page.evaluate(() => {
      const button = document.getElementById('b') as HTMLElement;
      void button.offsetWidth;
      button.style.opacity = '1';
    });
    await expectNoSeriousA11yViolations(page);
  });
});
