/**
 * The landing's opening (web/src/features/landing/hero-section.tsx) as plain HTML in index.html, so a
 * phone draws the headline and the hero picture before the app's JavaScript has arrived and run
 * (Lighthouse: first and largest contentful paint no longer wait for it). React replaces it with
 * the same markup when it renders. Other addresses get the same index.html: public/first-paint.js
 * marks them before the first paint and the inline style hides the copy there. The app's entry
 * script is started by first-paint.js once the page is drawn, so nothing of the app's code runs
 * before the browser has painted what it has.
 */
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { createServer, type IndexHtmlTransformContext, type Plugin } from 'vite';

const MARK = '<div id="root"></div>';

/** Renders the hero with a throwaway Vite SSR loader (the same TypeScript, imports and packages). */
async function renderHero(root: string): Promise<string> {
  const server = await createServer({
    root,
    configFile: false,
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  try {
    const module = (await server.ssrLoadModule('/src/features/landing/hero-section.tsx')) as {
      HeroSection: () => ReactElement;
    };
    return renderToStaticMarkup(createElement(module.HeroSection));
  } finally {
    await server.close();
  }
}

/** The shell's frame around the hero (web/src/features/shell/app-layout.tsx): same boxes, same place. */
function firstPaint(hero: string): string {
  return [
    '<style>.not-home #first-paint{display:none}</style>',
    '<div id="root"><div id="first-paint" class="flex min-h-dvh flex-col">',
    '<header class="fixed inset-x-0 top-0 z-40 h-16 border-b-2 border-ink/5 bg-paper/90"></header>',
    `<main class="flex-1 pt-16">${hero}</main>`,
    // index.html's <link rel="expect" blocking="render"> holds the first paint until this is parsed:
    // a slow phone's parser may stop half way through the opening, and a half-drawn hero then jumps.
    '<span id="first-paint-end"></span>',
    '</div></div>',
  ].join('');
}

/** The app's start (src/boot.tsx, which main.tsx imports once React's code has run) and the files it imports. */
function bootFiles(bundle: IndexHtmlTransformContext['bundle']): string[] {
  const chunks = Object.values(bundle ?? {}).flatMap((item) => (item.type === 'chunk' ? [item] : []));
  const boot = chunks.find((chunk) => chunk.moduleIds.some((id) => id.endsWith('/src/boot.tsx')));
  if (!boot) throw new Error('the build has no chunk for src/boot.tsx');
  const files = new Set<string>([boot.fileName]);
  for (const file of files) {
    for (const imported of chunks.find((chunk) => chunk.fileName === file)?.imports ?? []) files.add(imported);
  }
  return [...files];
}

export function prerenderHero(root: string): Plugin {
  return {
    name: 'dtm:prerender-hero',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      async handler(html, context) {
        if (!html.includes(MARK)) throw new Error(`index.html has no ${MARK} to put the landing's opening in`);
        const hero = await renderHero(root);
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/;
        if (!entry.test(html)) throw new Error("index.html has no module script for the app's entry");
        return (
          html
            .replace(MARK, firstPaint(hero))
            .replace(
              '</title>',
              '</title>\n    <link rel="expect" href="#first-paint-end" blocking="render">\n    <script src="/first-paint.js"></script>',
            )
            // The app's start is a dynamic import (main.tsx): fetched with the entry, not after it.
            .replace(
              '</head>',
              `${bootFiles(context.bundle)
                .filter((file) => !html.includes(`/${file}"`))
                .map((file) => `    <link rel="modulepreload" crossorigin href="/${file}">\n`)
                .join('')}  </head>`,
            )
            // first-paint.js starts the app once the page is drawn; its files are fetched meanwhile,
            // after what the first paint needs (low priority: fetched and compiled, run when started).
            .replace(entry, '<meta name="dtm-app-entry" content="$1">')
            .replaceAll(
              '<link rel="modulepreload" crossorigin href=',
              '<link rel="modulepreload" crossorigin fetchpriority="low" href=',
            )
        );
      },
    },
  };
}
