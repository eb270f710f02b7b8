import { execFileSync } from 'node:child_process';
import { join } from 'node:path';

export const PAGE_DIST = join(import.meta.dirname, '../.tmp/page-dist');

/** Playwright global setup: builds the page (and main, cheaply) the way the app ships it, and the clips. */
export default function buildPage(): void {
  // The short clips and broken files the page tests play (skipped when already made).
  execFileSync('bash', [join(import.meta.dirname, 'media/make-bench-media.sh')], { stdio: 'ignore' });
  execFileSync(
    join(import.meta.dirname, '../../node_modules/.bin/tsx'),
    [join(import.meta.dirname, '../scripts/build.ts'), PAGE_DIST],
    {
      stdio: 'inherit',
    },
  );
}
